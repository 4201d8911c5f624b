import { propertyPrefix, type Lang } from "./routes";

/** The listing fields a property URL is made from. */
export interface PropertyAddress {
  readonly listingKey: string;
  readonly unparsedAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
}

const MAX_SLUG = 100;

/**
 * "7488 Canterbury Dr Unit 25, Edinburg, TX 78542" becomes
 * "7488-canterbury-dr-unit-25-edinburg-tx-78542": accents folded, anything
 * but letters and digits a single dash. The address is the same in both
 * languages, so the slug is too and the language switch keeps it.
 */
export function addressSlug(listing: Omit<PropertyAddress, "listingKey">): string {
  const slug = [listing.unparsedAddress, listing.city, listing.stateOrProvince, listing.postalCode]
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
