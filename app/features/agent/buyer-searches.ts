import { communities, type CitySlug } from "~/lib/cities";
import { kindOfTypes } from "~/features/search/kinds";
import { parseSearchQuery } from "~/features/search/search-parse";
import type { SearchKind } from "~/features/search/search-query";

/** The price bands buyers' searches are counted in: the quick search's own, with rents apart (a monthly rent is no sale price). */
export const priceBands = ["under-300k", "300k-500k", "500k-plus", "rent", "any"] as const;
export type PriceBand = (typeof priceBands)[number];

/** A saved search in the three ways the dashboard counts them; "any" where the buyer left it open. */
export interface SearchShape {
  readonly city: CitySlug | "any";
  readonly price: PriceBand;
  readonly kind: SearchKind | "any";
}

export interface Tally<K extends string> {
  readonly key: K;
  readonly count: number;
}

export interface BuyerSearches {
  readonly total: number;
  readonly byCity: readonly Tally<SearchShape["city"]>[];
  readonly byPrice: readonly Tally<PriceBand>[];
  readonly byKind: readonly Tally<SearchShape["kind"]>[];
}

const THOUSAND = 1_000;
const propertyTypeKind: Record<string, SearchKind> = { "single-family": "buy", condo: "buy", land: "buy", commercial: "commercial" };

/** The band of a sale search: by the top of what the buyer can pay, or the bottom when they gave only that. */
function saleBand(minPrice: number | undefined, maxPrice: number | undefined): PriceBand {
  const price = maxPrice ?? minPrice;
  if (price === undefined) return "any";
  if (price <= 300 * THOUSAND) return "under-300k";
  return price <= 500 * THOUSAND ? "300k-500k" : "500k-plus";
}

/** A saved search's stored query string read with the search's own parser, as its alerts read it. */
export function searchShape(queryString: string): SearchShape {
  const query = parseSearchQuery(new URLSearchParams(queryString));
  const kind = query.kind ?? kindOfTypes(query.type) ?? (query.propertyType ? propertyTypeKind[query.propertyType] : undefined) ?? "any";
  const city = query.city ?? query.location ?? (query.community ? communities[query.community].city : undefined) ?? "any";
  const price = query.priceRange ?? (kind === "rent" && (query.minPrice !== undefined || query.maxPrice !== undefined) ? "rent" : saleBand(query.minPrice, query.maxPrice));
  return { city, price, kind };
}

function tally<K extends string>(keys: readonly (readonly [K, number])[]): Tally<K>[] {
  const counts = new Map<K, number>();
  for (const [key, count] of keys) counts.set(key, (counts.get(key) ?? 0) + count);
  // Most searched first; what buyers left open ("any") last, as it says least about what they want.
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => Number(a.key === "any") - Number(b.key === "any") || b.count - a.count || a.key.localeCompare(b.key));
}

/** What buyers search, from their saved searches' query strings, each with how many searches have it (each string is parsed once). */
export function buyerSearches(queries: readonly { readonly query: string; readonly count: number }[]): BuyerSearches {
  const shapes = queries.map(({ query, count }) => ({ shape: searchShape(query), count }));
  return {
    total: shapes.reduce((sum, { count }) => sum + count, 0),
    byCity: tally(shapes.map(({ shape, count }) => [shape.city, count] as const)),
    byPrice: tally(shapes.map(({ shape, count }) => [shape.price, count] as const)),
    byKind: tally(shapes.map(({ shape, count }) => [shape.kind, count] as const)),
  };
}
