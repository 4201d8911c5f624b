import { asc, count, inArray } from "drizzle-orm";
import { listings } from "../../db/schema";
import { onMarketStatuses } from "../../lib/reso";
import type { Database } from "../db/connect.server";

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
export function activeListingAddresses(db: Database, part = 1, perFile = LISTINGS_PER_SITEMAP) {
  return db
    .select({
      listingKey: listings.listingKey,
      unparsedAddress: listings.unparsedAddress,
      // The slug leaves the street out where the MLS withholds it (IDX).
      internetAddressDisplayYN: listings.internetAddressDisplayYN,
      city: listings.city,
      stateOrProvince: listings.stateOrProvince,
      postalCode: listings.postalCode,
      modificationTimestamp: listings.modificationTimestamp,
    })
    .from(listings)
    .where(onMarket())
    .orderBy(asc(listings.listingKey))
    .limit(perFile)
    .offset((part - 1) * perFile);
}
