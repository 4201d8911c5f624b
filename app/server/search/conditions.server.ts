import { and, eq, gte, inArray, lt, lte, not, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listings } from "../../db/schema";
import { cities, communities } from "../../lib/cities";
import { leaseTypes, onMarketStatuses, GUEST_HOUSE, type PropertySubType, type PropertyType } from "../../lib/reso";
import type { SearchFilter } from "../../lib/search-query";

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

/**
 * The conditions one filter puts on listings; a search ANDs those of its
 * category and its own. Free text (q) needs the database to resolve, so the
 * search adds it (see text.server.ts).
 */
export function filterConditions(filter: SearchFilter, options: ConditionOptions): SQL[] {
  const conditions: Array<SQL | undefined> = [];
  for (const slug of [filter.location, filter.city]) {
    if (slug) conditions.push(eq(listings.city, cities[slug].name));
  }
  if (filter.community) conditions.push(inArray(listings.subdivisionName, [...communities[filter.community].subdivisions]));
  if (filter.priceRange) {
    const band = priceBands[filter.priceRange];
    conditions.push(not(inArray(listings.propertyType, [...leaseTypes])));
    if (band.min !== undefined) conditions.push(gte(listings.listPrice, band.min));
    if (band.below !== undefined) conditions.push(lt(listings.listPrice, band.below));
  }
  if (filter.propertyType) {
    const { type, subType } = quickTypes[filter.propertyType];
    conditions.push(inArray(listings.propertyType, [...type]));
    if (subType) conditions.push(inArray(listings.propertySubType, [...subType]));
  }
  if (filter.beds) conditions.push(gte(listings.bedroomsTotal, filter.beds));
  if (filter.baths) conditions.push(gte(listings.bathroomsTotalInteger, filter.baths));
  if (filter.minPrice !== undefined) conditions.push(gte(listings.listPrice, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(listings.listPrice, filter.maxPrice));
  if (filter.status) conditions.push(inArray(listings.standardStatus, [...filter.status]));
  if (filter.type) conditions.push(inArray(listings.propertyType, [...filter.type]));
  if (filter.subType) conditions.push(inArray(listings.propertySubType, [...filter.subType]));
  conditions.push(flag(listings.newConstructionYN, filter.newConstruction));
  conditions.push(flag(sql`${listings.otherStructures} @> ARRAY[${GUEST_HOUSE}]::text[]`, filter.casita));
  conditions.push(flag(listings.refrigeratedYN, filter.refrigerated));
  if (filter.luxury !== undefined) {
    conditions.push(filter.luxury ? gte(listings.listPrice, options.luxuryMinPrice) : lt(listings.listPrice, options.luxuryMinPrice));
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** What visitors see unless a filter asks for a status: listings still on the market. */
export function defaultStatusCondition(filters: ReadonlyArray<SearchFilter | undefined>): SQL | undefined {
  return filters.some((filter) => filter?.status) ? undefined : inArray(listings.standardStatus, [...onMarketStatuses]);
}

export function whereAll(conditions: SQL[]): SQL | undefined {
  return conditions.length > 0 ? and(...conditions) : undefined;
}
