import { categoryFilter } from "./categories";
import { formatBounds } from "~/features/map/bounds";
import { cities, cityList, communities, type CitySlug } from "~/lib/cities";
import { pagePath, type Lang } from "~/lib/routes";
import { searchQueryToParams, type SearchQuery } from "./search-query";

/** The parameters that narrow a search, in the order the active-filter chips show them. */
export const filterKeys = [
  "q",
  "bounds",
  "kind",
  "category",
  "location",
  "city",
  "community",
  "propertyType",
  "type",
  "subType",
  "priceRange",
  "minPrice",
  "maxPrice",
  "beds",
  "baths",
  "status",
  "newConstruction",
  "casita",
  "refrigerated",
  "luxury",
  "listed",
  "priceReduced",
  "openHouse",
  "featured",
] as const satisfies ReadonlyArray<keyof SearchQuery>;
export type FilterKey = (typeof filterKeys)[number];

/** One removable condition: a single parameter, or one value of a list parameter. */
export interface ActiveFilter {
  readonly key: FilterKey;
  readonly value: string | number | boolean;
}

export function activeFilters(query: SearchQuery): ActiveFilter[] {
  return filterKeys.flatMap((key): ActiveFilter[] => {
    // The map area is one chip, its value the URL's text of it.
    const value: unknown = key === "bounds" ? query.bounds && formatBounds(query.bounds) : query[key];
    if (Array.isArray(value)) return value.map((item: string) => ({ key, value: item }));
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? [{ key, value }] : [];
  });
}

/** The same search without one filter (or one value of a list), back on the first page. */
export function withoutFilter(query: SearchQuery, filter: ActiveFilter): SearchQuery {
  const current: unknown = query[filter.key];
  const rest = Array.isArray(current) ? current.filter((item) => item !== filter.value) : [];
  return { ...query, [filter.key]: rest.length > 0 ? rest : undefined, page: 1 };
}

/** Only the sort, page size and page left: every filter dropped. */
export function withoutFilters(query: SearchQuery): SearchQuery {
  return { sort: query.sort, page: 1, pageSize: query.pageSize };
}

export function searchHref(lang: Lang, query: Partial<SearchQuery>): string {
  const params = searchQueryToParams(query).toString();
  return params ? `${pagePath("search", lang)}?${params}` : pagePath("search", lang);
}

/** The first and last page, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= last) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? [null, page] : [page]));
}

const roundTo = (value: number, step: number, round: (value: number) => number) => round(value / step) * step;

/**
 * A quarter more room at each end of the price, to the nearest hundred for
 * rents and thousand for prices; the bands of the quick search are dropped.
 * Undefined when the search has no price condition.
 */
export function widerPrice(query: SearchQuery): SearchQuery | undefined {
  const { minPrice, maxPrice, priceRange } = query;
  if (minPrice === undefined && maxPrice === undefined && priceRange === undefined) return undefined;
  const step = (maxPrice ?? minPrice ?? 0) < 20_000 ? 100 : 1_000;
  const min = minPrice === undefined ? undefined : roundTo(minPrice * 0.75, step, Math.floor);
  const max = maxPrice === undefined ? undefined : roundTo(maxPrice * 1.25, step, Math.ceil);
  return { ...query, priceRange: undefined, minPrice: min || undefined, maxPrice: max, page: 1 };
}

function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));
}

/** The city a search is limited to, by parameter, community or category; undefined when it covers the Valley. */
export function searchCity(query: SearchQuery): CitySlug | undefined {
  const category = query.category ? categoryFilter(query.category) : undefined;
  const community = query.community ?? (category && "community" in category ? category.community : undefined);
  return query.city ?? query.location ?? (category && "city" in category ? category.city : undefined) ?? (community ? communities[community].city : undefined);
}

/**
 * The same search in the closest other cities. A category tied to a place
 * gives way to its property types, so the suggestion really moves.
 */
export function nearbySearches(query: SearchQuery, count = 3): Array<{ city: CitySlug; query: SearchQuery }> {
  const city = searchCity(query);
  if (!city) return [];
  const category = query.category ? categoryFilter(query.category) : undefined;
  const pinned = category !== undefined && ("city" in category || "community" in category);
  const base: SearchQuery = pinned
    ? { ...query, category: undefined, type: query.type ?? category.type }
    : query;
  const from = cities[city].center;
  return cityList
    .filter((other) => other.slug !== city)
    .sort((a, b) => distance(a.center, from) - distance(b.center, from))
    .slice(0, count)
    .map((other) => ({ city: other.slug, query: { ...base, city: other.slug, location: undefined, community: undefined, page: 1 } }));
}

/** What the filter form's text fields and selects show for a search; the quick search's location fills the city. */
export function filterFormValues(query: SearchQuery): Record<"q" | "city" | "priceRange" | "minPrice" | "maxPrice" | "beds" | "baths" | "propertyType", string> {
  return {
    q: query.q ?? "",
    city: query.city ?? query.location ?? "",
    priceRange: query.priceRange ?? "",
    minPrice: query.minPrice?.toString() ?? "",
    maxPrice: query.maxPrice?.toString() ?? "",
    beds: query.beds?.toString() ?? "",
    baths: query.baths?.toString() ?? "",
    propertyType: query.propertyType ?? "",
  };
}
