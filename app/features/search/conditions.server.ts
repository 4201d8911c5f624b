import { and, between, eq, gte, inArray, lt, lte, not, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listingFloodZones, listings, openHouses } from "~/db/schema";
import { PRICE_REDUCED_DAYS } from "~/features/listings/price-history";
import { VALLEY_TIME_ZONE } from "~/features/listings/open-houses";
import { cities, communities } from "~/lib/cities";
import { isLeaseType, leaseTypes, onMarketStatuses, propertyTypes, GUEST_HOUSE, type PropertySubType, type PropertyType } from "~/lib/reso";
import { furnishedOrOffered, petsWelcome } from "~/lib/rental-terms";
import { categoryFilter } from "./categories";
import { kindTypes } from "./kinds";
import type { SearchFilter, SearchQuery } from "./search-query";

export interface ConditionOptions {
  readonly luxuryMinPrice: number;
  /**
   * Writes the map area without the location index's expression. The planner
   * estimates any box at a thousandth of the listings, so with it, it would
   * read a large area's every match through that index and sort them rather
   * than walk a sort index for a page (see FEW_MATCHES in search.server.ts).
   */
  readonly boundsUnindexed?: boolean;
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
  | "bathroomsTotalDecimal"
  | "standardStatus"
  | "newConstructionYN"
  | "refrigeratedYN"
  | "poolPrivateYN"
  | "otherStructures"
  | "mapLatitude"
  | "mapLongitude"
  | "listingKey"
  | "onMarketDate"
  | "previousListPrice"
  | "priceChangeTimestamp"
  | "featured"
  | "petsAllowed"
  | "furnished"
  | "availabilityDate";

/**
 * The columns filters read, named as in listings; listing_facet_counts has all
 * but price, subdivision, coordinates, dates, the featured and pool flags, a lease's terms and
 * the key open houses join on.
 */
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
  // A half bath counts as half: 1 full and 1 half (1.5) is not "2+ baths" (ADR 0122).
  if (filter.baths) conditions.push(gte(column("bathroomsTotalDecimal"), filter.baths));
  if (filter.minPrice !== undefined) conditions.push(gte(column("listPrice"), filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(column("listPrice"), filter.maxPrice));
  if (filter.status) conditions.push(inArray(column("standardStatus"), [...filter.status]));
  if (filter.type) conditions.push(inArray(column("propertyType"), [...filter.type]));
  if (filter.subType) conditions.push(inArray(column("propertySubType"), [...filter.subType]));
  if (filter.newConstruction !== undefined) conditions.push(flag(column("newConstructionYN"), filter.newConstruction));
  if (filter.casita !== undefined) conditions.push(flag(sql`${column("otherStructures")} @> ARRAY[${GUEST_HOUSE}]::text[]`, filter.casita));
  if (filter.refrigerated !== undefined) conditions.push(flag(column("refrigeratedYN"), filter.refrigerated));
  if (filter.pool !== undefined) conditions.push(flag(column("poolPrivateYN"), filter.pool));
  if (filter.luxury !== undefined) {
    const price = column("listPrice");
    conditions.push(filter.luxury ? gte(price, options.luxuryMinPrice) : lt(price, options.luxuryMinPrice));
  }
  if (filter.bounds) {
    // Where the map shows each listing, approximate where the street is withheld, so no area can
    // tell more. The ranges decide, the same in both forms, and give the planner estimates from
    // the columns' statistics; the box (the GiST index's expression, drizzle/0011) finds the
    // listings. A listing without coordinates is in no range.
    const { south, west, north, east } = filter.bounds;
    const latitude = column("mapLatitude");
    const longitude = column("mapLongitude");
    conditions.push(between(latitude, south, north), between(longitude, west, east));
    if (!options.boundsUnindexed) {
      conditions.push(sql`point(${longitude}, ${latitude}) <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`);
    }
  }
  if (filter.kind) conditions.push(inArray(column("propertyType"), [...kindTypes[filter.kind]]));
  if (filter.listed !== undefined) {
    // Day 1 is the Valley's today, as days on market count (ADR 0110).
    conditions.push(sql`${column("onMarketDate")} > (now() AT TIME ZONE ${VALLEY_TIME_ZONE})::date - ${filter.listed}::int`);
  }
  if (filter.priceReduced !== undefined) {
    const changed = column("priceChangeTimestamp");
    const reduced = sql`(${column("previousListPrice")} > ${column("listPrice")} AND ${changed} <= now() AND ${changed} >= now() - make_interval(days => ${PRICE_REDUCED_DAYS}::int))`;
    conditions.push(filter.priceReduced ? reduced : sql`NOT coalesce(${reduced}, false)`);
  }
  if (filter.openHouse !== undefined) {
    const key = column("listingKey");
    conditions.push(flag(sql`EXISTS (SELECT 1 FROM ${openHouses} WHERE ${openHouses.listingKey} = ${key} AND ${openHouses.endsAt} > now())`, filter.openHouse));
  }
  if (filter.featured !== undefined) conditions.push(flag(column("featured"), filter.featured));
  if (filter.outsideFloodZone !== undefined) {
    // Only a zone FEMA gave counts against a listing: one not yet asked, or unmapped, stays in (ADR 0124).
    const key = column("listingKey");
    const inHighRisk = sql`EXISTS (SELECT 1 FROM ${listingFloodZones} WHERE ${listingFloodZones.listingKey} = ${key} AND ${listingFloodZones.highRisk})`;
    conditions.push(filter.outsideFloodZone ? not(inHighRisk) : inHighRisk);
  }
  conditions.push(...rentalConditions(filter, column));
  if (lacking) return undefined;
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * A lease's terms (ADR 0123): each finds rentals only. No index of their own: rentals are a small
 * share of the listings, found through the type's, and the terms are read on those rows.
 */
function rentalConditions(filter: SearchFilter, column: (name: FilterColumnName) => AnyPgColumn): SQL[] {
  if (!filter.pets && !filter.furnished && !filter.availableBy) return [];
  const conditions = [inArray(column("propertyType"), [...leaseTypes])];
  if (filter.pets) conditions.push(sql`${column("petsAllowed")} && ARRAY[${sql.join(petsWelcome.map((value) => sql`${value}`), sql`, `)}]::text[]`);
  if (filter.furnished) conditions.push(inArray(column("furnished"), [...furnishedOrOffered]));
  // A rental that gives no date is taken as free now, as the portals take it.
  if (filter.availableBy) conditions.push(sql`(${column("availabilityDate")} IS NULL OR ${column("availabilityDate")} <= ${filter.availableBy}::date)`);
  return conditions;
}

/** What visitors see unless a filter asks for a status: listings still on the market. */
export function defaultStatusCondition(filters: ReadonlyArray<SearchFilter | undefined>, columns: FilterColumns = listings): SQL | undefined {
  return filters.some((filter) => filter?.status) ? undefined : inArray(columns.standardStatus, [...onMarketStatuses]);
}

/**
 * The property types a search can show: those every type condition of its
 * own and its category allows (the quick search's type and price band, the
 * type list, the kind).
 */
function allowedTypes(query: SearchQuery): PropertyType[] {
  const category = query.category ? categoryFilter(query.category) : undefined;
  const lists: Array<readonly PropertyType[] | undefined> = [
    query.type,
    query.propertyType && quickTypes[query.propertyType].type,
    query.kind && kindTypes[query.kind],
    query.priceRange && propertyTypes.filter((type) => !isLeaseType(type)),
    category?.type,
  ];
  return propertyTypes.filter((type) => lists.every((list) => !list || list.includes(type)));
}

/**
 * A price order never mixes a rent with a sale price: when a search sorted
 * by price could show both, its leases are left out (ADR 0118). A search of
 * leases alone (kind=rent, the rentals category) keeps them.
 */
export function withinOneKind(query: SearchQuery): SearchQuery {
  if (query.sort !== "price-asc" && query.sort !== "price-desc") return query;
  const allowed = allowedTypes(query);
  const sales = allowed.filter((type) => !isLeaseType(type));
  return sales.length > 0 && sales.length < allowed.length ? { ...query, type: sales } : query;
}

export function whereAll(conditions: SQL[]): SQL | undefined {
  return conditions.length > 0 ? and(...conditions) : undefined;
}
