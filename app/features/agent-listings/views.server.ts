import { sql } from "drizzle-orm";
import { listings, listingViews } from "~/db/schema";
import { valleyDay } from "~/lib/dates";
import { langs, propertyPrefix } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { errorFacts, logError } from "~/server/log.server";

/** How often counted views reach the database. */
export const FLUSH_INTERVAL_MS = 15_000;
/** Distinct listing-days kept between flushes: more than a busy site sees, and a ceiling for memory if the database stays away. */
const MAX_PENDING = 50_000;
/** Rows per INSERT: three parameters each, far below PostgreSQL's 65,535. */
const FLUSH_BATCH = 5_000;
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The listing a property page's path names, or null: `/en/property/:key/:slug?`
 * and `/es/propiedad/:key/:slug?`, as a document or as the `.data` of a client
 * navigation (React Router fetches the same path with `.data` appended).
 */
export function viewedListingKey(pathname: string): string | null {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  for (const lang of langs) {
    const prefix = propertyPrefix[lang];
    if (!path.startsWith(prefix)) continue;
    const [key = "", ...rest] = path.slice(prefix.length).split("/");
    return rest.length <= 1 && KEY.test(key) ? key : null;
  }
  return null;
}

export interface ViewCounter {
  /** Counts one view of the listing on the day of `at` (the Valley's day). */
  count(listingKey: string, at?: Date): void;
  /** Writes the counts so far; on failure they stay for the next flush. Resolves to how many rows were written. */
  flush(db: Database): Promise<number>;
  /** Views counted and not yet written. */
  pending(): number;
}

/**
 * Views of property pages, counted in memory and written in one upsert per
 * flush: a page view costs a Map update, never a query on the visitor's time.
 */
export function createViewCounter(): ViewCounter {
  let buffer = new Map<string, number>();
  const add = (into: Map<string, number>, id: string, views: number) => {
    if (!into.has(id) && into.size >= MAX_PENDING) return;
    into.set(id, (into.get(id) ?? 0) + views);
  };
  return {
    count(listingKey, at = new Date()) {
      add(buffer, `${valleyDay(at)}|${listingKey}`, 1);
    },
    async flush(db) {
      if (buffer.size === 0) return 0;
      const taken = buffer;
      buffer = new Map();
      const rows = [...taken].map(([id, views]) => {
        const [day = "", key = ""] = id.split("|");
        return { key, day, views };
      });
      let written = 0;
      let done = 0;
      try {
        while (done < rows.length) {
          const batch = rows.slice(done, done + FLUSH_BATCH);
          const values = sql.join(
            batch.map((row) => sql`(${row.key}, ${row.day}::date, ${row.views}::int)`),
            sql`, `,
          );
          // The join skips keys that are no listing (deleted since the view) so that one of them can't fail the rest.
          const result = await db.execute(sql`
            INSERT INTO ${listingViews} (listing_key, day, views)
            SELECT v.listing_key, v.day, v.views FROM (VALUES ${values}) AS v(listing_key, day, views)
            JOIN ${listings} l ON l.listing_key = v.listing_key
            ON CONFLICT (listing_key, day) DO UPDATE SET views = ${listingViews}.views + excluded.views`);
          written += rowCount(result);
          done += batch.length;
        }
      } catch (error) {
        // Back into the buffer, added to what arrived meanwhile: the next flush writes them.
        for (const row of rows.slice(done)) add(buffer, `${row.day}|${row.key}`, row.views);
        throw error;
      }
      return written;
    },
    pending() {
      let total = 0;
      for (const views of buffer.values()) total += views;
      return total;
    },
  };
}

function rowCount(result: unknown): number {
  const value = result as { count?: number; affectedRows?: number; rowCount?: number };
  return value.count ?? value.affectedRows ?? value.rowCount ?? 0;
}

/** The process's counter: the entry's hook counts into it, the flush job empties it. */
export const viewCounter = createViewCounter();

/** Writes the counted views every 15 s, and once more when stopped (before the database closes). */
export function startViewFlush(db: Database, counter: ViewCounter = viewCounter, intervalMs = FLUSH_INTERVAL_MS): Pick<IntervalJob<number>, "stop" | "runOnce"> {
  const job = intervalJob("listing views flush failed", () => counter.flush(db), { intervalMs });
  return {
    runOnce: job.runOnce,
    async stop() {
      await job.stop();
      await counter.flush(db).catch((error: unknown) => logError({ msg: "listing views flush failed", ...errorFacts(error) }));
    },
  };
}
