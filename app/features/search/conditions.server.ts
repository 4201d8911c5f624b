import { and, eq, gte, inArray, lt, lte, not, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listings } from "~/db/schema";
import { cities, communities } from "~/lib/cities";
import { leaseTypes, onMarketStatuses, GUEST_HOUSE, type PropertySubType, type PropertyType } from "~/lib/reso";
import type { SearchFilter } from "./search-query";

export interface ConditionOptions {
  readonly luxuryMinPrice: number;
}

const quickTypes: Record<NonNullable<SearchFilter["propertyType"]>, { type: readonly PropertyType[]; subType?: readonly PropertySubType[] }> = {
  "single-family": { type: ["Residential"], subType: ["SingleFamilyResidence"] },
  condo: { type: ["Residential"], subType: ["Condominium", "Townhouse"] },
  commercial: { type: ["CommercialSale", "CommercialLease", "BusinessOpportunity"] },
  land: { type: ["Land", "Farm"] },
};

/** Purchase-price bands; rents are never in them. */
const priceBands: Record<NonNullable<SearchFilter["priceRange"]>, { min?: number; below?: number }> = {
  "under-300k": { below: 300_000 },
  "300k-500k": { min: 300_000, below: 500_000 },
  "500k-plus": { min: 500_000 },
};

function flag(column: SQL | AnyPgColumn, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column}` : not(sql`${column}`);
}

type FilterColumnName =
  | "city"
  | "subdivisionName"
  | "listPrice"
  | "propertyType"
  | "propertySubType"
  | "bedroomsTotal"
  | "bathroomsTotalInteger"
  | "standardStatus"
  | "newConstructionYN"
  | "refrigeratedYN"
  | "otherStructures";

/** The columns filters read, named as in listings; listing_facet_counts has all but price and subdivision. */
export type FilterColumns = Partial<Record<FilterColumnName, AnyPgColumn>> & { readonly standardStatus: AnyPgColumn };

/**
 * The conditions one filter puts on `columns` (listings unless told); a
 * search ANDs those of its category and its own. Undefined when the filter
 * needs a column that `columns` lacks. Free text (q) needs the database to
 * resolve, so the search adds it (see text.server.ts).
 */
export function filterConditions(filter: SearchFilter, options: ConditionOptions, columns: FilterColumns = listings): SQL[] | undefined {
  let lacking = false;
  const column = (name: FilterColumnName): AnyPgColumn => {
    const found = columns[name];
    if (found) return found;
    lacking = true;
    return listings[name];
  };
  const conditions: Array<SQL | undefined> = [];
  for (const slug of [filter.location, filter.city]) {
    if (slug) conditions.push(eq(column("city"), cities[slug].name));
  }
  if (filter.community) conditions.push(inArray(column("subdivisionName"), [...communities[filter.community].subdivisions]));
  if (filter.priceRange) {
    const band = priceBands[filter.priceRange];
    conditions.push(not(inArray(column("propertyType"), [...leaseTypes])));
    if (band.min !== undefined) conditions.push(gte(column("listPrice"), band.min));
    if (band.below !== undefined) conditions.push(lt(column("listPrice"), band.below));
  }
  if (filter.propertyType) {
    const { type, subType } = quickTypes[filter.propertyType];
    conditions.push(inArray(column("propertyType"), [...type]));
    if (subType) conditions.push(inArray(column("propertySubType"), [...subType]));
  }
  if (filter.beds) conditions.push(gte(column("bedroomsTotal"), filter.beds));
  if (filter.baths) conditions.push(gte(column("bathroomsTotalInteger"), filter.baths));
  if (filter.minPrice !== undefined) conditions.push(gte(column("listPrice"), filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(column("listPrice"), filter.maxPrice));
  if (filter.status) conditions.push(inArray(column("standardStatus"), [...filter.status]));
  if (filter.type) conditions.push(inArray(column("propertyType"), [...filter.type]));
  if (filter.subType) conditions.push(inArray(column("propertySubType"), [...filter.subType]));
  if (filter.newConstruction !== undefined) conditions.push(flag(column("newConstructionYN"), filter.newConstruction));
  if (filter.casita !== undefined) conditions.push(flag(sql`${column("otherStructures")} @> ARRAY[${GUEST_HOUSE}]::text[]`, filter.casita));
  if (filter.refrigerated !== undefined) conditions.push(flag(column("refrigeratedYN"), filter.refrigerated));
  if (filter.luxury !== undefined) {
    const price = column("listPrice");
    conditions.push(filter.luxury ? gte(price, options.luxuryMinPrice) : lt(price, options.luxuryMinPrice));
  }
  if (lacking) return undefined;
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** What visitors see unless a filter asks for a status: listings still on the market. */
export function defaultStatusCondition(filters: ReadonlyArray<SearchFilter | undefined>, columns: FilterColumns = listings): SQL | undefined {
  return filters.some((filter) => filter?.status) ? undefined : inArray(columns.standardStatus, [...onMarketStatuses]);
}

export function whereAll(conditions: SQL[]): SQL | undefined {
  return conditions.length > 0 ? and(...conditions) : undefined;
}
