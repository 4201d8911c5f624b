import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { listingFacetCounts, listings, listingWordCounts } from "~/db/schema";
import { categoryFilter } from "./categories";
import { cityByName, citySlugs, type CitySlug } from "~/lib/cities";
import type { Bounds } from "./bounds";
import { MAX_PINS, pinPeriod, type MapPin, type MapPins } from "./pins";
import { onMarketStatuses, propertyTypes, standardStatuses, type PropertyType, type StandardStatus } from "~/lib/reso";
import { parseSearchQuery } from "./search-parse";
import type { SearchFilter, SearchQuery } from "./search-query";
import { queryRows, type Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { defaultStatusCondition, filterConditions, whereAll, withinOneKind, type ConditionOptions, type FilterColumns } from "./conditions.server";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import type { ListingSummary } from "~/features/listings/summary";
import { textCondition, textWords, type TextWords } from "./text.server";

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
 * The default order's first key: Active, then Active Under Contract, Pending,
 * Coming Soon, then the rest (Closed). Written with its values in the text,
 * not as parameters, so that it is the expression of the index that serves
 * it (drizzle/0013_active_first_order.sql).
 */
const statusRank = sql.join(
  [
    sql`CASE ${listings.standardStatus}`,
    ...onMarketStatuses.map((status, rank) => sql.raw(`WHEN '${status}' THEN ${rank}`)),
    sql.raw(`ELSE ${onMarketStatuses.length} END`),
  ],
  sql` `,
);

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
      // On the market first, newest within: Coming soon no longer fills the first page (ADR 0118).
      return fenced
        ? [sql`(${statusRank}) + 0`, sql`(${listings.onMarketDate} + 0) DESC NULLS LAST`, tieBreak]
        : [sql`(${statusRank})`, sql`${listings.onMarketDate} DESC NULLS LAST`, tieBreak];
  }
}

/**
 * Every condition of the search on `columns`: the default status, its text,
 * its own parameters and its category's. Null when a filter reads a column
 * that `columns` lacks (the count tables have no price, subdivision or
 * coordinates).
 */
function conditionsOn(columns: FilterColumns, query: SearchQuery, options: ConditionOptions, text: SQL | undefined): { where: SQL | undefined } | null {
  const category: SearchFilter | undefined = query.category ? categoryFilter(query.category) : undefined;
  const own = filterConditions(query, options, columns);
  const fromCategory = category ? filterConditions(category, options, columns) : [];
  if (!own || !fromCategory) return null;
  const status = defaultStatusCondition([query, category], columns);
  return { where: whereAll([...(status ? [status] : []), ...(text ? [text] : []), ...own, ...fromCategory]) };
}

/** Every condition of the search on listings: its text, its own parameters, its category's, and the default status. */
export function searchConditions(query: SearchQuery, options: ConditionOptions, text: SQL | undefined): SQL | undefined {
  return conditionsOn(listings, query, options, text)?.where;
}

interface FacetRow {
  city: string;
  type: string;
  status: string;
  beds: number;
  count: number;
}

/**
 * The result counted by city, type, status and beds. Tables kept by triggers
 * hold these counts for the common shapes of search: without free text and
 * with no filter on price or subdivision, listing_facet_counts (a few
 * thousand rows); one search word with filters on status, type or city only,
 * listing_word_counts. The same conditions on the same values give the same
 * numbers as counting every matching listing, which other searches do, a
 * map area among them (the tables have no coordinates).
 */
function facetRows(db: Database, query: SearchQuery, options: ConditionOptions, words: TextWords | undefined, where: SQL | undefined): Promise<FacetRow[]> {
  const [word] = words?.length === 1 && words[0]?.length === 1 ? words[0] : [];
  const byFacets = words === undefined ? conditionsOn(listingFacetCounts, query, options, undefined) : null;
  const byWord = word === undefined ? null : conditionsOn(listingWordCounts, query, options, eq(listingWordCounts.word, word));
  const [columns, beds, count, condition] = byFacets
    ? [listingFacetCounts, sql`least(coalesce(${listingFacetCounts.bedroomsTotal}, 0), 5)`, sql`sum(${listingFacetCounts.listings})`, byFacets.where]
    : byWord
      ? [listingWordCounts, sql`${listingWordCounts.beds}`, sql`sum(${listingWordCounts.listings})`, byWord.where]
      : [listings, sql`least(coalesce(${listings.bedroomsTotal}, 0), 5)`, sql`count(*)`, where];
  return queryRows<FacetRow>(
    db,
    sql`SELECT ${columns.city} AS city, ${columns.propertyType} AS type, ${columns.standardStatus} AS status, ${beds}::int AS beds, ${count}::int AS count
        FROM ${columns} ${condition ? sql`WHERE ${condition}` : sql``}
        GROUP BY 1, 2, 3, 4`,
  );
}

