/**
 * The feature lists a listing's page shows from an MLS feed: each RESO Data
 * Dictionary 2.0 lookup field and every standard value of its lookup, as the
 * Data Dictionary 2.0 names them (its StandardValue, the display name). Source:
 * the RESO Data Dictionary 2.0 spreadsheet's lookups (dd.reso.org/DD2.0/lookups/
 * <Lookup>), InteriorFeatures taking the InteriorOrRoomFeatures lookup
 * (ADR 0126). A feed may send a value as its display name ("Ceiling Fan(s)"),
 * its legacy OData name ("CeilingFans") or an enumeration member; all of them
 * read as one (featureValue). PetsAllowed, Furnished, RentIncludes and
 * LeaseTerm are the rental terms', not here.
 */
import { squash } from "./reso";

export const featureLookups = {
  Appliances: [
    "Bar Fridge", "Built-In Electric Oven", "Built-In Electric Range", "Built-In Freezer", "Built-In Gas Oven", "Built-In Gas Range",
    "Built-In Range", "Built-In Refrigerator", "Convection Oven", "Cooktop", "Dishwasher", "Disposal", "Double Oven", "Down Draft", "Dryer",
    "ENERGY STAR Qualified Appliances", "ENERGY STAR Qualified Dishwasher", "ENERGY STAR Qualified Dryer", "ENERGY STAR Qualified Freezer",
    "ENERGY STAR Qualified Refrigerator", "ENERGY STAR Qualified Washer", "ENERGY STAR Qualified Water Heater", "Electric Cooktop", "Electric Oven",
    "Electric Range", "Electric Water Heater", "Exhaust Fan", "Free-Standing Electric Oven", "Free-Standing Electric Range", "Free-Standing Freezer",
    "Free-Standing Gas Oven", "Free-Standing Gas Range", "Free-Standing Range", "Free-Standing Refrigerator", "Freezer", "Gas Cooktop", "Gas Oven",
    "Gas Range", "Gas Water Heater", "Heat Pump Water Heater", "Humidifier", "Ice Maker", "Indoor Grill", "Induction Cooktop", "Instant Hot Water",
    "Microwave", "None", "Other", "Oven", "Plumbed For Ice Maker", "Portable Dishwasher", "Propane Cooktop", "Range", "Range Hood", "Refrigerator",
    "Self Cleaning Oven", "Smart Appliance(s)", "Solar Hot Water", "Stainless Steel Appliance(s)", "Tankless Water Heater", "Trash Compactor",
    "Vented Exhaust Fan", "Warming Drawer", "Washer", "Washer/Dryer", "Washer/Dryer Stacked", "Water Heater", "Water Purifier", "Water Purifier Owned",
    "Water Purifier Rented", "Water Softener", "Water Softener Owned", "Water Softener Rented", "Wine Cooler", "Wine Refrigerator",
  ],
  Basement: [
    "Apartment", "Bath/Stubbed", "Block", "Concrete", "Crawl Space", "Daylight", "Dirt Floor", "Exterior Entry", "Finished", "French Drain", "Full",
    "Full Exposure", "Interior Entry", "No Exposure", "None", "Other", "Partial", "Partial Exposure", "Partially Finished", "Storage Space", "Sump Pump",
    "Unfinished", "Walk-Out Access", "Walk-Up Access",
  ],
  CommunityFeatures: [
    "Airport/Runway", "Clubhouse", "Curbs", "Fishing", "Fitness Center", "Gated", "Golf", "Lake", "None", "Other", "Park", "Pickleball", "Playground",
    "Pool", "Racquetball", "Restaurant", "Sidewalks", "Stable(s)", "Street Lights", "Suburban", "Tennis Court(s)",
  ],
  ConstructionMaterials: [
    "Adobe", "Aluminum Siding", "Asbestos", "Asphalt", "Attic/Crawl Hatchway(s) Insulated", "Batts Insulation", "Block", "Blown-In Insulation",
    "Board & Batten Siding", "Brick", "Brick Veneer", "Cedar", "Cement Siding", "Clapboard", "Concrete", "Ducts Professionally Air-Sealed",
    "Exterior Duct-Work is Insulated", "Fiber Cement", "Fiberglass Siding", "Foam Insulation", "Frame", "Glass", "HardiPlank Type", "ICAT Recessed Lighting",
    "ICFs (Insulated Concrete Forms)", "Lap Siding", "Log", "Log Siding", "Low VOC Insulation", "Masonite", "Metal Siding", "Natural Building", "Other",
    "Plaster", "Radiant Barrier", "Rammed Earth", "Recycled/Bio-Based Insulation", "Redwood Siding", "See Remarks", "Shake Siding", "Shingle Siding",
    "Slump Block", "Spray Foam Insulation", "Steel Frame", "Steel Siding", "Stone", "Stone Veneer", "Straw", "Stucco", "Synthetic Stucco", "Unknown",
    "Vertical Siding", "Vinyl Siding", "Wood Siding",
  ],
  Cooling: [
    "Attic Fan", "Ceiling Fan(s)", "Central Air", "Dual", "Ductless", "ENERGY STAR Qualified Equipment", "Electric", "Evaporative Cooling", "Exhaust Fan",
    "Gas", "Geothermal", "Heat Pump", "Humidity Control", "Multi Units", "None", "Other", "Roof Turbine(s)", "Separate Meters", "Varies by Unit",
    "Wall Unit(s)", "Wall/Window Unit(s)", "Whole House Fan", "Window Unit(s)", "Zoned",
  ],
  ExteriorFeatures: [
    "Awning(s)", "Balcony", "Barbecue", "Basketball Court", "Boat Slip", "Built-in Barbecue", "Courtyard", "Covered Courtyard", "Dock", "Dog Run",
    "Electric Grill", "Fire Pit", "Garden", "Gas Grill", "Gray Water System", "Kennel", "Lighting", "Misting System", "None", "Other", "Outdoor Grill",
    "Outdoor Kitchen", "Outdoor Shower", "Permeable Paving", "Playground", "Private Entrance", "Private Yard", "RV Hookup", "Rain Barrel/Cistern(s)",
    "Rain Gutters", "Smart Camera(s)/Recording", "Smart Irrigation", "Smart Light(s)", "Smart Lock(s)", "Storage", "Tennis Court(s)", "Uncovered Courtyard",
  ],
  Fencing: [
    "Back Yard", "Barbed Wire", "Block", "Brick", "Chain Link", "Cross Fenced", "Electric", "Fenced", "Front Yard", "Full", "Gate", "Invisible", "Masonry",
    "None", "Other", "Partial", "Partial Cross", "Perimeter", "Pipe", "Privacy", "Security", "See Remarks", "Slump Stone", "Split Rail", "Stone", "Vinyl",
    "Wire", "Wood", "Wrought Iron",
  ],
  Flooring: [
    "Adobe", "Bamboo", "Brick", "CRI Green Label Plus Certified Carpet", "Carpet", "Ceramic Tile", "Clay", "Combination", "Concrete", "Cork", "Dirt",
    "Engineered Hardwood", "FSC or SFI Certified Source Hardwood", "FloorScore(r) Certified Flooring", "Granite", "Hardwood", "Laminate", "Linoleum",
    "Luxury Vinyl", "Marble", "None", "Other", "Painted/Stained", "Parquet", "Pavers", "Plank", "Reclaimed Wood", "See Remarks", "Simulated Wood", "Slate",
    "Softwood", "Stamped", "Stone", "Sustainable", "Terrazzo", "Tile", "Varies", "Vinyl", "Wood",
  ],
  Heating: [
    "Active Solar", "Baseboard", "Ceiling", "Central", "Coal", "Coal Stove", "Ductless", "ENERGY STAR Qualified Equipment",
    "ENERGY STAR/ACCA RSI Qualified Installation", "Electric", "Exhaust Fan", "Fireplace Insert", "Fireplace(s)", "Floor Furnace", "Forced Air",
    "Geothermal", "Gravity", "Heat Pump", "Hot Water", "Humidity Control", "Kerosene", "Natural Gas", "None", "Oil", "Other", "Passive Solar",
    "Pellet Stove", "Propane", "Propane Stove", "Radiant", "Radiant Ceiling", "Radiant Floor", "See Remarks", "Separate Meters", "Solar", "Space Heater",
    "Steam", "Varies by Unit", "Wall Furnace", "Wood", "Wood Stove", "Zoned",
  ],
  InteriorFeatures: [
    "Bar", "Beamed Ceilings", "Bidet", "Bookcases", "Breakfast Bar", "Built-in Features", "Cathedral Ceiling(s)", "Cedar Closet(s)", "Ceiling Fan(s)",
    "Central Vacuum", "Chandelier", "Coffered Ceiling(s)", "Crown Molding", "Double Vanity", "Dry Bar", "Dumbwaiter", "Eat-in Kitchen", "Elevator",
    "Entrance Foyer", "Granite Counters", "High Ceilings", "High Speed Internet", "His and Hers Closets", "In-Law Floorplan", "Kitchen Island",
    "Laminate Counters", "Low Flow Plumbing Fixtures", "Master Downstairs", "Natural Woodwork", "Open Floorplan", "Other", "Pantry", "Recessed Lighting",
    "Sauna", "See Remarks", "Smart Camera(s)/Recording", "Smart Home", "Smart Light(s)", "Smart Thermostat", "Soaking Tub", "Solar Tube(s)",
    "Sound System", "Stone Counters", "Storage", "Tile Counters", "Track Lighting", "Tray Ceiling(s)", "Vaulted Ceiling(s)", "Walk-In Closet(s)",
    "WaterSense Fixture(s)", "Wet Bar", "Wired for Data", "Wired for Sound",
  ],
  LotFeatures: [
    "Agricultural", "Back Yard", "Bluff", "City Lot", "Cleared", "Close to Clubhouse", "Corner Lot", "Corners Marked", "Cul-De-Sac", "Desert Back",
    "Desert Front", "Farm", "Few Trees", "Flag Lot", "Front Yard", "Garden", "Gentle Sloping", "Greenbelt", "Interior Lot", "Irregular Lot", "Lake on Lot",
    "Landscaped", "Level", "Many Trees", "Meadow", "Native Plants", "Near Golf Course", "Near Public Transit", "On Golf Course", "Open Lot", "Orchard(s)",
    "Other", "Pasture", "Paved", "Pie Shaped Lot", "Pond on Lot", "Private", "Rectangular Lot", "Rock Outcropping", "Rolling Slope", "Secluded",
    "See Remarks", "Sloped", "Sloped Down", "Sloped Up", "Split Possible", "Sprinklers In Front", "Sprinklers In Rear", "Steep Slope", "Subdivided",
    "Views", "Waterfall", "Waterfront", "Wetlands", "Wooded", "Zero Lot Line",
  ],
  ParkingFeatures: [
    "Additional Parking", "Aggregate", "Alley Access", "Asphalt", "Assigned", "Attached", "Attached Carport", "Basement", "Boat", "Carport",
    "Circular Driveway", "Common", "Community Structure", "Concrete", "Converted Garage", "Covered", "Deck", "Deeded", "Detached", "Detached Carport",
    "Direct Access", "Drive Through", "Driveway", "Electric Gate", "Electric Vehicle Charging Station(s)", "Enclosed", "Garage", "Garage Door Opener",
    "Garage Faces Front", "Garage Faces Rear", "Garage Faces Side", "Gated", "Golf Cart Garage", "Gravel", "Guest", "Heated Garage", "Inside Entrance",
    "Kitchen Level", "Leased", "Lighted", "No Garage", "None", "Off Site", "Off Street", "On Site", "On Street", "Open", "Other", "Outside", "Oversized",
    "Parking Lot", "Parking Pad", "Paved", "Paver Block", "Permit Required", "Private", "RV Access/Parking", "RV Carport", "RV Garage", "RV Gated",
    "Secured", "See Remarks", "Shared Driveway", "Side By Side", "Storage", "Tandem", "Unassigned", "Underground", "Unpaved", "Valet", "Varies by Unit",
    "Workshop in Garage",
  ],
  PatioAndPorchFeatures: [
    "Awning(s)", "Covered", "Deck", "Enclosed", "Front Porch", "Glass Enclosed", "None", "Other", "Patio", "Porch", "Rear Porch", "Screened", "See Remarks",
    "Side Porch", "Terrace", "Wrap Around",
  ],
  PoolFeatures: [
    "Above Ground", "Association", "Black Bottom", "Cabana", "Community", "Diving Board", "ENERGY STAR Qualified pool pump", "Electric Heat", "Fenced",
    "Fiberglass", "Filtered", "Gas Heat", "Gunite", "Heated", "In Ground", "Indoor", "Infinity", "Lap", "Liner", "None", "Other", "Outdoor Pool",
    "Pool Cover", "Pool Sweep", "Pool/Spa Combo", "Private", "Salt Water", "Screen Enclosure", "See Remarks", "Solar Cover", "Solar Heat", "Sport", "Tile",
    "Vinyl", "Waterfall",
  ],
  Roof: [
    "Aluminum", "Asbestos Shingle", "Asphalt", "Bahama", "Barrel", "Bituthene", "Built-Up", "Composition", "Concrete", "Copper", "Elastomeric",
    "Fiberglass", "Flat", "Flat Tile", "Foam", "Green Roof", "Mansard", "Membrane", "Metal", "Mixed", "None", "Other", "Rolled/Hot Mop", "Rubber",
    "See Remarks", "Shake", "Shingle", "Slate", "Spanish Tile", "Stone", "Synthetic", "Tar/Gravel", "Tile", "Wood",
  ],
  SecurityFeatures: [
    "24 Hour Security", "Building Security", "Carbon Monoxide Detector(s)", "Closed Circuit Camera(s)", "Fire Alarm", "Fire Escape",
    "Fire Sprinkler System", "Firewall(s)", "Gated Community", "Gated with Guard", "Key Card Entry", "Other", "Panic Alarm", "Prewired",
    "Secured Garage/Parking", "Security Fence", "Security Gate", "Security Guard", "Security Lights", "Security Service", "Security System",
    "Security System Leased", "Security System Owned", "See Remarks", "Smoke Detector(s)", "Varies By Unit", "Window Bars", "Window Bars with Quick Release",
  ],
  Sewer: [
    "Aerobic Septic", "Cesspool", "Engineered Septic", "Holding Tank", "Mound Septic", "None", "Other", "Perc Test On File", "Perc Test Required",
    "Private Sewer", "Public Sewer", "Septic Needed", "Septic Tank", "Shared Septic", "Unknown",
  ],
  Utilities: [
    "Cable Available", "Cable Connected", "Cable Not Available", "Electricity Available", "Electricity Connected", "Electricity Not Available",
    "Natural Gas Available", "Natural Gas Connected", "Natural Gas Not Available", "None", "Other", "Phone Available", "Phone Connected",
    "Phone Not Available", "Propane", "See Remarks", "Sewer Available", "Sewer Connected", "Sewer Not Available", "Underground Utilities",
    "Water Available", "Water Connected", "Water Not Available",
  ],
  WaterSource: ["Cistern", "None", "Other", "Private", "Public", "See Remarks", "Shared Well", "Spring", "Well"],
  WindowFeatures: [
    "Aluminum Frames", "Bay Window(s)", "Blinds", "Display Window(s)", "Double Pane Windows", "Drapes", "ENERGY STAR Qualified Windows", "Garden Window(s)",
    "Insulated Windows", "Low-Emissivity Windows", "Plantation Shutters", "Screens", "Shutters", "Skylight(s)", "Solar Screens", "Storm Window(s)",
    "Tinted Windows", "Triple Pane Windows", "Window Coverings", "Window Treatments", "Wood Frames",
  ],
} as const;

