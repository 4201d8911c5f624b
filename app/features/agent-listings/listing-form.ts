import { z } from "~/lib/zod";
import { cities, cityList, citySlugs, type CitySlug } from "~/lib/cities";
import { subdivisionsByCity } from "~/lib/subdivisions";
import type { ListingRow } from "~/db/schema";
import type { PropertySubType, PropertyType } from "~/lib/reso";
import type { FormAnswer, FormValues } from "~/lib/form-answer";
import { dealTypes, editorFeatures, type DealType, type EditorFeature } from "~/lib/listing-terms";
import { APPLY_URL_MAX, applyUrlOf, furnishings, leaseTerms, petPolicies, petsWelcome, RENTAL_FEE_MAX, rentInclusions } from "~/lib/rental-terms";

/**
 * The listing editor's one schema: the browser reads its limits for hints
 * (required, min, max, maxLength), the server parses the submitted form with
 * it. Every value arrives as text from a form; issue messages are error
 * codes the editor translates (app/i18n/listing-editor.*).
 */

/** What the editor offers as "Property type": the subtypes an agent in the Valley lists. */
export const editorSubTypes = [
  "SingleFamilyResidence",
  "Condominium",
  "Townhouse",
  "ManufacturedHome",
  "Duplex",
  "Triplex",
  "Quadruplex",
  "UnimprovedLand",
  "Agriculture",
  "Warehouse",
  "Industrial",
  "Office",
  "Retail",
  "MixedUse",
] as const satisfies readonly PropertySubType[];
export type EditorSubType = (typeof editorSubTypes)[number];

// Keys of the editor's texts, so defined in app/lib/listing-terms.ts (app/i18n imports no feature).
export { dealTypes, editorFeatures, type DealType, type EditorFeature };

const commercialSubTypes: readonly EditorSubType[] = ["Warehouse", "Industrial", "Office", "Retail", "MixedUse"];
const incomeSubTypes: readonly EditorSubType[] = ["Duplex", "Triplex", "Quadruplex"];

/** The RESO PropertyType a subtype and a deal make. */
export function propertyTypeFor(subType: EditorSubType, deal: DealType): PropertyType {
  if (commercialSubTypes.includes(subType)) return deal === "lease" ? "CommercialLease" : "CommercialSale";
  if (subType === "UnimprovedLand") return deal === "lease" ? "CommercialLease" : "Land";
  if (subType === "Agriculture") return deal === "lease" ? "CommercialLease" : "Farm";
  if (deal === "lease") return "ResidentialLease";
  return incomeSubTypes.includes(subType) ? "ResidentialIncome" : "Residential";
}

/** The deal a stored PropertyType stands for. */
export function dealOf(propertyType: string): DealType {
  return propertyType === "ResidentialLease" || propertyType === "CommercialLease" ? "lease" : "sale";
}

export const limits = {
  address: 120,
  zip: 5,
  price: 100_000_000,
  bedrooms: 30,
  baths: 20,
  livingArea: 2_000_000,
  lotSize: 100_000,
  yearFrom: 1800,
  clearHeight: 200,
  dockDoors: 500,
  fee: 1_000_000,
  description: 5000,
  mlsNumber: 20,
  applyUrl: APPLY_URL_MAX,
} as const;

/** The year a listing may be built by: next year's new construction is sold off plans. */
export const latestYearBuilt = () => new Date().getUTCFullYear() + 2;

/** Any HTML tag: a description is plain text, and a script tag is an attack. */
const markup = /<\s*\/?\s*[a-z!?]/i;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .refine((value) => !markup.test(value), "markup");
const requiredText = (max: number) => text(max).refine((value) => value.length > 0, "required");
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().refine((value): value is T[number] => (values as readonly string[]).includes(value), "choice");

/** A whole number from a form field: "" is none; "1,250" is 1250; anything else that is not a whole number in range is refused. */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/[$,\s]/g, ""))
    .refine((value) => value === "" || /^\d+$/.test(value), "number")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || (value >= min && value <= max), "range");
}
function decimal(min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/[,\s]/g, ""))
    .refine((value) => value === "" || /^-?\d+(\.\d+)?$/.test(value), "number")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || (value >= min && value <= max), "range");
}
/** Full or half baths: whole rooms, a half bath counted as 1 in its own field (ADR 0122). */
const bathCount = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d+$/.test(value), "wholeBaths")
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value <= limits.baths, "bathsRange");
/** A calendar day from a date field, "YYYY-MM-DD"; "" is none. */
const calendarDay = z
  .string()
  .trim()
  .refine((value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value) && value >= "2000-01-01" && value <= "2100-12-31"), "date")
  .transform((value) => (value === "" ? null : value));
