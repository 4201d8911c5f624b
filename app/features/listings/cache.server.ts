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

const caches = new WeakMap<Database, LruCache<unknown>>();

/**
 * Counting a large result is the costly part of a search (tens of thousands
 * of rows), while the same filters come back again and again (category pages,
 * paging, sorting). Counts are cached per database and keyed by the listings
 * version, so a change to any listing retires them on every instance at once.
 */
export async function cachedByVersion<V>(db: Database, version: number, key: string, compute: () => Promise<V>): Promise<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LruCache<unknown>(1000);
    caches.set(db, cache);
  }
  const fullKey = `${version}:${key}`;
  const hit = cache.get(fullKey) as V | undefined;
  if (hit !== undefined) return hit;
  const value = await compute();
  cache.set(fullKey, value);
  return value;
}
