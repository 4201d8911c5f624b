import type { CitySlug } from "~/lib/cities";
import type { SearchQuery } from "./search-query";
import { activeFilters, withoutFilter, type ActiveFilter } from "./search-url";
import { nearbySearches, widerPrice } from "./suggestions";

/** A search to offer instead of one that found nothing. */
export interface LooserSearch {
  /** Names it between the server, which counts it, and the empty state, which offers it. */
  readonly id: string;
  readonly query: SearchQuery;
  readonly wider?: true;
  readonly without?: ActiveFilter;
  readonly city?: CitySlug;
}

/** The nearest searches to one without results: a wider price, each filter dropped, the closest cities. */
export function looserSearches(query: SearchQuery): LooserSearch[] {
  const wider = widerPrice(query);
  return [
    ...(wider ? [{ id: "price", query: wider, wider: true as const }] : []),
    ...activeFilters(query).map((filter) => ({ id: `drop:${filter.key}=${String(filter.value)}`, query: withoutFilter(query, filter), without: filter })),
    ...nearbySearches(query).map(({ city, query: nearby }) => ({ id: `city:${city}`, query: nearby, city })),
  ];
}
