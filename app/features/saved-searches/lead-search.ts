import { z } from "zod";
import { cityByName, citySlugs, type CitySlug } from "~/lib/cities";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import { propertyTypes, type PropertyType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import { kindOfTypes } from "~/features/search/kinds";
import { parseSearchQuery } from "~/features/search/search-parse";
import { MAX_PRICE, MAX_ROOMS, searchKinds, searchQueryToParams, type SearchKind, type SearchQuery } from "~/features/search/search-query";
import { searchName } from "./search-name";

/**
 * A search the agent sets up for a lead (ADR 0429): the few filters she picks on the lead's page,
 * kept as the search page's own query string, so the alert job and the "See all matches" link read
 * it like any saved search.
 */
export interface LeadSearchFilters {
  readonly city?: CitySlug;
  readonly kind: SearchKind;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly beds?: number;
}

/** What the lead's timeline says of a search: set up, changed, stopped or resumed by her, or turned off by the lead from the mail. */
export const leadSearchActions = ["set", "changed", "stopped", "resumed", "unsubscribed"] as const;
export type LeadSearchAction = (typeof leadSearchActions)[number];

/** How often a lead's search mails; stopping it is its own button. */
export const leadSearchFrequencies = ["instant", "daily"] as const;

const blank = (value: unknown) => (value === "" ? undefined : value);
const amount = z.preprocess(blank, z.coerce.number({ error: "number" }).int("number").min(0, "number").max(MAX_PRICE, "number").optional());

/** The form's fields, the same rules for the browser's hints and the server. */
export const leadSearchSchema = z
  .object({
    name: z.string().trim().min(1, "required").max(MAX_SEARCH_NAME, "tooLong"),
    city: z.preprocess(blank, z.enum(citySlugs, { error: "choice" }).optional()),
    kind: z.enum(searchKinds, { error: "choice" }),
    minPrice: amount,
    maxPrice: amount,
    beds: z.preprocess(blank, z.coerce.number({ error: "number" }).int("number").min(1, "number").max(MAX_ROOMS, "number").optional()),
    frequency: z.enum(leadSearchFrequencies, { error: "choice" }),
  })
  .refine((value) => value.minPrice === undefined || value.maxPrice === undefined || value.minPrice <= value.maxPrice, { path: ["maxPrice"], message: "priceOrder" });

export type LeadSearchInput = z.output<typeof leadSearchSchema>;
export type LeadSearchField = keyof LeadSearchInput;

/** The filters as the search page's query string. */
export function filtersToQuery(filters: LeadSearchFilters): string {
  const { city, kind, minPrice, maxPrice, beds } = filters;
  return searchQueryToParams({ city, kind, minPrice, maxPrice, beds }).toString();
}

/** A stored search's filters, for its edit form; what the form has no field for is dropped when it is saved again. */
export function filtersOfQuery(query: string): LeadSearchFilters {
  const parsed = parseSearchQuery(new URLSearchParams(query));
  return { city: parsed.city, kind: parsed.kind ?? "buy", minPrice: parsed.minPrice, maxPrice: parsed.maxPrice, beds: parsed.beds };
}

/** The search's default name in the lead's language, as the mail shows it: the filters in words. */
export function leadSearchName(filters: LeadSearchFilters, lang: Lang): string {
  return searchName({ ...filters, sort: "newest", page: 1, pageSize: 24 } satisfies SearchQuery, lang);
}

export interface SeedListing {
  readonly city: string;
  readonly propertyType: string | null;
  readonly listPrice: number | null;
  readonly bedroomsTotal: number | null;
}

/** A round step for a price: $10,000 around $250,000, $100 around a $1,500 rent. */
function step(price: number): number {
  return 10 ** Math.max(0, Math.floor(Math.log10(price)) - 1);
}

/** Below and above the listings' prices by a sixth, rounded: a band a buyer of these would still look in. */
const BAND = 1 / 6;

/**
 * The filters a lead's own request suggests: the listing they asked about, or the listings they
 * favorited. The city when they all share one, the kind when they agree, a price band around
 * theirs, and the fewest bedrooms among them. Without a listing, homes for sale anywhere.
 */
export function seedFilters(listings: readonly SeedListing[]): LeadSearchFilters {
  const cities = new Set(listings.map((listing) => cityByName(listing.city)?.slug));
  const city = cities.size === 1 ? [...cities][0] : undefined;
  const types = listings.map((listing) => listing.propertyType).filter((type): type is PropertyType => (propertyTypes as readonly unknown[]).includes(type));
  const kind = kindOfTypes(types.length === listings.length ? types : undefined) ?? "buy";
  const prices = listings.map((listing) => listing.listPrice).filter((price): price is number => price !== null && price > 0);
  const low = prices.length ? Math.min(...prices) * (1 - BAND) : undefined;
  const high = prices.length ? Math.max(...prices) * (1 + BAND) : undefined;
  const beds = listings.map((listing) => listing.bedroomsTotal).filter((count): count is number => count !== null && count > 0);
  return {
    ...(city ? { city } : {}),
    kind,
    ...(low !== undefined ? { minPrice: Math.floor(low / step(low)) * step(low) } : {}),
    ...(high !== undefined ? { maxPrice: Math.ceil(high / step(high)) * step(high) } : {}),
    ...(beds.length === listings.length && beds.length > 0 ? { beds: Math.min(...beds) } : {}),
  };
}
