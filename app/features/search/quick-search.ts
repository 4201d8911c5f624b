import type { CitySlug } from "~/lib/cities";
import type { SearchKind } from "~/lib/listing-terms";
/**
 * The quick-search form's options and parameter rules as the original spec gives them, with every
 * city the site covers (issue 53). The cities are written out, in cities.ts's order, rather than read
 * from it: this module travels with every page that links to a search, the cities' table does not
 * (quick-search.test.ts holds the two equal).
 */
export const quickSearchOptions = {
  location: ["all", "mcallen", "mission", "pharr", "edinburg", "weslaco", "san-juan", "alamo", "donna"] as const satisfies ReadonlyArray<"all" | CitySlug>,
  priceRange: ["all", "under-300k", "300k-500k", "500k-plus"],
  propertyType: ["all", "single-family", "condo", "commercial", "land"],
} as const;

/** Buy, Rent or Commercial (ADR 0118), in the switch's order; their type is in app/lib/listing-terms.ts, as the texts' keys. */
export const searchKinds = ["buy", "rent", "commercial"] as const satisfies readonly SearchKind[];
export type { SearchKind };

export type QuickLocation = (typeof quickSearchOptions.location)[number];
export type QuickPriceRange = (typeof quickSearchOptions.priceRange)[number];
export type QuickPropertyType = (typeof quickSearchOptions.propertyType)[number];

export interface QuickSearchInput {
  q?: string | null;
  location?: string | null;
  priceRange?: string | null;
  propertyType?: string | null;
  kind?: string | null;
}

const selectKeys = ["location", "priceRange", "propertyType"] as const;

/**
 * The text is trimmed and sent as q only when non-empty; location, priceRange,
 * propertyType and kind only when chosen and not "all". Values outside the
 * options are dropped as well, so the search page never sees them.
 */
export function quickSearchParams(input: QuickSearchInput): URLSearchParams {
  const params = new URLSearchParams();
  const q = input.q?.trim();
  if (q) params.set("q", q);
  for (const key of selectKeys) {
    const value = input[key];
    const allowed: readonly string[] = quickSearchOptions[key];
    if (value && value !== "all" && allowed.includes(value)) params.set(key, value);
  }
  if ((searchKinds as readonly unknown[]).includes(input.kind)) params.set("kind", input.kind as SearchKind);
  return params;
}

/** The quick-search fields read back from a URL, "all" where absent; the kind is the search's own parameter. */
export function readQuickSearch(params: URLSearchParams): Required<{ [K in Exclude<keyof QuickSearchInput, "kind">]: string }> {
  const cleaned = quickSearchParams({
    q: params.get("q"),
    location: params.get("location"),
    priceRange: params.get("priceRange"),
    propertyType: params.get("propertyType"),
  });
  return {
    q: cleaned.get("q") ?? "",
    location: cleaned.get("location") ?? "all",
    priceRange: cleaned.get("priceRange") ?? "all",
    propertyType: cleaned.get("propertyType") ?? "all",
  };
}
