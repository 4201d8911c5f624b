import type { PageId } from "~/lib/routes";
import type { PropertyType, PropertySubType } from "~/lib/reso";
import type { SearchFilter } from "./search-query";

const residentialForSale = ["Residential", "ResidentialIncome", "ManufacturedInPark"] as const satisfies readonly PropertyType[];
const residentialForRent = ["ResidentialLease"] as const satisfies readonly PropertyType[];
const commercialForSale = ["CommercialSale", "BusinessOpportunity"] as const satisfies readonly PropertyType[];
const commercialForLease = ["CommercialLease"] as const satisfies readonly PropertyType[];
const land = ["Land", "Farm"] as const satisfies readonly PropertyType[];
const warehouses = ["Warehouse", "Industrial"] as const satisfies readonly PropertySubType[];

/** A category's saved query: the listing filter it shows. */
export type CategoryFilter = Omit<SearchFilter, "q">;

/**
 * The category pages of routes.tsv as saved queries: the one table that says
 * which listings each page shows. Community and city pages show homes for sale.
 */
export const categories = {
  residential: { type: [...residentialForSale, ...residentialForRent] },
  "residential-for-sale": { type: residentialForSale },
  "residential-for-rent": { type: residentialForRent },
  "residential-new-construction": { type: residentialForSale, newConstruction: true },
  commercial: { type: [...commercialForSale, ...commercialForLease, ...land] },
  "commercial-for-sale": { type: commercialForSale },
  "commercial-for-lease": { type: commercialForLease },
  "commercial-warehouses": { type: [...commercialForSale, ...commercialForLease], subType: warehouses },
  "commercial-land": { type: land },
  "commercial-refrigerated": { type: [...commercialForSale, ...commercialForLease], subType: warehouses, refrigerated: true, city: "mcallen" },
  luxury: { type: ["Residential"], luxury: true },
  casitas: { type: [...residentialForSale, ...residentialForRent], casita: true },
  "mcallen-homes": { type: residentialForSale, city: "mcallen" },
  "mission-homes": { type: residentialForSale, city: "mission" },
  "pharr-homes": { type: residentialForSale, city: "pharr" },
  "edinburg-homes": { type: residentialForSale, city: "edinburg" },
  "weslaco-homes": { type: residentialForSale, city: "weslaco" },
  "san-juan-homes": { type: residentialForSale, city: "san-juan" },
  "alamo-homes": { type: residentialForSale, city: "alamo" },
  "donna-homes": { type: residentialForSale, city: "donna" },
  "mcallen-tres-lagos": { type: residentialForSale, community: "tres-lagos" },
  "mcallen-north-luxury": { type: ["Residential"], community: "north-mcallen-luxury", luxury: true },
  "mission-sharyland": { type: residentialForSale, community: "sharyland-plantation" },
  "mission-meadow-creek": { type: residentialForSale, community: "meadow-creek" },
} as const satisfies Partial<Record<PageId, CategoryFilter>>;

export type CategoryId = keyof typeof categories;
export const categoryIds = Object.keys(categories) as CategoryId[];

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && Object.hasOwn(categories, value);
}

export function categoryFilter(id: CategoryId): CategoryFilter {
  return categories[id];
}
