import { isStreetWithheld, type StreetAddress } from "./listing-address";
import { propertyPrefix, type Lang } from "./routes";

/** The listing fields a property URL is made from. */
export interface PropertyAddress extends StreetAddress {
  readonly listingKey: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
}

const MAX_SLUG = 100;

/**
 * "7488 Canterbury Dr Unit 25, Edinburg, TX 78542" becomes
 * "7488-canterbury-dr-unit-25-edinburg-tx-78542": accents folded, anything
 * but letters and digits a single dash. The address is the same in both
 * languages, so the slug is too and the language switch keeps it. Where the
 * MLS withholds the street address the slug is the city, state and ZIP only
 * ("edinburg-tx-78542"); a link with the old slug redirects to that one.
 */
export function addressSlug(listing: Omit<PropertyAddress, "listingKey">): string {
  const slug = [isStreetWithheld(listing) ? "" : listing.unparsedAddress, listing.city, listing.stateOrProvince, listing.postalCode]
    .join(" ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, "");
  return slug || "property";
}

/** The canonical path of a listing's page in a language. */
export function propertyPath(lang: Lang, listing: PropertyAddress): string {
  return `${propertyPrefix[lang]}${encodeURIComponent(listing.listingKey)}/${addressSlug(listing)}`;
}
