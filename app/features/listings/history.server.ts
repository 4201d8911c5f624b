import { and, asc, eq, isNull } from "drizzle-orm";
import { listingHistory, type ListingHistoryRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";

/** A listing's price and status history, oldest first, without the changes the agent undid (ADR 0420). */
export function historyOf(db: Database, listingKey: string): Promise<ListingHistoryRow[]> {
  return db.select().from(listingHistory).where(and(eq(listingHistory.listingKey, listingKey), isNull(listingHistory.revertedAt))).orderBy(asc(listingHistory.at), asc(listingHistory.id));
}
