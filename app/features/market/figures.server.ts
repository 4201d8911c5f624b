import { and, eq, sql, type SQL } from "drizzle-orm";
import { listings } from "~/db/schema";
import { categoryFilter } from "~/features/search/categories";
import { defaultStatusCondition, filterConditions } from "~/features/search/conditions.server";
import { cities, citySlugs, type CitySlug } from "~/lib/cities";
import { isLeaseType, propertyTypes, type PropertyType } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import type { CityMarket, MarketFigures, MarketReport, TypeMarket } from "~/lib/market";

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
