/**
 * A lease listing's terms (ADR 0123): the values the listings table holds, the
 * editor offers, the MLS mapping reads a feed's lookups onto and the texts are
 * keyed by. RESO Data Dictionary standard names where RESO has the value.
 */

/** RESO LeaseTerm, the standard names of the lengths a Valley lease is signed for; a feed's other values are dropped. */
export const leaseTerms = ["MonthToMonth", "SixMonths", "TwelveMonths", "TwentyFourMonths", "MultiYear", "ShortTermLease", "Negotiable"] as const;
export type LeaseTerm = (typeof leaseTerms)[number];

/**
 * RESO PetsAllowed (a multi-lookup), plus SmallDogsOK, a local value Texas feeds send (RESO's
 * SizeLimit says the same less plainly).
 */
export const petPolicies = ["Yes", "No", "CatsOK", "DogsOK", "SmallDogsOK", "BreedRestrictions", "NumberLimit", "SizeLimit", "Conditional", "Call"] as const;
export type PetPolicy = (typeof petPolicies)[number];

/** The pet policies that let a renter bring one: what the "Pets allowed" filter finds. */
export const petsWelcome = ["Yes", "CatsOK", "DogsOK", "SmallDogsOK", "BreedRestrictions", "NumberLimit", "SizeLimit", "Conditional"] as const satisfies readonly PetPolicy[];

/** RESO Furnished. */
export const furnishings = ["Furnished", "Partially", "Unfurnished", "Negotiable"] as const;
export type Furnishing = (typeof furnishings)[number];

/** What the "Furnished" filter finds: furnished, partly, or furnished on request. */
export const furnishedOrOffered = ["Furnished", "Partially", "Negotiable"] as const satisfies readonly Furnishing[];

/** RESO RentIncludes (a multi-lookup), the services a Valley rent may cover; "None" is stored as no value. */
export const rentInclusions = ["AllUtilities", "Water", "Sewer", "TrashCollection", "Electricity", "Gas", "Internet", "CableTV", "Landscaping", "PoolMaintenance", "PestControl", "Management"] as const;
export type RentInclusion = (typeof rentInclusions)[number];

/** Dollars a deposit or application fee may be: a typo beyond it is refused, not shown. */
export const RENTAL_FEE_MAX = 100_000;
/** Characters an apply link may have. */
export const APPLY_URL_MAX = 500;

/** An apply link the site will print: https, a host, no credentials, within its length; null otherwise. */
export function applyUrlOf(value: string | null | undefined): string | null {
  if (!value || value.length > APPLY_URL_MAX) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" || url.hostname === "" || url.username !== "" || url.password !== "") return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The pets a policy list lets in, read for its sentence: cats and dogs named, every other value on its own. */
export interface PetsSummary {
  readonly none: boolean;
  readonly cats: boolean;
  readonly dogs: "any" | "small" | null;
  readonly any: boolean;
  readonly ask: boolean;
  readonly limits: readonly ("BreedRestrictions" | "NumberLimit" | "SizeLimit" | "Conditional")[];
}

export function petsSummary(values: readonly string[]): PetsSummary | null {
  if (values.length === 0) return null;
  const has = (value: PetPolicy) => values.includes(value);
  const limits = (["BreedRestrictions", "NumberLimit", "SizeLimit", "Conditional"] as const).filter(has);
  return {
    none: has("No") && !petsWelcome.some(has),
    cats: has("CatsOK"),
    dogs: has("DogsOK") ? "any" : has("SmallDogsOK") ? "small" : null,
    any: has("Yes"),
    ask: has("Call"),
    limits,
  };
}

/** Whether a rental is free on a Valley day: no date said, or its date has come. */
export function availableBy(availabilityDate: string | null | undefined, day: string): boolean {
  return !availabilityDate || availabilityDate <= day;
}
