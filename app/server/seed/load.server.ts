import { sql } from "drizzle-orm";
import { listingFacetCounts, listingHistory, listings, listingWordCounts, media } from "../../db/schema";
import type { Database } from "../db/connect.server";
import { loadingListings } from "~/server/db/bulk-load.server";
import { generateListings, type GeneratedListing, type GenerateOptions } from "./generate";

// PostgreSQL allows 65,535 bind parameters per statement; a listing row has about 40.
const LISTING_BATCH = 500;
const MEDIA_BATCH = 2000;
// A history row has 6 parameters: 5,000 rows is 30,000.
const HISTORY_BATCH = 5000;

/**
 * Inserts listings with their photos and history in batches, in one transaction (search
 * counts: see loadingListings), then gathers the planner's statistics.
 */
export async function insertListings(db: Database, items: Iterable<GeneratedListing>): Promise<number> {
  let inserted = 0;
  await db.transaction((tx) =>
    loadingListings(tx, async () => {
      let batch: GeneratedListing[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.insert(listings).values(batch.map((item) => item.listing));
        const photos = batch.flatMap((item) => item.media);
        for (let i = 0; i < photos.length; i += MEDIA_BATCH) await tx.insert(media).values(photos.slice(i, i + MEDIA_BATCH));
        const history = batch.flatMap((item) => item.history);
        for (let i = 0; i < history.length; i += HISTORY_BATCH) await tx.insert(listingHistory).values(history.slice(i, i + HISTORY_BATCH));
        inserted += batch.length;
        batch = [];
      };
      for (const item of items) {
        batch.push(item);
        if (batch.length === LISTING_BATCH) await flush();
      }
      await flush();
    }),
  );
  // Without statistics the planner takes a bulk-loaded table for a few pages and picks plans for that
  // (a search page's keys by sorting every match, ~4× slower than walking the sort index). A server's
  // autovacuum would catch up within a minute; PGlite has none, and the next pass is hours away.
  await db.execute(sql`ANALYZE ${listings}, ${media}, ${listingHistory}, ${listingFacetCounts}, ${listingWordCounts}`);
  return inserted;
}

export async function countListings(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(listings);
  return row?.count ?? 0;
}

/** Loads the demo data set when the listings table is empty; returns how many listings it added. */
export async function seedIfEmpty(db: Database, options: GenerateOptions & { readonly count: number }): Promise<number> {
  if ((await countListings(db)) > 0) return 0;
  return insertListings(db, generateListings(options.count, options));
}
