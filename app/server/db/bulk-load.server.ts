import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/server/db/connect.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs `load`, a bulk insert of listings inside `tx`. Into an empty table the
 * count tables (drizzle/0005_listing_count_triggers.sql) are counted once at
 * the end: tallied statement by statement, a 100,000-listing seed upserts the
 * same few hundred thousand rows again and again and took 2.6 times as long.
 * Into a table that has listings the triggers tally as usual, since counting
 * everything again would cost more than the rows added.
 */
export async function loadingListings<T>(tx: Transaction, load: () => Promise<T>): Promise<T> {
  const db = tx as unknown as Database;
  const [state] = await queryRows<{ empty: boolean }>(db, sql`SELECT NOT EXISTS (SELECT 1 FROM listings) AS empty`);
  if (!state?.empty) return load();
  await db.execute(sql`SELECT set_config('rgv.recount_listings_later', 'on', true)`);
  const result = await load();
  await db.execute(sql`SELECT set_config('rgv.recount_listings_later', 'off', true)`);
  await db.execute(sql`SELECT rgv_recount_listings()`);
  return result;
}
