import { and, eq, sql, type SQL } from "drizzle-orm";
import { listings } from "../../db/schema";
import { categoryFilter } from "~/features/search/categories";
import { defaultStatusCondition, filterConditions } from "~/features/search/conditions.server";
import { cities, citySlugs, type CitySlug } from "../../lib/cities";
import { isLeaseType, propertyTypes, type PropertyType } from "../../lib/reso";
import type { Database } from "../db/connect.server";

/** "New listings" are those that came on the market within this many days. */
export const NEW_LISTING_DAYS = 30;

/**
 * "Homes for sale" (ADR 0203): the residential-for-sale category's saved query, status included, built by
 * the same search code that counts the category page, so the page, the market card and its chart agree.
 */
const homesForSaleFilter = categoryFilter("residential-for-sale");
/** The property types whose prices are sale prices of homes. */
export const homeSaleTypes = homesForSaleFilter.type as readonly PropertyType[];
// The category has no luxury bound, so the threshold it would compare against is never read.
const homesForSale = and(defaultStatusCondition([homesForSaleFilter]), ...(filterConditions(homesForSaleFilter, { luxuryMinPrice: Number.POSITIVE_INFINITY }) ?? []));
/** Every listing a visitor can find on the market (search's default statuses), of whatever type. */
const onMarket = defaultStatusCondition([]);

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

const area = sql`coalesce(${listings.livingArea}, ${listings.buildingAreaTotal})`;
const days = sql`(current_date - ${listings.onMarketDate})`;
const median = (expression: SQL, filter?: SQL) =>
  sql<number | null>`(percentile_cont(0.5) within group (order by ${expression})${filter ? sql` filter (where ${filter})` : sql``})::float8`;

/** The five figures over whatever rows the query groups. */
function figureColumns() {
  return {
    onMarket: sql<number>`count(*)::int`,
    newListings: sql<number>`(count(*) filter (where ${listings.onMarketDate} between current_date - ${NEW_LISTING_DAYS}::int and current_date))::int`,
    medianPrice: median(sql`${listings.listPrice}`),
    medianPricePerSqft: median(
      sql`${listings.listPrice}::float8 / ${area}`,
      sql`${area} > 0 and ${listings.propertyType} not in ('ResidentialLease', 'CommercialLease')`,
    ),
    medianDaysOnMarket: median(days, sql`${listings.onMarketDate} <= current_date`),
  };
}

const rounded = (value: number | null | undefined, digits = 0): number | null => {
  if (value === null || value === undefined) return null;
  const factor = 10 ** digits;
  return Math.round(Number(value) * factor) / factor;
};

function toFigures(row: { onMarket: number; newListings: number; medianPrice: number | null; medianPricePerSqft: number | null; medianDaysOnMarket: number | null }): MarketFigures {
  return {
    onMarket: Number(row.onMarket),
    newListings: Number(row.newListings),
    medianPrice: rounded(row.medianPrice),
    medianPricePerSqft: rounded(row.medianPricePerSqft),
    medianDaysOnMarket: rounded(row.medianDaysOnMarket),
  };
}

const empty: MarketFigures = { onMarket: 0, newListings: 0, medianPrice: null, medianPricePerSqft: null, medianDaysOnMarket: null };

/**
 * The market figures, computed from the listings now in the database. City
 * names are matched without regard to case (as search does), so a feed that
 * writes "MCALLEN" still counts; the Valley's total also counts homes outside
 * the eight cities, as the category page does.
 */
export async function computeMarketReport(db: Database): Promise<MarketReport> {
  const cityKey = sql<string>`lower(${listings.city})`;
  const [homesRows, cityRows, rentRows, typeRows] = await Promise.all([
    db.select({ today: sql<string>`current_date::text`, ...figureColumns() }).from(listings).where(homesForSale),
    db.select({ city: cityKey, ...figureColumns() }).from(listings).where(homesForSale).groupBy(cityKey),
    db
      .select({ city: cityKey, rentals: sql<number>`count(*)::int`, rentMin: sql<number | null>`min(${listings.listPrice})`, rentMax: sql<number | null>`max(${listings.listPrice})` })
      .from(listings)
      .where(and(onMarket, eq(listings.propertyType, "ResidentialLease"), eq(listings.leaseAmountFrequency, "Monthly")))
      .groupBy(cityKey),
    db.select({ type: listings.propertyType, ...figureColumns() }).from(listings).where(onMarket).groupBy(listings.propertyType),
  ]);
  const byCityKey = new Map(cityRows.map((row) => [row.city, row]));
  const rentByCityKey = new Map(rentRows.map((row) => [row.city, row]));
  const byCity = citySlugs.map((slug): CityMarket => {
    const row = byCityKey.get(cityNameKey(slug));
    const rent = rentByCityKey.get(cityNameKey(slug));
    return {
      city: slug,
      ...(row ? toFigures(row) : empty),
      rentals: Number(rent?.rentals ?? 0),
      rentMin: rounded(rent?.rentMin),
      rentMax: rounded(rent?.rentMax),
    };
  });
  const typeByName = new Map(typeRows.map((row) => [row.type, row]));
  const byType = propertyTypes.flatMap((type): TypeMarket[] => {
    const row = typeByName.get(type);
    return row ? [{ type, ...toFigures(row), ...(isLeaseType(type) ? { medianPricePerSqft: null } : {}) }] : [];
  });
  const homesRow = homesRows[0];
  return { homes: homesRow ? toFigures(homesRow) : empty, byCity, byType, asOf: homesRow?.today ?? "" };
}

/** The lowercased RESO City value of one of the eight cities. */
function cityNameKey(slug: CitySlug): string {
  return cities[slug].name.toLowerCase();
}
