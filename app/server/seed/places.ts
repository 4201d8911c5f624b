import type { CitySlug } from "../../lib/cities";

export type Tier = "starter" | "mid" | "upper" | "luxury";
export type HomeStyle = "ranch" | "mediterranean" | "modern";

export interface SubdivisionProfile {
  readonly city: CitySlug;
  readonly lat: number;
  readonly lng: number;
  readonly zip: string;
  readonly tiers: ReadonlyArray<readonly [Tier, number]>;
  /** Share of homes listed as new construction. */
  readonly newBuild: number;
  readonly styles: readonly HomeStyle[];
  readonly streets: readonly string[];
  /** A manufactured-home community, where homes sell as ManufacturedInPark. */
  readonly park?: true;
}

const birds = ["Kiskadee Ave", "Green Jay Ln", "Chachalaca Dr", "Oriole Ave", "Hummingbird Ln", "Quail Run"];
const trees = ["Ebony Ave", "Anacua Ct", "Mesquite Ln", "Retama Dr", "Palm Dr", "Citrus Ln", "Jacaranda Ave", "Bougainvillea St"];
const parkStreets = ["Palm Cir", "Sunrise Ln", "Grapefruit Dr", "Orange Blossom Ln", "Shuffleboard Ln"];

type Profile = Omit<SubdivisionProfile, "city">;

function inCity(city: CitySlug, profiles: Record<string, Profile>): Record<string, SubdivisionProfile> {
  return Object.fromEntries(Object.entries(profiles).map(([name, profile]) => [name, { ...profile, city }]));
}

