import { fmt } from "~/i18n";
import type { RentalTermsText } from "~/i18n/rental-terms.en";
import { formatMonthDay } from "~/lib/dates";
import { formatPrice } from "~/lib/format";
import type { ListingRow } from "~/db/schema";
import { applyUrlOf, petsSummary, type Furnishing, type LeaseTerm, type RentInclusion } from "~/lib/rental-terms";
import { isLeaseType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";

type Terms = Pick<ListingRow, "propertyType" | "availabilityDate" | "leaseTerm" | "petsAllowed" | "furnished" | "rentIncludes" | "securityDeposit" | "applicationFee" | "applyUrl">;

/** The property page's "Rental terms": its sentences, and the application link or null for "Ask how to apply". */
export interface RentalTermsBlock {
  readonly lines: readonly string[];
  readonly applyUrl: string | null;
}

/** The property page's "Rental terms", written by the loader in the page's language (ADR 0123). */
export interface RentalTermsView {
  readonly title: string;
  readonly lines: readonly string[];
  /** Her application's link, or null: then "Ask how to apply" jumps to the question form. */
  readonly apply: { readonly href: string; readonly text: string; readonly label: string } | null;
  readonly ask: string;
}

const DAY_MS = 86_400_000;
/** A date further off than this names its year: "January 1" alone reads as the coming one. */
const YEAR_AFTER_DAYS = 300;

/** "Available now" once the day has come (Valley day), else "Available from January 1". */
export function availabilityText(lang: Lang, t: RentalTermsText, availabilityDate: string, today: string): string {
  if (availabilityDate <= today) return t.availableNow;
  const far = Date.parse(availabilityDate) - Date.parse(today) > YEAR_AFTER_DAYS * DAY_MS;
  return fmt(t.availableFrom, { date: formatMonthDay(lang, availabilityDate, { year: far }) });
}

/** "Cats and small dogs OK", "No pets", "Dogs OK (breed restrictions)"… */
export function petsText(t: RentalTermsText, values: readonly string[]): string | null {
  const pets = petsSummary(values);
  if (!pets) return null;
  if (pets.none) return t.pets.none;
  const base = pets.cats && pets.dogs ? (pets.dogs === "small" ? t.pets.catsAndSmallDogs : t.pets.catsAndDogs)
    : pets.cats ? t.pets.cats
    : pets.dogs ? (pets.dogs === "small" ? t.pets.smallDogs : t.pets.dogs)
    : pets.any || pets.limits.length > 0 ? t.pets.any
    : pets.ask ? t.pets.ask
    : null;
  if (!base) return null;
  return pets.limits.length === 0 ? base : fmt(t.pets.withLimits, { pets: base, limits: pets.limits.map((limit) => t.pets.limits[limit]).join(", ") });
}

/** "Water and trash included", "Incluye agua y basura": the list joined as each language joins one. */
export function includesText(lang: Lang, t: RentalTermsText, values: readonly string[]): string | null {
  const items = values.map((value) => t.inclusions[value as RentInclusion]).filter(Boolean);
  if (items.length === 0) return null;
  const and = lang === "es" ? "y" : "and";
  const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
  const sentence = fmt(t.includes, { items: list });
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A lease listing's terms in plain sentences, in the page's language; null for a listing that is no lease or says nothing of them. */
export function rentalTermsBlock(lang: Lang, t: RentalTermsText, listing: Terms, today: string): RentalTermsBlock | null {
  if (!isLeaseType(listing.propertyType)) return null;
  const lines = [
    listing.availabilityDate ? availabilityText(lang, t, listing.availabilityDate, today) : null,
    listing.leaseTerm ? t.leaseTerms[listing.leaseTerm as LeaseTerm] : null,
    petsText(t, listing.petsAllowed),
    listing.furnished ? t.furnished[listing.furnished as Furnishing] : null,
    includesText(lang, t, listing.rentIncludes),
    listing.securityDeposit !== null ? fmt(t.deposit, { amount: formatPrice(lang, listing.securityDeposit) }) : null,
    listing.applicationFee !== null ? fmt(t.applicationFee, { amount: formatPrice(lang, listing.applicationFee) }) : null,
  ].filter((line): line is string => Boolean(line));
  const applyUrl = applyUrlOf(listing.applyUrl);
  return lines.length === 0 && !applyUrl ? null : { lines, applyUrl };
}