/** A choice that may be left unsaid (""). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().refine((value): value is T[number] | "" => value === "" || (values as readonly string[]).includes(value), "choice").transform((value) => (value === "" ? null : (value as T[number])));
/** Her application's link: https only, so the page never links a script or a plain-http form. */
const applyLink = z
  .string()
  .trim()
  .max(limits.applyUrl, "tooLong")
  .refine((value) => value === "" || applyUrlOf(value) !== null, "applyUrl")
  .transform((value) => (value === "" ? null : applyUrlOf(value)));

const required = <T>(schema: z.ZodType<T | null, string>) => schema.refine((value): value is T => value !== null, "required");

/** The Valley's box, generously: a pin outside it is a typo. */
export const valleyBounds = { south: 25.8, north: 26.8, west: -98.9, east: -97.1 } as const;

export const listingFormSchema = z
  .object({
    address: requiredText(limits.address),
    city: choice(citySlugs),
    subdivision: z.string().trim(),
    zip: z.string().trim().regex(/^\d{5}$/, "zip"),
    subType: choice(editorSubTypes),
    deal: choice(dealTypes),
    price: required(wholeNumber(1, limits.price)),
    bedrooms: wholeNumber(0, limits.bedrooms),
    fullBaths: bathCount,
    halfBaths: bathCount,
    livingArea: wholeNumber(1, limits.livingArea),
    lotSize: decimal(0, limits.lotSize),
    yearBuilt: wholeNumber(limits.yearFrom, 9999).refine((value) => value === null || value <= latestYearBuilt(), "range"),
    clearHeight: wholeNumber(1, limits.clearHeight),
    dockDoors: wholeNumber(0, limits.dockDoors),
    features: z.array(choice(editorFeatures)).default([]),
    hoaFee: wholeNumber(0, limits.fee),
    // A lease's terms (ADR 0123): kept only when the deal is a lease.
    availableFrom: calendarDay,
    leaseTerm: optionalChoice(leaseTerms),
    pets: z.array(choice(petPolicies)).default([]),
    furnished: optionalChoice(furnishings),
    rentIncludes: z.array(choice(rentInclusions)).default([]),
    deposit: wholeNumber(0, RENTAL_FEE_MAX),
    applicationFee: wholeNumber(0, RENTAL_FEE_MAX),
    applyUrl: applyLink,
    taxes: wholeNumber(0, limits.fee),
    descriptionEn: text(limits.description),
    descriptionEs: text(limits.description),
    latitude: required(decimal(valleyBounds.south, valleyBounds.north)),
    longitude: required(decimal(valleyBounds.west, valleyBounds.east)),
    /**
     * The MLS number, once the agent has one: it becomes the listing's
     * ListingId, which the MLS sync merges its copy of the listing by. Letters,
     * digits and dashes, as MLS numbers are written; upper-cased, so "e123"
     * and "E123" are one number.
     */
    mlsNumber: z
      .string()
      .trim()
      .max(limits.mlsNumber, "tooLong")
      .refine((value) => /^[A-Za-z0-9-]*$/.test(value), "mlsNumber")
      .transform((value) => value.toUpperCase()),
  })
  .superRefine((value, context) => {
    // A community belongs to its city: "Sharyland Plantation" with McAllen is a slip.
    const known = Object.hasOwn(subdivisionsByCity, value.city) ? subdivisionsByCity[value.city as CitySlug] : undefined;
    if (value.subdivision !== "" && known && !known.includes(value.subdivision)) {
      context.addIssue({ code: "custom", path: ["subdivision"], message: "choice" });
    }
    if (value.pets.includes("No") && value.pets.some((pet) => (petsWelcome as readonly string[]).includes(pet))) {
      context.addIssue({ code: "custom", path: ["pets"], message: "petsConflict" });
    }
  });

export type ListingFormInput = z.output<typeof listingFormSchema>;
export type ListingFormField = keyof z.input<typeof listingFormSchema>;
export type ListingFormErrors = Partial<Record<ListingFormField, string>>;
/** The form's values as typed, to show again beside the errors. */
export type ListingFormValues = Partial<Record<Exclude<ListingFormField, ListField>, string>> & Partial<Record<ListField, string[]>>;
/** The fields a form sends as several values of one name (checkboxes). */
export const listFields = ["features", "pets", "rentIncludes"] as const;
export type ListField = (typeof listFields)[number];