/** Where each subdivision of subdivisionsByCity lies and what sells there. */
export const subdivisionProfiles: Readonly<Record<string, SubdivisionProfile>> = {
  ...inCity("mcallen", {
    "Tres Lagos": { lat: 26.343, lng: -98.228, zip: "78504", tiers: [["mid", 4], ["upper", 4], ["luxury", 2]], newBuild: 0.45, styles: ["modern", "mediterranean", "ranch"], streets: ["Lago Vista Dr", "Escondido Ln", "Ensenada Dr", "Estancia Blvd", "Laguna Dr"] },
    "Northgate Estates": { lat: 26.262, lng: -98.232, zip: "78504", tiers: [["upper", 3], ["luxury", 4]], newBuild: 0.08, styles: ["mediterranean", "modern"], streets: ["Northgate Ln", "Kiskadee Ave", "Oriole Ave", "Jacaranda Ave"] },
    "Trenton Oaks": { lat: 26.257, lng: -98.247, zip: "78504", tiers: [["upper", 3], ["luxury", 5]], newBuild: 0.1, styles: ["mediterranean", "ranch", "modern"], streets: ["Live Oak Dr", "Trenton Oaks Ct", "Green Jay Ln", "Anacua Ct"] },
    "Ware Road Estates": { lat: 26.281, lng: -98.262, zip: "78504", tiers: [["upper", 4], ["luxury", 3]], newBuild: 0.15, styles: ["ranch", "mediterranean"], streets: ["Ware Estates Dr", "Hummingbird Ln", "Mesquite Ln"] },
    "Ebony Heights": { lat: 26.218, lng: -98.226, zip: "78501", tiers: [["mid", 5], ["upper", 2]], newBuild: 0.03, styles: ["ranch", "mediterranean"], streets: trees },
    "Retama Village": { lat: 26.229, lng: -98.252, zip: "78501", tiers: [["starter", 2], ["mid", 5]], newBuild: 0.05, styles: ["ranch"], streets: birds },
    "Anacua Park": { lat: 26.187, lng: -98.214, zip: "78503", tiers: [["starter", 5], ["mid", 2]], newBuild: 0.04, styles: ["ranch"], streets: trees },
  }),
  ...inCity("mission", {
    "Sharyland Plantation": { lat: 26.192, lng: -98.283, zip: "78572", tiers: [["upper", 4], ["luxury", 4]], newBuild: 0.15, styles: ["mediterranean", "modern", "ranch"], streets: ["Plantation Dr", "Royal Palm Dr", "Bougainvillea St", "Jacaranda Ave", "Oriole Ave"] },
    "Meadow Creek": { lat: 26.247, lng: -98.336, zip: "78573", tiers: [["mid", 5], ["upper", 3]], newBuild: 0.3, styles: ["ranch", "mediterranean", "modern"], streets: ["Meadow Creek Dr", "Creekside Ln", "Willow Bend Dr", "Green Jay Ln"] },
    "Bentsen Palm": { lat: 26.193, lng: -98.386, zip: "78572", tiers: [["mid", 5], ["upper", 2]], newBuild: 0.4, styles: ["modern", "ranch"], streets: ["Bentsen Palm Dr", "Chachalaca Dr", "Kiskadee Ave", "Sabal Palm Ln"] },
    Cimarron: { lat: 26.236, lng: -98.309, zip: "78572", tiers: [["upper", 4], ["luxury", 2]], newBuild: 0.05, styles: ["mediterranean", "ranch"], streets: ["Cimarron Dr", "Fairway Dr", "Country Club Dr", "Augusta Ln"] },
    "Citrus Grove Estates": { lat: 26.272, lng: -98.318, zip: "78573", tiers: [["starter", 2], ["mid", 4]], newBuild: 0.2, styles: ["ranch", "modern"], streets: ["Grapefruit Dr", "Orange Blossom Ln", "Citrus Ln", "Ruby Red Ave"] },
    "Retama Park": { lat: 26.207, lng: -98.331, zip: "78572", tiers: [["starter", 5], ["mid", 1]], newBuild: 0.05, styles: ["ranch"], streets: trees },
  }),
  ...inCity("pharr", {
    "Las Palmas Estates": { lat: 26.214, lng: -98.186, zip: "78577", tiers: [["mid", 4], ["upper", 2]], newBuild: 0.1, styles: ["mediterranean", "ranch"], streets: ["Las Palmas Dr", "Palm Dr", "Oriole Ave"] },
    "Mesquite Trails": { lat: 26.226, lng: -98.171, zip: "78577", tiers: [["starter", 4], ["mid", 3]], newBuild: 0.45, styles: ["modern", "ranch"], streets: ["Mesquite Trail", "Trailhead Dr", "Quail Run", "Hummingbird Ln"] },
    "Huisache Heights": { lat: 26.185, lng: -98.196, zip: "78577", tiers: [["starter", 5], ["mid", 1]], newBuild: 0.05, styles: ["ranch"], streets: ["Huisache St", "Ebony Ave", "Retama Dr"] },
  }),
  ...inCity("edinburg", {
    "Monte Cristo Estates": { lat: 26.338, lng: -98.171, zip: "78541", tiers: [["upper", 4], ["luxury", 2]], newBuild: 0.2, styles: ["ranch", "mediterranean"], streets: ["Monte Cristo Dr", "Ranchito Ln", "Mesquite Ln", "Live Oak Dr"] },
    "Ebony Hills": { lat: 26.291, lng: -98.181, zip: "78539", tiers: [["mid", 5], ["upper", 2]], newBuild: 0.1, styles: ["ranch", "mediterranean"], streets: ["Ebony Hills Dr", "Anacua Ct", "Green Jay Ln"] },
    "Canterbury Estates": { lat: 26.317, lng: -98.139, zip: "78542", tiers: [["starter", 2], ["mid", 4]], newBuild: 0.4, styles: ["modern", "ranch"], streets: ["Canterbury Dr", "Windsor Ln", "Kiskadee Ave"] },
    "Sugarcane Village": { lat: 26.281, lng: -98.149, zip: "78542", tiers: [["starter", 5], ["mid", 2]], newBuild: 0.15, styles: ["ranch"], streets: ["Sugarcane Dr", "Cane Field Ln", "Citrus Ln"] },
  }),
  ...inCity("weslaco", {
    "Llano Grande Estates": { lat: 26.131, lng: -97.969, zip: "78596", tiers: [["mid", 3], ["upper", 3]], newBuild: 0.1, styles: ["ranch", "mediterranean"], streets: ["Llano Grande Dr", "Lakeshore Dr", "Oriole Ave"] },
    "Citrus Park": { lat: 26.168, lng: -98.002, zip: "78596", tiers: [["starter", 3], ["mid", 3]], newBuild: 0.1, styles: ["ranch"], streets: ["Citrus Park Dr", "Grapefruit Dr", "Orange Blossom Ln"] },
    "Mid Valley Estates": { lat: 26.182, lng: -97.986, zip: "78599", tiers: [["starter", 5], ["mid", 2]], newBuild: 0.2, styles: ["ranch", "modern"], streets: birds },
  }),
  ...inCity("san-juan", {
    "Bougainvillea Estates": { lat: 26.198, lng: -98.148, zip: "78589", tiers: [["starter", 2], ["mid", 4]], newBuild: 0.2, styles: ["ranch", "mediterranean"], streets: ["Bougainvillea St", "Jacaranda Ave", "Palm Dr"] },
    "Nopal Grove": { lat: 26.178, lng: -98.162, zip: "78589", tiers: [["starter", 5], ["mid", 2]], newBuild: 0.25, styles: ["ranch", "modern"], streets: ["Nopal Dr", "Mesquite Ln", "Chachalaca Dr"] },
    "San Juan Townsite": { lat: 26.19, lng: -98.155, zip: "78589", tiers: [["starter", 6]], newBuild: 0.02, styles: ["ranch"], streets: ["Nebraska Ave", "Standard Ave", "Ebony Ave"] },
  }),
  ...inCity("alamo", {
    "Alamo Country Estates": { lat: 26.196, lng: -98.117, zip: "78516", tiers: [["starter", 4], ["mid", 2]], newBuild: 0.15, styles: ["ranch"], streets: ["Country Estates Dr", "Tower Rd", "Quail Run"] },
    "Citrus Ridge": { lat: 26.171, lng: -98.129, zip: "78516", tiers: [["starter", 3], ["mid", 3]], newBuild: 0.2, styles: ["ranch", "modern"], streets: ["Citrus Ridge Dr", "Grapefruit Dr", "Oriole Ave"] },
    "Sunset Palms": { lat: 26.189, lng: -98.108, zip: "78516", tiers: [["starter", 1]], newBuild: 0, styles: ["ranch"], streets: parkStreets, park: true },
  }),
  ...inCity("donna", {
    "Lakeview Estates": { lat: 26.181, lng: -98.046, zip: "78537", tiers: [["starter", 3], ["mid", 3]], newBuild: 0.1, styles: ["ranch", "mediterranean"], streets: ["Lakeview Dr", "Shoreline Dr", "Palm Dr"] },
    "Valley Grove": { lat: 26.163, lng: -98.058, zip: "78537", tiers: [["starter", 6]], newBuild: 0.25, styles: ["ranch", "modern"], streets: birds },
    "Palm Village": { lat: 26.176, lng: -98.064, zip: "78537", tiers: [["starter", 1]], newBuild: 0, styles: ["ranch"], streets: parkStreets, park: true },
  }),
};

