import { and, inArray } from "drizzle-orm";
import { z } from "zod";
import { listings } from "~/db/schema";
import { visibilityOf } from "~/features/listings/price-history";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import type { ListingSummary } from "~/features/listings/summary";
import { publicStatuses } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import { isListingKey, RECENTLY_VIEWED_MAX } from "./store";

/** The keys a browser asks about: listing keys, at most the list's maximum, repeats dropped. */
export const recentlyViewedKeysSchema = z
  .array(z.string().refine(isListingKey))
  .max(RECENTLY_VIEWED_MAX)
  .transform((keys) => [...new Set(keys)]);

/**
 * Fresh cards for the keys a browser keeps, in the order given (newest view
 * first): listings still on the market, and the agent's own sold ones while
 * their page still shows them (ADR 0110). Drafts, unknown keys and listings
 * whose page is gone are left out, so a card never leads to a 404 or 410.
 */
export async function recentlyViewedListings(db: Database, keys: readonly string[], now = new Date()): Promise<ListingSummary[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, closeDate: listings.closeDate })
    .from(listings)
    .where(and(inArray(listings.listingKey, [...keys]), inArray(listings.standardStatus, [...publicStatuses])));
  const shown = rows.filter((row) => {
    const visibility = visibilityOf(row, now);
    return visibility === "live" || visibility === "sold";
  });
  const order = new Map(keys.map((key, index) => [key, index]));
  shown.sort((a, b) => (order.get(a.listingKey) ?? 0) - (order.get(b.listingKey) ?? 0));
  return withPhotos(db, shown.map(({ closeDate: _closeDate, ...row }) => row), now);
}
