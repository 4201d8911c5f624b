import type { Furnishing, LeaseTerm, RentInclusion } from "~/lib/rental-terms";

/**
 * A lease's terms (ADR 0123) in English: the property page's block, and the names the listing
 * editor and the search's filters give the values. Not in every page's dictionary: loaded by the
 * pages that show them.
 */
export const rentalTermsEn = {
  title: "Rental terms",
  availableNow: "Available now",
  availableFrom: "Available from {date}",
  leaseTerms: {
    MonthToMonth: "Month to month",
    SixMonths: "6-month lease",
    TwelveMonths: "12-month lease",
    TwentyFourMonths: "24-month lease",
    MultiYear: "Lease of more than a year",
    ShortTermLease: "Short-term lease",
    Negotiable: "Lease length negotiable",
  } satisfies Record<LeaseTerm, string>,
  pets: {
    none: "No pets",
    any: "Pets OK",
    catsAndDogs: "Cats and dogs OK",
    catsAndSmallDogs: "Cats and small dogs OK",
    cats: "Cats OK",
    dogs: "Dogs OK",
    smallDogs: "Small dogs OK",
    ask: "Ask about pets",
    /** A policy with its conditions: "Dogs OK (breed restrictions, size limit)". */
    withLimits: "{pets} ({limits})",
    limits: { BreedRestrictions: "breed restrictions", NumberLimit: "limit on how many", SizeLimit: "size limit", Conditional: "with the owner's approval" },
  },
  furnished: { Furnished: "Furnished", Partially: "Partly furnished", Unfurnished: "Unfurnished", Negotiable: "Furnished on request" } satisfies Record<Furnishing, string>,
  /** {items} is a list, "water and trash": the sentence starts with it, capitalised. */
  includes: "{items} included",
  inclusions: {
    AllUtilities: "all utilities",
    Water: "water",
    Sewer: "sewer",
    TrashCollection: "trash",
    Electricity: "electricity",
    Gas: "gas",
    Internet: "internet",
    CableTV: "cable TV",
    Landscaping: "yard care",
    PoolMaintenance: "pool care",
    PestControl: "pest control",
    Management: "property management",
  } satisfies Record<RentInclusion, string>,
  deposit: "Deposit {amount}",
  applicationFee: "Application fee {amount}",
  apply: "Apply",
  applyLabel: "Apply to rent {address} (opens the application)",
  askToApply: "Ask how to apply",
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type RentalTermsText = Widen<typeof rentalTermsEn>;
