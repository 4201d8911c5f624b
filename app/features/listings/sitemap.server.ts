import { asc, count, inArray } from "drizzle-orm";
import { listings } from "~/db/schema";
import { onMarketStatuses } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import { addressColumns, visitorAddress } from "./address.server";

/**
 * Listings per sitemap file. Each has a URL per language, and a sitemap may
 * hold 50,000 URLs: 20,000 listings leave room for the pages and articles
 * that share the first file.
 */
export const LISTINGS_PER_SITEMAP = 20_000;

const onMarket = () => inArray(listings.standardStatus, [...onMarketStatuses]);

/** How many sitemap files the listings need: /sitemap.xml holds the first part, /sitemaps/listings-N.xml the others. */
export async function listingSitemapCount(db: Database, perFile = LISTINGS_PER_SITEMAP): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(onMarket());
  return Math.max(1, Math.ceil((row?.n ?? 0) / perFile));
}

/** The fields of the property URLs in sitemap part `part` (1-based), and when each listing last changed. */
export async function activeListingAddresses(db: Database, part = 1, perFile = LISTINGS_PER_SITEMAP) {
  const rows = await db
    .select({ ...addressColumns, modificationTimestamp: listings.modificationTimestamp })
    .from(listings)
    .where(onMarket())
    .orderBy(asc(listings.listingKey))
    .limit(perFile)
    .offset((part - 1) * perFile);
  // The slug leaves the street out where the MLS withholds it (IDX); blanked here too, like every visitor read.
  return rows.map(visitorAddress);
}
