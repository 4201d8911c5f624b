import { leaseFrequencies, propertySubTypes, propertyTypes, squash, standardStatuses, type LeaseFrequency } from "~/lib/reso";
import { furnishings, leaseTerms, petPolicies, rentInclusions } from "~/lib/rental-terms";

export { squash };

function table<T extends string>(values: readonly T[], aliases: Record<string, T> = {}): ReadonlyMap<string, T> {
  return new Map<string, T>([...values.map((value) => [squash(value), value] as const), ...Object.entries(aliases)]);
}

/** Names that common MLS servers still send for standard values (legacy and local spellings). */
export const lookupTables = {
  StandardStatus: table(standardStatuses, { cancelled: "Canceled", sold: "Closed", undercontract: "ActiveUnderContract", contingent: "ActiveUnderContract" }),
  PropertyType: table(propertyTypes, { residentialrental: "ResidentialLease", commercial: "CommercialSale", lotsandland: "Land", lotsland: "Land", manufactured: "ManufacturedInPark" }),
  PropertySubType: table(propertySubTypes, { singlefamily: "SingleFamilyResidence", singlefamilydetached: "SingleFamilyResidence", condo: "Condominium", townhome: "Townhouse", land: "UnimprovedLand", vacantland: "UnimprovedLand" }),
  LeaseAmountFrequency: table(leaseFrequencies, { month: "Monthly", permonth: "Monthly", annual: "Annually", yearly: "Annually" }),
  // A lease's terms (ADR 0123): the Data Dictionary's names and the ones Texas feeds write by hand.
  LeaseTerm: table(leaseTerms, { "6months": "SixMonths", "12months": "TwelveMonths", "24months": "TwentyFourMonths", "1year": "TwelveMonths", oneyear: "TwelveMonths", "12month": "TwelveMonths", annual: "TwelveMonths", yearly: "TwelveMonths", "2years": "TwentyFourMonths", "24month": "TwentyFourMonths", "6month": "SixMonths", monthly: "MonthToMonth", m2m: "MonthToMonth", monthtomonthlease: "MonthToMonth", shortterm: "ShortTermLease" }),
  PetsAllowed: table(petPolicies, { nopets: "No", none: "No", petsallowed: "Yes", catsok: "CatsOK", catsallowed: "CatsOK", dogsok: "DogsOK", dogsallowed: "DogsOK", smalldogs: "SmallDogsOK", smalldogsallowed: "SmallDogsOK", callforpetpolicy: "Call", negotiable: "Conditional", petdepositrequired: "Conditional" }),
  Furnished: table(furnishings, { partiallyfurnished: "Partially", partial: "Partially", yes: "Furnished", no: "Unfurnished", optional: "Negotiable" }),
  RentIncludes: table(rentInclusions, { utilities: "AllUtilities", trash: "TrashCollection", cable: "CableTV", gardener: "Landscaping", lawnyardmaintenance: "Landscaping", yardmaintenance: "Landscaping", lawncare: "Landscaping", lawnmaintenance: "Landscaping", poolservice: "PoolMaintenance", electric: "Electricity" }),
} as const;

export type LookupField = keyof typeof lookupTables;

/** A value some lookup did not know: its field and the value as sent (lookup values, never a visitor's or agent's text). */
export interface UnknownValue {
  readonly field: string;
  readonly value: string;
}

/** The standard value of a lookup, or null (and the value reported) when it knows no such value. */
export function lookup<F extends LookupField>(field: F, value: string | null | undefined, unknown: UnknownValue[]): (typeof lookupTables)[F] extends ReadonlyMap<string, infer T> ? T | null : never {
  if (value === null || value === undefined || value.trim() === "") return null as never;
  const found = (lookupTables[field] as ReadonlyMap<string, string>).get(squash(value));
  if (found === undefined) unknown.push({ field, value: value.slice(0, 80) });
  return (found ?? null) as never;
}

/**
 * Months one payment of each recurring AssociationFeeFrequency (the Data
 * Dictionary's FeeFrequency) covers, to turn a fee into the site's monthly
 * one: fee ÷ months. A year is 12 months, 52 weeks or 365 days.
 */
const recurringFeeMonths = {
  Daily: 12 / 365,
  Weekly: 12 / 52,
  BiWeekly: 12 / 26,
  SemiMonthly: 1 / 2,
  Monthly: 1,
  BiMonthly: 2,
  Quarterly: 3,
  SemiAnnually: 6,
  Annually: 12,
} as const satisfies Partial<Record<LeaseFrequency, number>>;

/**
 * FeeFrequency values that are no monthly cost, so the fee is left out (null)
 * rather than shown as a wrong "HOA fee per month": a One Time fee is paid once
 * (a transfer or initiation fee), not every month; a Seasonal fee is for a
 * season whose length the feed does not give (a winter season here, a summer
 * one at the coast), so there is nothing to divide it by.
 */
export const nonRecurringFees = ["OneTime", "Seasonal"] as const satisfies ReadonlyArray<Exclude<LeaseFrequency, keyof typeof recurringFeeMonths>>;

/** Months an AssociationFeeFrequency covers, by squashed name (standard, display or enum member); absent for a non-recurring one. */
export const feeMonths: ReadonlyMap<string, number> = new Map([
  ...Object.entries(recurringFeeMonths).map(([frequency, months]) => [squash(frequency), months] as const),
  ["annual", 12],
  ["yearly", 12],
]);

/** A multi-valued lookup (OtherStructures): an array, or one comma-separated string as some servers send it. */
export function lookupList(value: readonly string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === "string" ? value.split(",") : value;
  return items.map((item) => {
    const quoted = /'([^']*)'\s*$/.exec(item.trim());
    return (quoted ? quoted[1]! : item.trim()).replace(/\s+/g, "");
  }).filter((item) => item !== "");
}
