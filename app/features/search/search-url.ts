import { formatBounds } from "./bounds";
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
  "pool",
  "refrigerated",
  "luxury",
  "listed",
  "priceReduced",
  "openHouse",
  "featured",
  "outsideFloodZone",
  "pets",
  "furnished",
  "availableBy",
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

/** What the filter form's text fields and selects show for a search; the quick search's location fills the city. */
export function filterFormValues(query: SearchQuery): Record<"q" | "city" | "priceRange" | "minPrice" | "maxPrice" | "beds" | "baths" | "propertyType" | "availableBy", string> {
  return {
    availableBy: query.availableBy ?? "",
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
