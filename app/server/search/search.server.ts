import { asc, inArray, sql, type SQL } from "drizzle-orm";
import { listings } from "../../db/schema";
import { categoryFilter } from "../../lib/categories";
import { cityByName, citySlugs, type CitySlug } from "../../lib/cities";
import { propertyTypes, standardStatuses, type PropertyType, type StandardStatus } from "../../lib/reso";
import { parseSearchQuery, type SearchFilter, type SearchQuery } from "../../lib/search-query";
import type { Database } from "../db/connect.server";
import { cachedByVersion, listingsVersionOf } from "./cache.server";
import { defaultStatusCondition, filterConditions, whereAll, type ConditionOptions } from "./conditions.server";
import { luxuryMinPrice } from "./config.server";
import { summaryColumns, withPhotos, type ListingSummary } from "./summary.server";
import { textSearch } from "./text.server";

export const bedFacetValues = [1, 2, 3, 4, 5] as const;
export type BedFacet = (typeof bedFacetValues)[number];

export interface SearchFacets {
  readonly city: Record<CitySlug, number>;
  readonly propertyType: Record<PropertyType, number>;
  readonly status: Record<StandardStatus, number>;
  /** Listings with at least that many bedrooms, as the beds filter counts them. */
  readonly beds: Record<BedFacet, number>;
}

export interface SearchResult {
  readonly listings: ListingSummary[];
  readonly total: number;
  readonly facets: SearchFacets;
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
}

export interface SearchOptions extends ConditionOptions {
  /** Reuse counts computed for the same filters while no listing has changed (default true). */
  readonly cacheCounts?: boolean;
}

const zeros = <K extends string | number>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * Every order ends on the listing key, so that pages never overlap or skip.
 * `fenced` writes the same order as expressions no index matches (`+ 0`),
 * which keeps the planner from walking a sort index (see FEW_MATCHES).
 */
function orderBy(query: SearchQuery, fenced = false): SQL[] {
  const tieBreak = asc(listings.listingKey);
  const price = fenced ? sql`(${listings.listPrice} + 0)` : sql`${listings.listPrice}`;
  switch (query.sort) {
    case "price-asc":
      return [sql`${price} ASC`, tieBreak];
    case "price-desc":
      return [sql`${price} DESC`, tieBreak];
    case "size":
      return [sql`coalesce(${listings.livingArea}, ${listings.buildingAreaTotal}) DESC NULLS LAST`, sql`${listings.lotSizeAcres} DESC NULLS LAST`, tieBreak];
    default:
      return [fenced ? sql`(${listings.onMarketDate} + 0) DESC NULLS LAST` : sql`${listings.onMarketDate} DESC NULLS LAST`, tieBreak];
  }
}

/** Every condition of the search: its text, its own parameters, its category's, and the default status. */
export function searchConditions(query: SearchQuery, options: ConditionOptions, text: SQL | undefined): SQL | undefined {
  const category: SearchFilter | undefined = query.category ? categoryFilter(query.category) : undefined;
  const conditions = [...(text ? [text] : []), ...filterConditions(query, options), ...(category ? filterConditions(category, options) : [])];
  const status = defaultStatusCondition([query, category]);
  return whereAll(status ? [status, ...conditions] : conditions);
}

async function countFacets(db: Database, where: SQL | undefined): Promise<{ facets: SearchFacets; total: number }> {
  const beds = sql<number>`least(coalesce(${listings.bedroomsTotal}, 0), 5)::int`;
  const rows = await db
    .select({ city: listings.city, type: listings.propertyType, status: listings.standardStatus, beds, count: sql<number>`count(*)::int` })
    .from(listings)
    .where(where)
    .groupBy(listings.city, listings.propertyType, listings.standardStatus, beds);
  const facets: SearchFacets = { city: zeros(citySlugs), propertyType: zeros(propertyTypes), status: zeros(standardStatuses), beds: zeros(bedFacetValues) };
  let total = 0;
  for (const row of rows) {
    total += row.count;
    const city = cityByName(row.city);
    if (city) facets.city[city.slug] += row.count;
    if (row.type in facets.propertyType) facets.propertyType[row.type as PropertyType] += row.count;
    if (row.status in facets.status) facets.status[row.status as StandardStatus] += row.count;
    for (const min of bedFacetValues) if (row.beds >= min) facets.beds[min] += row.count;
  }
  return { facets, total };
}

/**
 * Below this many matches a page is picked by finding every match and
 * sorting them; above it, by walking a covering sort index until the page is
 * full, since matches are then dense along it. The planner cannot know which
 * from its estimates (a rare word, cheap rentals ahead of a city's homes in
 * price order), but the count, computed or cached first, tells.
 */
const FEW_MATCHES = 3000;

/** The page's keys are chosen first (from covering indexes where possible); only those rows are read in full. */
async function pageRows(db: Database, query: SearchQuery, where: SQL | undefined, total: number) {
  const order = orderBy(query);
  const offset = (query.page - 1) * query.pageSize;
  const keys = db
    .select({ key: listings.listingKey })
    .from(listings)
    .where(where)
    .orderBy(...orderBy(query, total <= FEW_MATCHES))
    .limit(query.pageSize)
    .offset(offset);
  return db.select(summaryColumns).from(listings).where(inArray(listings.listingKey, keys)).orderBy(...order);
}

/**
 * Searches listings. Takes a parsed query (see parseSearchQuery) or raw
 * parameters; facets count the whole result, not just the page.
 */
export async function searchListings(
  db: Database,
  input: SearchQuery | URLSearchParams | Record<string, unknown>,
  options: SearchOptions = { luxuryMinPrice: luxuryMinPrice() },
): Promise<SearchResult> {
  const query = parseSearchQuery(input as Record<string, unknown>);
  const [text, version] = await Promise.all([textSearch(db, query.q), options.cacheCounts === false ? undefined : listingsVersionOf(db)]);
  const where = searchConditions(query, options, text);
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = query;
  const counting = () => countFacets(db, where);
  const counted = await (version === undefined ? counting() : cachedByVersion(db, version, JSON.stringify([options.luxuryMinPrice, filters]), counting));
  const rows = await pageRows(db, query, where, counted.total);
  return {
    listings: await withPhotos(db, rows),
    total: counted.total,
    facets: counted.facets,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(counted.total / query.pageSize)),
  };
}