export type FeatureField = keyof typeof featureLookups;
export type FeatureValue<F extends FeatureField> = (typeof featureLookups)[F][number];
export const featureFields = Object.keys(featureLookups) as FeatureField[];

/** A listing's feature lists: each field's values, a standard one as its display name, a local one as the feed sent it. */
export type ListingFeatures = Partial<Record<FeatureField, string[]>>;

/** The groups the property page shows them in, and the fields of each, in order. */
export const featureGroups = {
  interior: ["InteriorFeatures", "Appliances", "Flooring", "Heating", "Cooling", "WindowFeatures", "SecurityFeatures", "Basement"],
  exterior: ["ExteriorFeatures", "PatioAndPorchFeatures", "PoolFeatures", "Fencing", "ParkingFeatures", "LotFeatures", "Roof", "ConstructionMaterials"],
  utilities: ["Utilities", "WaterSource", "Sewer"],
  community: ["CommunityFeatures"],
} as const satisfies Record<string, readonly FeatureField[]>;
export type FeatureGroup = keyof typeof featureGroups;

/** Legacy OData names that do not read as their display name once squashed (the rest do). */
const legacyNames: Record<string, string> = {
  insulatedconcreteforms: "ICFs (Insulated Concrete Forms)",
  boardandbattensiding: "Board & Batten Siding",
  floorscorecertifiedflooring: "FloorScore(r) Certified Flooring",
  twentyfourhoursecurity: "24 Hour Security",
};

const byField = new Map(
  featureFields.map((field) => {
    const values = new Map<string, string>(featureLookups[field].map((value) => [squash(value), value]));
    for (const [legacy, name] of Object.entries(legacyNames)) if ((featureLookups[field] as readonly string[]).includes(name)) values.set(legacy, name);
    return [field, values] as const;
  }),
);

/** The Data Dictionary's name of a value as a feed sent it, or null for a local value the Data Dictionary lacks. */
export function featureValue<F extends FeatureField>(field: F, value: string): FeatureValue<F> | null {
  return (byField.get(field)?.get(squash(value)) as FeatureValue<F> | undefined) ?? null;
}
