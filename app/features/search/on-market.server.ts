import { inArray } from "drizzle-orm";
import { listings } from "~/db/schema";
import { onMarketStatuses } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";

/**
 * Whether any listing is on the market at all: a search that finds nothing on a
 * site with none says "nothing listed yet" rather than offering looser filters
 * that would find nothing either. One index probe, asked only when a search is empty.
 */
export async function anyListingOnMarket(db: Database): Promise<boolean> {
  const [row] = await db.select({ key: listings.listingKey }).from(listings).where(inArray(listings.standardStatus, [...onMarketStatuses])).limit(1);
  return row !== undefined;
}
