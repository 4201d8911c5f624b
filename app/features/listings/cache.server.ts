import { eq } from "drizzle-orm";
import { listingsVersion } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";

/** A small least-recently-used map: Map keeps insertion order, so the first key is the oldest. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

/** The listings' change counter, which a trigger bumps on every insert, update or delete. */
export async function listingsVersionOf(db: Database): Promise<number> {
  const [row] = await db.select({ version: listingsVersion.version }).from(listingsVersion).where(eq(listingsVersion.id, 1));
  return row?.version ?? 0;
}

interface Kept {
  readonly value: Promise<unknown>;
  readonly at: number;
}

/**
 * How long kept listing cards live at most, whatever the version: their badges and rows follow
 * the clock too (a price cut of the last 30 days, this week's listings, an open house that has
 * ended), so no longer than a kept page (ADR 0501).
 */
export const CARDS_MAX_AGE_MS = 60_000;

const caches = new WeakMap<Database, LruCache<Kept>>();

export interface CacheOptions {
  /**
   * How long a value is kept at most, for one that also follows the clock (a
   * row of this week's listings, an open house that ends): the page cache's
   * 60 s (ADR 0501). Without it, until the version changes or it is evicted.
   */
  readonly maxAgeMs?: number;
  readonly now?: () => number;
}

/**
 * Counting a large result is the costly part of a search (tens of thousands
 * of rows), while the same filters come back again and again (category pages,
 * paging, sorting). Counts are cached per database and keyed by the listings
 * version, so a change to any listing retires them on every instance at once.
 * The version may be several counters joined ("12.3": listings, then reviews),
 * as the page cache's is. Concurrent callers share one computation; a failed
 * one is forgotten.
 */
export async function cachedByVersion<V>(
  db: Database,
  version: number | string,
  key: string,
  compute: () => Promise<V>,
  { maxAgeMs = Number.POSITIVE_INFINITY, now = Date.now }: CacheOptions = {},
): Promise<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LruCache<Kept>(1000);
    caches.set(db, cache);
  }
  const fullKey = `${version}:${key}`;
  const hit = cache.get(fullKey);
  if (hit !== undefined && now() - hit.at < maxAgeMs) return hit.value as Promise<V>;
  const value = compute();
  const kept: Kept = { value, at: now() };
  cache.set(fullKey, kept);
  value.catch(() => {
    if (cache.get(fullKey) === kept) cache.delete(fullKey);
  });
  return value;
}
