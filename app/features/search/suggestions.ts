import { cities, cityList, communities, type CitySlug } from "~/lib/cities";
import { categoryFilter } from "./categories";
import type { SearchQuery } from "./search-query";

// Searches to try instead of one with no results, and the city a search is in: the empty state
// (an island) and the saved search's name need them, not the search-url module every listing page loads.

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
