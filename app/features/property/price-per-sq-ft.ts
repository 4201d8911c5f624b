import { listingKind } from "~/lib/listing-kind";
import { isLeaseType } from "~/lib/reso";

/**
 * The asking price per square foot, to the dollar, as the portals show it:
 * of a sale with a known area (a commercial building's total area, else the
 * living area). Of a rent, or of land, it says nothing: null.
 */
export function pricePerSqFt(listing: {
  readonly propertyType: string;
  readonly listPrice: number;
  readonly livingArea: number | null;
  readonly buildingAreaTotal: number | null;
}): number | null {
  const kind = listingKind(listing.propertyType);
  if (isLeaseType(listing.propertyType) || kind === "land") return null;
  const area = kind === "commercial" ? (listing.buildingAreaTotal ?? listing.livingArea) : listing.livingArea;
  return area && area > 0 ? Math.round(listing.listPrice / area) : null;
}
