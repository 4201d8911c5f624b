import { and, asc, gt, inArray } from "drizzle-orm";
import { openHouses, type OpenHouseRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";

/** Open houses that have not ended, soonest first, for the given listings. */
export async function upcomingOpenHouses(db: Database, listingKeys: readonly string[], now = new Date()): Promise<OpenHouseRow[]> {
  if (listingKeys.length === 0) return [];
  return db
    .select()
    .from(openHouses)
    .where(and(inArray(openHouses.listingKey, [...listingKeys]), gt(openHouses.endsAt, now)))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id));
}
