import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./db/connect.server";

export interface RateLimitRule {
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Seconds until the window resets; for a Retry-After header. */
  readonly retryAfter: number;
}

/**
 * Counts one request against `key` in a fixed window kept in PostgreSQL, so
 * that every instance shares the count. One statement: an expired window
 * restarts at 1, a live one increments.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`INSERT INTO rate_buckets (key, count, reset_at) VALUES (${key}, 1, ${resetAt.toISOString()})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_buckets.reset_at <= ${now.toISOString()} THEN 1 ELSE rate_buckets.count + 1 END,
          reset_at = CASE WHEN rate_buckets.reset_at <= ${now.toISOString()} THEN EXCLUDED.reset_at ELSE rate_buckets.reset_at END
        RETURNING count, reset_at`,
  );
  const count = Number(row?.count ?? 1);
  const reset = row ? new Date(row.reset_at).getTime() : resetAt.getTime();
  return { allowed: count <= rule.limit, retryAfter: Math.max(1, Math.ceil((reset - now.getTime()) / 1000)) };
}

/** How many requests `key` has counted in its live window (0 once the window ended), without counting one. */
export async function peekRateLimit(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT count FROM rate_buckets WHERE key = ${key} AND reset_at > ${now.toISOString()}`);
  return Number(row?.count ?? 0);
}

/**
 * Gives back one request counted by hitRateLimit, for a request that turned
 * out not to be what the limit is about. A window that ended is left alone:
 * the count it would correct is already gone.
 */
export async function releaseRateLimit(db: Database, key: string, now = new Date()): Promise<void> {
  await db.execute(sql`UPDATE rate_buckets SET count = GREATEST(count - 1, 0) WHERE key = ${key} AND reset_at > ${now.toISOString()}`);
}

/** Forgets a key's count. */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_buckets WHERE key = ${key}`);
}

/** Forgets the counts of every key that starts with `prefix`. */
export async function clearRateLimitsByPrefix(db: Database, prefix: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_buckets WHERE starts_with(key, ${prefix})`);
}

/** Drops windows that ended long ago, so that the table stays small. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<void> {
  await db.execute(sql`DELETE FROM rate_buckets WHERE reset_at < ${new Date(now.getTime() - 86_400_000).toISOString()}`);
}
