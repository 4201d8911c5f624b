/**
 * RESO Data Dictionary enumerations the site stores and filters on. The
 * values are the RESO "standard names" so that an MLS feed maps one to one.
 */
export const standardStatuses = [
  "Active",
  "ActiveUnderContract",
  "Pending",
  "Closed",
  "Withdrawn",
  "Expired",
  "Canceled",
  "Hold",
  "ComingSoon",
  "Delete",
  "Incomplete",
] as const;
export type StandardStatus = (typeof standardStatuses)[number];

/** Statuses a visitor sees without asking: the listing can still be bought or rented. */
export const onMarketStatuses = ["Active", "ActiveUnderContract", "Pending", "ComingSoon"] as const satisfies readonly StandardStatus[];

/** Statuses a visitor may ask for: the on-market ones plus sold (Closed) listings. */
export const publicStatuses = [...onMarketStatuses, "Closed"] as const satisfies readonly StandardStatus[];
export type PublicStatus = (typeof publicStatuses)[number];

export function isOnMarket(status: string): boolean {
  return (onMarketStatuses as readonly string[]).includes(status);
}

export const propertyTypes = [
  "Residential",
  "ResidentialLease",
  "ResidentialIncome",
  "Land",
  "CommercialSale",
  "CommercialLease",
  "BusinessOpportunity",
  "Farm",
  "ManufacturedInPark",
] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** Types whose ListPrice is a rent (per LeaseAmountFrequency) rather than a sale price. */
export const leaseTypes = ["ResidentialLease", "CommercialLease"] as const satisfies readonly PropertyType[];

export function isLeaseType(type: string): boolean {
  return (leaseTypes as readonly string[]).includes(type);
}

export const propertySubTypes = [
  "Agriculture",
  "Apartment",
  "BoatSlip",
  "Business",
  "Cabin",
  "Condominium",
  "CoOwnership",
  "DeededParking",
  "Duplex",
  "Farm",
  "HotelMotel",
  "Industrial",
  "ManufacturedHome",
  "ManufacturedOnLand",
  "MixedUse",
  "MobileHome",
  "MobileHomePark",
  "MultiFamily",
  "Office",
  "OwnYourOwn",
  "Quadruplex",
  "Ranch",
  "Retail",
  "SingleFamilyResidence",
  "StockCooperative",
  "TenancyInCommon",
  "Timeshare",
  "Townhouse",
  "Triplex",
  "UnimprovedLand",
  "Warehouse",
] as const;
export type PropertySubType = (typeof propertySubTypes)[number];

/**
 * RESO LeaseAmountFrequency values: the period a lease's ListPrice is the rent
 * for. Every value of the Data Dictionary 2.0 lookup (FeeFrequency), shortest
 * period first; Seasonal and OneTime have no fixed length.
 */
export const leaseFrequencies = [
  "Daily",
  "Weekly",
  "BiWeekly",
  "SemiMonthly",
  "Monthly",
  "BiMonthly",
  "Quarterly",
  "SemiAnnually",
  "Annually",
  "Seasonal",
  "OneTime",
] as const;
export type LeaseFrequency = (typeof leaseFrequencies)[number];

/** The period a lease's price is for: its LeaseAmountFrequency, or Monthly when it has none (as the MLS mapping stores it). */
export function leaseFrequencyOf(value: string | null | undefined): LeaseFrequency {
  return (leaseFrequencies as readonly string[]).includes(value ?? "") ? (value as LeaseFrequency) : "Monthly";
}

/** RESO OtherStructures value for a casita (detached guest house). */
export const GUEST_HOUSE = "GuestHouse";

export const mediaCategories = ["Photo", "FloorPlan", "Video"] as const;
export type MediaCategory = (typeof mediaCategories)[number];

const DAY_MS = 86_400_000;

/**
 * RESO DaysOnMarket, derived rather than stored: whole days from OnMarketDate
 * (YYYY-MM-DD) to the given day; null before the listing is on the market.
 */
export function daysOnMarket(onMarketDate: string | null | undefined, asOf: Date = new Date()): number | null {
  if (!onMarketDate) return null;
  const start = Date.parse(`${onMarketDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  const today = Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate());
  const days = Math.floor((today - start) / DAY_MS);
  return days < 0 ? null : days;
}

/**
 * A lookup value as a feed sends it, reduced to compare: the member of an
 * OData enumeration (`Odata.Models.StandardStatus'ActiveUnderContract'`), a
 * standard name (`ActiveUnderContract`) or a display name (`Active Under
 * Contract`) all become `activeundercontract`.
 */
export function squash(value: string): string {
  const quoted = /'([^']*)'\s*$/.exec(value);
  const member = quoted ? quoted[1]! : value.includes(".") && !/\s/.test(value) ? value.slice(value.lastIndexOf(".") + 1) : value;
  return member.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}
