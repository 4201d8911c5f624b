import type { CitySlug } from "./cities";
import type { PropertyType } from "./reso";

// The market report's shape (ADR 0201): computed by features/market, drawn by components/market and components/city.

export interface MarketFigures {
  /** Listings on the market: active, under contract, pending or coming soon. */
  readonly onMarket: number;
  /** Of those, the ones that came on the market in the last NEW_LISTING_DAYS days. */
  readonly newListings: number;
  /** Median list price in whole dollars (for lease types, the monthly rent); null with no listing. */
  readonly medianPrice: number | null;
  /** Median list price per square foot of living or building area; null for lease types and without areas. */
  readonly medianPricePerSqft: number | null;
  /** Median whole days since the listings came on the market. */
  readonly medianDaysOnMarket: number | null;
}

export interface CityMarket extends MarketFigures {
  readonly city: CitySlug;
  /** Monthly rentals (ResidentialLease) on the market in the city, and their lowest and highest rent. */
  readonly rentals: number;
  readonly rentMin: number | null;
  readonly rentMax: number | null;
}

export interface TypeMarket extends MarketFigures {
  readonly type: PropertyType;
}

export interface MarketReport {
  /** Homes for sale, wherever they are: the category page's count. */
  readonly homes: MarketFigures;
  /** Homes for sale, city by city, in the site's city order. */
  readonly byCity: readonly CityMarket[];
  /** Every property type with at least one listing on the market, in RESO order. */
  readonly byType: readonly TypeMarket[];
  /** The day the figures were computed for (YYYY-MM-DD, the database's current date). */
  readonly asOf: string;
}
