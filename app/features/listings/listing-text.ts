import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { UiText } from "~/i18n/ui.en";
import { formatBaths, formatNumber, formatPrice } from "~/lib/format";
import { listingKind } from "~/lib/listing-kind";
import { isLeaseType, leaseFrequencyOf, type LeaseFrequency, type PropertySubType, type PropertyType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";

/** The listing fields cards and pages describe a listing with. */
export interface ListingFacts {
  readonly propertyType: string;
  readonly propertySubType: string | null;
  readonly standardStatus: string;
  readonly listPrice: number;
  readonly leaseAmountFrequency: string | null;
  readonly bedroomsTotal: number | null;
  /** A half bath counts as half (ADR 0122). */
  readonly bathroomsTotalDecimal: number | null;
  readonly livingArea: number | null;
  readonly buildingAreaTotal: number | null;
  readonly lotSizeAcres: number | null;
  readonly clearHeightFt: number | null;
  readonly dockDoors: number | null;
  readonly refrigeratedYN: boolean;
  readonly newConstructionYN: boolean;
}

/** "$325,000", or a rent with its period: "$1,650/mo", "$1,650/mes", "$900 every 2 weeks". */
export function priceText(lang: Lang, t: UiText["listings"], listing: Pick<ListingFacts, "propertyType" | "listPrice" | "leaseAmountFrequency">): string {
  if (!isLeaseType(listing.propertyType)) return formatPrice(lang, listing.listPrice);
  return rentText(t, leaseFrequencyOf(listing.leaseAmountFrequency), formatPrice(lang, listing.listPrice));
}

/** A rent amount, already written ("$1,650", "$24K"), with the period it is for: "$1,650/mo", "$24K/año". */
export function rentText(t: UiText["listings"], frequency: LeaseFrequency, amount: string): string {
  return fmt(t.card.rent[frequency], { price: amount });
}

/** "1 bath", "2.5 baths"; "1 baño", "2½ baños". */
export function bathsText(lang: Lang, t: UiText["listings"], total: number): string {
  return plural(lang, total, t.facts.baths, { count: formatBaths(lang, total) });
}

/** Rooms and living area for homes, building facts for commercial, acreage for land. */
export function keyFacts(lang: Lang, t: UiText["listings"], listing: ListingFacts): string[] {
  const facts: string[] = [];
  const f = t.facts;
  const kind = listingKind(listing.propertyType);
  if (kind === "residential") {
    if (listing.bedroomsTotal !== null) facts.push(plural(lang, listing.bedroomsTotal, f.beds));
    if (listing.bathroomsTotalDecimal !== null) facts.push(bathsText(lang, t, listing.bathroomsTotalDecimal));
  }
  const area = kind === "commercial" ? (listing.buildingAreaTotal ?? listing.livingArea) : listing.livingArea;
  if (area !== null && kind !== "land") facts.push(fmt(f.area, { value: formatNumber(lang, area) }));
  if (kind === "commercial") {
    if (listing.clearHeightFt !== null) facts.push(fmt(f.clearHeight, { value: formatNumber(lang, listing.clearHeightFt) }));
    if (listing.dockDoors) facts.push(plural(lang, listing.dockDoors, f.dockDoors));
    if (listing.refrigeratedYN) facts.push(f.refrigerated);
  }
  if (listing.lotSizeAcres !== null && (kind === "land" || facts.length < 3)) {
    facts.push(plural(lang, listing.lotSizeAcres, f.acres, { value: formatNumber(lang, listing.lotSizeAcres, 2) }));
  }
  return facts;
}

export type BadgeTone = "available" | "pending" | "closed";
/** Status badge colours, of the cards and the property page: here, so the property page loads no card for them. */
export const badgeTones: Record<BadgeTone, string> = {
  available: "bg-primary text-primary-foreground",
  pending: "bg-accent text-accent-foreground",
  closed: "bg-foreground text-background",
};

/** The status a visitor reads: "For sale" or "For rent" while active, "Sold" or "Rented" once closed. */
export function statusBadge(t: UiText["listings"], listing: Pick<ListingFacts, "standardStatus" | "propertyType">): { label: string; tone: BadgeTone } {
  const lease = isLeaseType(listing.propertyType);
  switch (listing.standardStatus) {
    case "Active":
      return { label: lease ? t.badge.forRent : t.badge.forSale, tone: "available" };
    case "ComingSoon":
      return { label: t.badge.comingSoon, tone: "available" };
    case "ActiveUnderContract":
      return { label: t.badge.underContract, tone: "pending" };
    case "Pending":
      return { label: t.badge.pending, tone: "pending" };
    case "Closed":
      return { label: lease ? t.badge.rented : t.badge.sold, tone: "closed" };
    default:
      return { label: t.badge.offMarket, tone: "closed" };
  }
}

/** "Single-family home", falling back to the property type when there is no subtype. */
export function typeLabel(t: UiText["listings"], listing: Pick<ListingFacts, "propertyType" | "propertySubType">): string {
  const sub = listing.propertySubType as PropertySubType | null;
  if (sub && sub in t.subTypes) return t.subTypes[sub];
  return t.types[listing.propertyType as PropertyType] ?? listing.propertyType;
}

/** Alt text in the page language; the English one when there is no translation. */
export function photoAlt(
  lang: Lang,
  photo: { readonly shortDescription: string | null; readonly shortDescriptionEs: string | null },
  fallback: string,
): string {
  return (lang === "es" ? (photo.shortDescriptionEs ?? photo.shortDescription) : photo.shortDescription) ?? fallback;
}
