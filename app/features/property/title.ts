import { photoAlt } from "~/features/listings/listing-text";
import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import { propertyMetaTexts } from "~/i18n/property-meta";
import type { PropertyMetaText } from "~/i18n/property-meta.en";
import { isStreetWithheld, type StreetAddress } from "~/lib/listing-address";
import { listingKind } from "~/lib/listing-kind";
import { isLeaseType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import { titleFits } from "~/lib/seo";

/** What a property's title and picture description say of it. */
export interface TitledListing extends StreetAddress {
  readonly propertyType: string;
  readonly propertySubType: string | null;
  readonly bedroomsTotal: number | null;
  readonly city: string;
}

type PhotoText = Parameters<typeof photoAlt>[1];
type Kind = keyof PropertyMetaText["kinds"];
type Deal = keyof PropertyMetaText["deals"];

/** The word for what the listing is: its subtype where that names it, else its property type's. */
function kindOf(listing: Pick<TitledListing, "propertyType" | "propertySubType">): Kind {
  switch (listing.propertySubType) {
    case "Condominium":
      return "condo";
    case "Townhouse":
      return "townhome";
    case "Apartment":
      return "apartment";
    case "Duplex":
    case "Triplex":
    case "Quadruplex":
    case "MultiFamily":
      return "multifamily";
    case "ManufacturedHome":
    case "ManufacturedOnLand":
    case "MobileHome":
      return "manufactured";
    case "Warehouse":
    case "Industrial":
      return "warehouse";
    case "Office":
      return "office";
    case "Retail":
      return "retail";
    case "Business":
      return "business";
    case "Farm":
    case "Ranch":
    case "Agriculture":
      return "farm";
    case "UnimprovedLand":
      return "land";
  }
  switch (listingKind(listing.propertyType)) {
    case "land":
      return listing.propertyType === "Farm" ? "farm" : "land";
    case "commercial":
      return listing.propertyType === "BusinessOpportunity" ? "business" : "commercial";
    default:
      return "home";
  }
}

/** Whether visitors may read the listing's street: the MLS shows it, and the row has one. */
function hasStreet(listing: StreetAddress): boolean {
  return !isStreetWithheld(listing) && listing.unparsedAddress !== "";
}

function dealOf(propertyType: string): Deal {
  if (!isLeaseType(propertyType)) return "sale";
  return propertyType === "ResidentialLease" ? "rent" : "lease";
}

/**
 * "4 bd home for sale", "casa en venta, 4 recámaras"; without the offer once
 * the listing has closed. Bedrooms only where they are asked for and the
 * listing is a home that has some.
 */
function listingPhrase(lang: Lang, listing: TitledListing, { beds, closed }: { beds: boolean; closed: boolean }): string {
  const t = propertyMetaTexts[lang];
  const count = beds && listingKind(listing.propertyType) === "residential" ? (listing.bedroomsTotal ?? 0) : 0;
  const templates = closed ? t.closed : t.offer;
  return fmt(count > 0 ? templates.beds : templates.noBeds, {
    kind: t.kinds[kindOf(listing)],
    deal: t.deals[dealOf(listing.propertyType)],
    beds: count > 0 ? plural(lang, count, t.beds) : "",
  });
}

/**
 * A property page's own title: where, then what is offered, as short as it
 * must be for the whole title, the site's name after it, to show in search
 * results. Parts go whole rather than words cut: the bedrooms first, then the
 * city (or, where the MLS withholds the street, its notice); the place and the
 * offer stay even when still too long.
 */
export function propertyTitle(
  lang: Lang,
  listing: TitledListing,
  { address, siteName, closed }: { address: string; siteName: string; closed: boolean },
): string {
  const t = propertyMetaTexts[lang];
  const template = closed ? t.closedTitle[isLeaseType(listing.propertyType) ? "lease" : "sale"] : t.title;
  const title = (place: string, beds: boolean) => fmt(template, { place, listing: listingPhrase(lang, listing, { beds, closed }) });
  const place = fmt(t.place, { address, city: listing.city });
  const shortest = title(hasStreet(listing) ? address : listing.city, false);
  return [title(place, true), title(place, false)].find((candidate) => titleFits(candidate, siteName)) ?? shortest;
}

/** The share picture's description: the first photo's own, else what and where the listing is; `closed` once it is offered no more (sold, rented or off the market). */
export function propertyImageAlt(lang: Lang, listing: TitledListing, photo: PhotoText | undefined, closed: boolean): string {
  const t = propertyMetaTexts[lang];
  const sentence = fmt(hasStreet(listing) ? t.photo.street : t.photo.withheld, {
    listing: listingPhrase(lang, listing, { beds: false, closed }),
    address: listing.unparsedAddress,
    city: listing.city,
  });
  const fallback = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return photo ? photoAlt(lang, photo, fallback) : fallback;
}