function tallyFacets(rows: FacetRow[]): { facets: SearchFacets; total: number } {
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

type SearchInput = SearchQuery | URLSearchParams | Record<string, unknown>;

interface Extent {
  readonly south: number | null;
  readonly north: number | null;
  readonly west: number | null;
  readonly east: number | null;
  readonly unlocated: boolean;
}

/**
 * Whether a map area holds every listing, as the map's first view and any
 * view zoomed out past the Valley do. Such an area filters nothing, and the
 * search drops it: counted from listings, its tens of thousands of matches
 * took 100–300 ms, while without it the count tables serve. The extent comes
 * from the map coordinates' indexes (a few probes), cached by listings
 * version like the counts; one listing without coordinates, which an area
 * leaves out, keeps every area.
 */
async function coversEveryListing(db: Database, version: number | undefined, bounds: Bounds): Promise<boolean> {
  const computing = async () => {
    const [extent] = await queryRows<Extent>(
      db,
      sql`SELECT (SELECT min(${listings.mapLatitude}) FROM ${listings}) AS south, (SELECT max(${listings.mapLatitude}) FROM ${listings}) AS north,
                 (SELECT min(${listings.mapLongitude}) FROM ${listings}) AS west, (SELECT max(${listings.mapLongitude}) FROM ${listings}) AS east,
                 EXISTS (SELECT 1 FROM ${listings} WHERE ${listings.mapLatitude} IS NULL OR ${listings.mapLongitude} IS NULL) AS unlocated`,
    );
    return extent ?? { south: null, north: null, west: null, east: null, unlocated: true };
  };
  const extent = await (version === undefined ? computing() : cachedByVersion(db, version, "extent", computing));
  const { south, north, west, east, unlocated } = extent;
  if (unlocated || south === null || north === null || west === null || east === null) return false;
  return bounds.south <= south && bounds.north >= north && bounds.west <= west && bounds.east >= east;
}

/**
 * The search's conditions and its count and facets, cached by listings
 * version under its filters alone, so the results, their other pages and
 * sorts, and the map's pins share one count.
 */
async function countedSearch(db: Database, input: SearchInput, options: SearchOptions) {
  const parsed = withinOneKind(parseSearchQuery(input as Record<string, unknown>));
  const [words, version] = await Promise.all([textWords(db, parsed.q), options.cacheCounts === false ? undefined : listingsVersionOf(db)]);
  const query = parsed.bounds && (await coversEveryListing(db, version, parsed.bounds)) ? { ...parsed, bounds: undefined } : parsed;
  const text = words === undefined ? undefined : textCondition(words);
  const where = searchConditions(query, options, text);
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = query;
  const counting = async () => tallyFacets(await facetRows(db, query, options, words, where));
  const counted = await (version === undefined ? counting() : cachedByVersion(db, version, JSON.stringify([options.luxuryMinPrice, filters]), counting));
  // Many matches in the map area: the page walks a sort index, which the area must not draw the planner from.
  const pageWhere = query.bounds && counted.total > FEW_MATCHES ? searchConditions(query, { ...options, boundsUnindexed: true }, text) : where;
  return { query, where, pageWhere, counted };
}

/**
 * Searches listings. Takes a parsed query (see parseSearchQuery) or raw
 * parameters; facets count the whole result, not just the page.
 */
export async function searchListings(db: Database, input: SearchInput, options: SearchOptions = { luxuryMinPrice: getEnv().LUXURY_MIN_PRICE }): Promise<SearchResult> {
  const { query, pageWhere, counted } = await countedSearch(db, input, options);
  const rows = await pageRows(db, query, pageWhere, counted.total);
  return {
    listings: await withPhotos(db, rows),
    total: counted.total,
    facets: counted.facets,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(counted.total / query.pageSize)),
  };
}

/** How many listings a search finds, from the same cached counts as its results. */
export async function countListings(db: Database, input: SearchInput, options: SearchOptions = { luxuryMinPrice: getEnv().LUXURY_MIN_PRICE }): Promise<number> {
  return (await countedSearch(db, input, options)).counted.total;
}

/**
 * The search's matches as map pins: its total, and the first MAX_PINS
 * matches with coordinates in its order, in one query the location index
 * covers. Where the MLS withholds the street address (IDX) the pin stands
 * where the map area finds the listing, rounded to about a kilometre, since
 * exact coordinates would point at the house.
 */
export async function searchPins(db: Database, input: SearchInput, options: SearchOptions = { luxuryMinPrice: getEnv().LUXURY_MIN_PRICE }): Promise<MapPins> {
  const { query, where, counted } = await countedSearch(db, input, options);
  if (counted.total === 0) return { total: 0, pins: [] };
  const rows = await db
    .select({
      key: listings.listingKey,
      lat: listings.mapLatitude,
      lng: listings.mapLongitude,
      price: listings.listPrice,
      type: listings.propertyType,
      frequency: listings.leaseAmountFrequency,
    })
    .from(listings)
    .where(and(where, isNotNull(listings.mapLatitude), isNotNull(listings.mapLongitude)))
    // An area's matches come from the location index and are sorted; the Valley's whole result walks a sort index.
    .orderBy(...orderBy(query, query.bounds !== undefined || counted.total <= FEW_MATCHES))
    .limit(MAX_PINS);
  const pins = rows.flatMap(({ key, lat, lng, price, type, frequency }): MapPin[] => {
    if (lat === null || lng === null) return [];
    return [{ key, lat, lng, price: price > 0 ? price : null, ...pinPeriod({ propertyType: type, leaseAmountFrequency: frequency }) }];
  });
  return { total: counted.total, pins };
}
