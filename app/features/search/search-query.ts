import type { CategoryId } from "./categories";
import { formatBounds, type Bounds } from "./bounds";
import type { CitySlug, CommunitySlug } from "~/lib/cities";
import type { SearchKind, Sort } from "~/lib/listing-terms";
import type { QuickLocation, QuickPriceRange, QuickPropertyType } from "./quick-search";
import type { PropertySubType, PropertyType, PublicStatus } from "~/lib/reso";

export { searchKinds } from "./quick-search";

/** The search results' orders; their type is in app/lib/listing-terms.ts, as the texts' keys. */
export const sorts = ["newest", "price-asc", "price-desc", "size"] as const satisfies readonly Sort[];
export type { SearchKind, Sort };

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE = 100;
export const MAX_PRICE = 1_000_000_000;
export const MAX_ROOMS = 20;
export const MAX_TEXT = 200;
/** The longest "on the market within the last N days" a search takes. */
export const MAX_LISTED_DAYS = 365;

/** Conditions a search or a category applies to listings; every one given must hold. */
export interface SearchFilter {
  /** Free text: address, city, subdivision, ZIP, MLS number, remarks in either language. */
  readonly q?: string;
  /** The quick search's four parameters, with the values the spec gives. */
  readonly location?: Exclude<QuickLocation, "all">;
  readonly priceRange?: Exclude<QuickPriceRange, "all">;
  readonly propertyType?: Exclude<QuickPropertyType, "all">;
  readonly city?: CitySlug;
  readonly community?: CommunitySlug;
  /** Minimum bedrooms. */
  readonly beds?: number;
  /** Minimum bathrooms, a half bath counting as half: a whole or half number (2, 2.5; ADR 0122). */
  readonly baths?: number;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** Without it only on-market listings show (Active, ActiveUnderContract, Pending, ComingSoon). */
  readonly status?: readonly PublicStatus[];
  readonly type?: readonly PropertyType[];
  readonly subType?: readonly PropertySubType[];
  readonly newConstruction?: boolean;
  /** OtherStructures includes GuestHouse. */
  readonly casita?: boolean;
  /** PoolPrivateYN: a pool of its own. */
  readonly pool?: boolean;
  readonly refrigerated?: boolean;
  /** ListPrice at or above the configured luxury threshold. */
  readonly luxury?: boolean;
  /** The map's area: only listings with coordinates inside it (ADR 0116). */
  readonly bounds?: Bounds;
  /** buy: homes and land for sale; rent: residential leases; commercial: commercial sale and lease. */
  readonly kind?: SearchKind;
  /** On the market within the last this many days, by the Valley's calendar. */
  readonly listed?: number;
  /** The cards' "Price reduced": a lower price set within the last 30 days (ADR 0110). */
  readonly priceReduced?: boolean;
  /** An open house still to come. */
  readonly openHouse?: boolean;
  /** The agent's picks for the home page. */
  readonly featured?: boolean;
  /** Not in a FEMA Special Flood Hazard Area (zones A and V, ADR 0124); a listing whose zone isn't known yet stays in. */
  readonly outsideFloodZone?: boolean;
  /** Rentals that take pets (ADR 0123): any PetsAllowed value but No and Call. */
  readonly pets?: boolean;
  /** Rentals furnished, partly or on request. */
  readonly furnished?: boolean;
  /** Rentals free by this Valley day ("YYYY-MM-DD"): their AvailabilityDate is on or before it, or they say none. */
  readonly availableBy?: string;
}

export interface SearchQuery extends SearchFilter {
  /** A category page's saved query, applied together with the other parameters. */
  readonly category?: CategoryId;
  readonly sort: Sort;
  readonly page: number;
  readonly pageSize: number;
}

/** The URL parameters for a search, leaving out defaults; the inverse of parseSearchQuery. */
export function searchQueryToParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === "sort" && value === "newest") continue;
    if (key === "page" && value === 1) continue;
    if (key === "pageSize" && value === DEFAULT_PAGE_SIZE) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (key === "bounds") {
      params.set(key, formatBounds(value as Bounds));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}