/**
 * What the editor's page shows again after a refused submission, one answer for each of its forms:
 * the listing's fields; selling (the close price or date refused); adding an open house (a day
 * that is no calendar day or out of range, or times that don't make one, shown under the day).
 */
export type ListingAnswer = FormAnswer<"listing", ListingFormField, string, never, ListingFormValues>;
/** A status change asked for or refused: `to` is the move its confirmation is about (ADR 0420). */
export type StatusAnswer = FormAnswer<"status", "closePrice" | "closeDate", "price" | "date", never, FormValues<"closePrice" | "closeDate" | "to">>;
export type OpenHouseAnswer = FormAnswer<"openHouse", "day" | "start" | "end", "date", "invalid">;
export type EditorAnswer = ListingAnswer | StatusAnswer | OpenHouseAnswer;

/** The submitted form as the schema reads it: every field as text, the features as a list. */
export function formValues(form: FormData): ListingFormValues {
  const values: ListingFormValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || (listFields as readonly string[]).includes(name) || name === "intent") continue;
    (values as Record<string, string>)[name] = value;
  }
  for (const name of listFields) values[name] = form.getAll(name).filter((value): value is string => typeof value === "string");
  return values;
}

export type ParsedListingForm = { ok: true; value: ListingFormInput } | { ok: false; errors: ListingFormErrors };

export function parseListingForm(values: ListingFormValues): ParsedListingForm {
  const fields = ["address", "city", "subdivision", "zip", "subType", "deal", "price", "bedrooms", "fullBaths", "halfBaths", "livingArea", "lotSize", "yearBuilt", "clearHeight", "dockDoors", "hoaFee", "taxes", "availableFrom", "leaseTerm", "furnished", "deposit", "applicationFee", "applyUrl", "descriptionEn", "descriptionEs", "latitude", "longitude", "mlsNumber"] as const;
  const input: Record<string, unknown> = Object.fromEntries(listFields.map((name) => [name, values[name] ?? []]));
  for (const field of fields) input[field] = values[field] ?? "";
  const parsed = listingFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ListingFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ListingFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A new listing's starting values: the first city, its centre as the pin. */
export function blankValues(city: CitySlug = cityList[0]!.slug): ListingFormValues {
  const { lat, lng } = cities[city].center;
  return { city, subType: "SingleFamilyResidence", deal: "sale", latitude: String(lat), longitude: String(lng), features: [], pets: [], rentIncludes: [] };
}

/** The editor's fields for a stored listing, to fill the form. */
export function valuesOf(listing: ListingRow): ListingFormValues {
  const text = (value: number | null) => (value === null ? "" : String(value));
  const city = Object.values(cities).find((candidate) => candidate.name === listing.city);
  return {
    address: listing.unparsedAddress,
    city: city?.slug ?? "",
    subdivision: listing.subdivisionName ?? "",
    zip: listing.postalCode,
    subType: listing.propertySubType ?? "",
    deal: dealOf(listing.propertyType),
    price: String(listing.listPrice),
    bedrooms: text(listing.bedroomsTotal),
    fullBaths: text(listing.bathroomsFull),
    halfBaths: text(listing.bathroomsHalf),
    livingArea: text(listing.livingArea),
    lotSize: text(listing.lotSizeAcres),
    yearBuilt: text(listing.yearBuilt),
    clearHeight: text(listing.clearHeightFt),
    dockDoors: text(listing.dockDoors),
    hoaFee: text(listing.associationFee),
    taxes: text(listing.taxAnnualAmount),
    availableFrom: listing.availabilityDate ?? "",
    leaseTerm: listing.leaseTerm ?? "",
    pets: listing.petsAllowed,
    furnished: listing.furnished ?? "",
    rentIncludes: listing.rentIncludes,
    deposit: text(listing.securityDeposit),
    applicationFee: text(listing.applicationFee),
    applyUrl: listing.applyUrl ?? "",
    descriptionEn: listing.publicRemarks ?? "",
    descriptionEs: listing.remarksEs ?? "",
    latitude: text(listing.latitude),
    longitude: text(listing.longitude),
    // Until the agent enters an MLS number, the listing's ListingId is its own key (ADR 0405).
    mlsNumber: listing.listingId === listing.listingKey ? "" : listing.listingId,
    features: [
      ...(listing.otherStructures.includes("GuestHouse") ? ["casita"] : []),
      ...(listing.poolPrivateYN ? ["pool"] : []),
      ...(listing.newConstructionYN ? ["newConstruction"] : []),
      ...(listing.refrigeratedYN ? ["refrigerated"] : []),
    ],
  };
}
