/**
 * The lookup values of the RESO Data Dictionary 2.0 for the Property and Media
 * fields the site reads from a feed: each value's standard name and, where it
 * differs, its display name. Source: RESO Data Dictionary 2.0, its published
 * lookups (ddwiki.reso.org, DDW20; the same as the RESO reference metadata for
 * DD 2.0 lists). LeaseAmountFrequency and AssociationFeeFrequency both take the
 * FeeFrequency lookup.
 *
 * app/features/mls/dd-lookups.test.ts walks these lists: every value, in each
 * form a server may send it, must map to something the site can show, in both
 * languages.
 */

export interface DdValue {
  /** The standard name, also the member of the OData enumeration (`org.reso.metadata.enums.<Lookup>'<standard>'`). */
  readonly standard: string;
  readonly display: string;
}

/** `standard` and its display name; the display name is the standard one when not given. */
const values = (...entries: ReadonlyArray<string | readonly [standard: string, display: string]>): readonly DdValue[] =>
  entries.map((entry) => (typeof entry === "string" ? { standard: entry, display: entry } : { standard: entry[0], display: entry[1] }));

const feeFrequency = values(
  "Annually",
  ["BiMonthly", "Bi-Monthly"],
  ["BiWeekly", "Bi-Weekly"],
  "Daily",
  "Monthly",
  ["OneTime", "One Time"],
  "Quarterly",
  "Seasonal",
  ["SemiAnnually", "Semi-Annually"],
  ["SemiMonthly", "Semi-Monthly"],
  "Weekly",
);

export const ddLookups = {
  StandardStatus: values(
    "Active",
    ["ActiveUnderContract", "Active Under Contract"],
    "Canceled",
    "Closed",
    ["ComingSoon", "Coming Soon"],
    "Delete",
    "Expired",
    "Hold",
    "Incomplete",
    "Pending",
    "Withdrawn",
  ),
  PropertyType: values(
    ["BusinessOpportunity", "Business Opportunity"],
    ["CommercialLease", "Commercial Lease"],
    ["CommercialSale", "Commercial Sale"],
    "Farm",
    "Land",
    ["ManufacturedInPark", "Manufactured In Park"],
    "Residential",
    ["ResidentialIncome", "Residential Income"],
    ["ResidentialLease", "Residential Lease"],
  ),
  PropertySubType: values(
    "Agriculture",
    "Apartment",
    ["BoatSlip", "Boat Slip"],
    "Business",
    "Cabin",
    "Condominium",
    ["CoOwnership", "Co-Ownership"],
    ["DeededParking", "Deeded Parking"],
    "Duplex",
    "Farm",
    ["HotelMotel", "Hotel/Motel"],
    "Industrial",
    ["ManufacturedHome", "Manufactured Home"],
    ["ManufacturedOnLand", "Manufactured On Land"],
    ["MixedUse", "Mixed Use"],
    ["MobileHome", "Mobile Home"],
    ["MobileHomePark", "Mobile Home Park"],
    ["MultiFamily", "Multi Family"],
    "Office",
    ["OwnYourOwn", "Own Your Own"],
    "Quadruplex",
    "Ranch",
    "Retail",
    ["SingleFamilyResidence", "Single Family Residence"],
    ["StockCooperative", "Stock Cooperative"],
    ["TenancyInCommon", "Tenancy in Common"],
    "Timeshare",
    "Townhouse",
    "Triplex",
    ["UnimprovedLand", "Unimproved Land"],
    "Warehouse",
  ),
  LeaseAmountFrequency: feeFrequency,
  AssociationFeeFrequency: feeFrequency,
  OtherStructures: values(
    ["AirplaneHangar", "Airplane Hangar"],
    "Arena",
    ["Barns", "Barn(s)"],
    ["BoatHouse", "Boat House"],
    "Cabana",
    ["Caves", "Cave(s)"],
    ["Corrals", "Corral(s)"],
    ["CoveredArena", "Covered Arena"],
    ["Garages", "Garage(s)"],
    "Gazebo",
    ["GrainStorage", "Grain Storage"],
    "Greenhouse",
    ["GuestHouse", "Guest House"],
    ["KennelDogRun", "Kennel/Dog Run"],
    ["MobileHome", "Mobile Home"],
    "None",
    "Other",
    "Outbuilding",
    ["OutdoorKitchen", "Outdoor Kitchen"],
    ["PackingShed", "Packing Shed"],
    "Pergola",
    ["PoolHouse", "Pool House"],
    ["PoultryCoop", "Poultry Coop"],
    "Residence",
    ["RvBoatStorage", "RV/Boat Storage"],
    ["SecondGarage", "Second Garage"],
    ["SecondResidence", "Second Residence"],
    ["SeeRemarks", "See Remarks"],
    ["Sheds", "Shed(s)"],
    ["Stables", "Stable(s)"],
    "Storage",
    ["TennisCourts", "Tennis Court(s)"],
    "Workshop",
  ),
  MediaCategory: values(
    ["AgentPhoto", "Agent Photo"],
    ["BrandedVirtualTour", "Branded Virtual Tour"],
    "Document",
    ["FloorPlan", "Floor Plan"],
    ["OfficeLogo", "Office Logo"],
    ["OfficePhoto", "Office Photo"],
    "Photo",
    ["UnbrandedVirtualTour", "Unbranded Virtual Tour"],
    "Video",
  ),
} as const satisfies Record<string, readonly DdValue[]>;

export type DdLookupField = keyof typeof ddLookups;

/** The lookup (OData enumeration) each field takes its values from. */
export const ddLookupNames: Record<DdLookupField, string> = {
  StandardStatus: "StandardStatus",
  PropertyType: "PropertyType",
  PropertySubType: "PropertySubType",
  LeaseAmountFrequency: "FeeFrequency",
  AssociationFeeFrequency: "FeeFrequency",
  OtherStructures: "OtherStructures",
  MediaCategory: "MediaCategory",
};