export interface CommercialZone {
  readonly lat: number;
  readonly lng: number;
  readonly zip: string;
  readonly roads: readonly string[];
}

/** Where commercial listings and land sit in each city: its corridors and industrial areas. */
export const commercialZones: Record<CitySlug, readonly CommercialZone[]> = {
  mcallen: [
    { lat: 26.158, lng: -98.228, zip: "78503", roads: ["Military Hwy", "S 23rd St", "S Ware Rd", "Foreign Trade Zone Blvd"] },
    { lat: 26.232, lng: -98.221, zip: "78504", roads: ["N 10th St", "Nolana Ave", "Trenton Rd"] },
    { lat: 26.204, lng: -98.245, zip: "78501", roads: ["Expressway 83", "Bicentennial Blvd", "Pecan Blvd"] },
  ],
  mission: [
    { lat: 26.205, lng: -98.301, zip: "78572", roads: ["Expressway 83", "Shary Rd", "Conway Ave"] },
    { lat: 26.261, lng: -98.332, zip: "78573", roads: ["Griffin Pkwy", "Mile 3 Rd", "Bentsen Rd"] },
  ],
  pharr: [
    { lat: 26.118, lng: -98.183, zip: "78577", roads: ["Military Hwy", "S Cage Blvd", "Industrial Blvd", "Owassa Rd"] },
    { lat: 26.196, lng: -98.183, zip: "78577", roads: ["Cage Blvd", "Expressway 83", "Jackson Rd"] },
  ],
  edinburg: [
    { lat: 26.302, lng: -98.163, zip: "78539", roads: ["Closner Blvd", "University Dr", "Trenton Rd"] },
    { lat: 26.262, lng: -98.143, zip: "78542", roads: ["Interstate 69C", "Canton Rd", "Sugar Rd"] },
  ],
  weslaco: [{ lat: 26.158, lng: -97.991, zip: "78596", roads: ["Texas Blvd", "Westgate Dr", "Expressway 83", "Airport Dr"] }],
  "san-juan": [{ lat: 26.188, lng: -98.155, zip: "78589", roads: ["Nebraska Ave", "Raul Longoria Rd", "Expressway 83"] }],
  alamo: [{ lat: 26.183, lng: -98.123, zip: "78516", roads: ["Alamo Rd", "Tower Rd", "Expressway 83"] }],
  donna: [{ lat: 26.17, lng: -98.052, zip: "78537", roads: ["Salinas Blvd", "Hester Ave", "Expressway 83"] }],
};

/** How each city's prices compare with the RGV average. */
export const cityPriceFactor: Record<CitySlug, number> = {
  mcallen: 1.08,
  mission: 1.04,
  edinburg: 1.0,
  pharr: 0.95,
  weslaco: 0.92,
  "san-juan": 0.9,
  alamo: 0.88,
  donna: 0.85,
};

/** Relative number of listings per city, roughly by population and market activity. */
export const cityWeights: ReadonlyArray<readonly [CitySlug, number]> = [
  ["mcallen", 28],
  ["mission", 18],
  ["edinburg", 17],
  ["pharr", 11],
  ["weslaco", 9],
  ["san-juan", 6],
  ["alamo", 5],
  ["donna", 6],
];

export interface Office {
  readonly name: string;
  readonly agents: readonly string[];
  readonly commercial?: true;
}

/** Fictional brokerages; the site's own agent is added from the site identity. */
export const offices: readonly Office[] = [
  { name: "Citrus Valley Realty", agents: ["Daniel Garza", "Elena Treviño", "Mark Whitfield"] },
  { name: "Rio Bravo Real Estate Group", agents: ["Sofía Cantú", "Luis Ochoa", "Karen Mendez"] },
  { name: "Mesquite Realty Partners", agents: ["Jorge Saenz", "Amanda Ruiz"] },
  { name: "Anacua Homes & Land", agents: ["Patricia Leal", "Tomás Ybarra"] },
  { name: "Border Gateway Commercial", agents: ["Ricardo Peña", "Steven Castillo"], commercial: true },
];
