import { and, eq, inArray } from "drizzle-orm";
import { listingHistory, listings, mlsSyncState } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { logWarn } from "~/server/log.server";
import type { ResoClient } from "./client.server";
import { fieldKeyset } from "./keyset";
import { displayableStatuses, MLS_SOURCE, PROPERTY_RESOURCE } from "./model";

/** Key reconciliation runs after a full import and then at most once a day: it reads the whole feed's keys. */
export const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000;
/** Keys asked for per request of the reconciliation (a server may give fewer: the keyset asks on from the last). */
const KEY_PAGE = 1_000;
const CHUNK = 200;

/**
 * Every key the feed has (within RESO_FILTER), read by ListingKey keyset;
 * the MLS listings on the site
 * whose key is no longer among them go off the market (Delete: 410, out of
 * search, sitemaps and alerts), with a status entry in their history. The
 * key scan finishes before anything changes, so a scan cut short removes
 * nothing; an empty feed removes nothing either (an MLS answering nothing
 * is far likelier an outage than every listing gone at once).
 */
export async function reconcileKeys(db: Database, client: ResoClient, filter: string | null, now: Date): Promise<{ removed: number; feedSize: number }> {
  const seen = new Set<string>();
  let counted: number | null = null;
  for await (const page of client.pages("Property", { select: ["ListingKey"], orderby: "ListingKey", top: KEY_PAGE, count: true }, fieldKeyset("ListingKey", filter))) {
    counted ??= page.total ?? null;
    for (const record of page.records) {
      const key = (record as { ListingKey?: unknown })?.ListingKey;
      if (typeof key === "string") seen.add(key);
    }
  }
  if (seen.size === 0) {
    logWarn({ msg: "mls reconciliation skipped: the feed listed no keys" });
    return { removed: 0, feedSize: 0 };
  }
  const shown = await db
    .select({ listingKey: listings.listingKey, price: listings.listPrice })
    .from(listings)
    .where(and(eq(listings.originatingSystemName, MLS_SOURCE), inArray(listings.standardStatus, [...displayableStatuses])));
  const gone = shown.filter((row) => !seen.has(row.listingKey));
  // A scan the server did not vouch for (no @odata.count, or fewer keys than it counted) that would take more than
  // half the feed's listings off the site removes nothing and says so: a paging fault must not empty the site.
  const vouched = counted !== null && seen.size >= counted;
  if (!vouched && gone.length > Math.max(10, shown.length / 2)) {
    logWarn({ msg: "mls reconciliation held back: the key scan looks incomplete", seen: seen.size, counted, wouldRemove: gone.length, shown: shown.length });
    gone.length = 0;
  }
  for (let index = 0; index < gone.length; index += CHUNK) {
    const rows = gone.slice(index, index + CHUNK);
    await db.transaction(async (tx) => {
      await tx
        .update(listings)
        .set({ standardStatus: "Delete", modificationTimestamp: now })
        .where(and(inArray(listings.listingKey, rows.map((row) => row.listingKey)), eq(listings.originatingSystemName, MLS_SOURCE)));
      await tx.insert(listingHistory).values(rows.map((row) => ({ listingKey: row.listingKey, at: now, event: "status" as const, status: "Delete", price: row.price })));
    });
  }
  await db.update(mlsSyncState).set({ lastReconciledAt: now, feedSize: seen.size }).where(eq(mlsSyncState.resource, PROPERTY_RESOURCE));
  return { removed: gone.length, feedSize: seen.size };
}
