import { asc, eq } from "drizzle-orm";
import { listingHistory, type ListingHistoryRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";

/** A listing's price and status history, oldest first. */
export function historyOf(db: Database, listingKey: string): Promise<ListingHistoryRow[]> {
  return db.select().from(listingHistory).where(eq(listingHistory.listingKey, listingKey)).orderBy(asc(listingHistory.at), asc(listingHistory.id));
}
