import { cityByName } from "./cities";
import { isLeaseType, type PropertyType } from "./reso";
import type { PageId } from "./routes";

/** Which facts describe a listing: rooms for homes, building facts for commercial, acreage for land. */
export type ListingKind = "residential" | "commercial" | "land";

const kinds: Record<PropertyType, ListingKind> = {
  Residential: "residential",
  ResidentialLease: "residential",
  ResidentialIncome: "residential",
  ManufacturedInPark: "residential",
  CommercialSale: "commercial",
  CommercialLease: "commercial",
  BusinessOpportunity: "commercial",
  Land: "land",
  Farm: "land",
};

export function listingKind(propertyType: string): ListingKind {
  return kinds[propertyType as PropertyType] ?? "residential";
}

/** Homes for sale, the ones a monthly mortgage payment makes sense for. */
export function isHomeForSale(propertyType: string): boolean {
  return listingKind(propertyType) === "residential" && !isLeaseType(propertyType);
}

/** The category page a listing sits under, for breadcrumbs: its city's homes for sale, or its market. */
export function listingCategoryPage(listing: { readonly propertyType: string; readonly city: string }): PageId {
  if (isHomeForSale(listing.propertyType)) return cityByName(listing.city)?.homesPage ?? "residential-for-sale";
  switch (listing.propertyType) {
    case "ResidentialLease":
      return "residential-for-rent";
    case "CommercialLease":
      return "commercial-for-lease";
    case "CommercialSale":
    case "BusinessOpportunity":
      return "commercial-for-sale";
    default:
      return "commercial-land";
  }
}
