import { eq, sql } from "drizzle-orm";
import { listingFloodZones, type ListingFloodZoneRow } from "~/db/schema";
import { FLOOD_ZONE_MAX_AGE_DAYS, isHighRisk } from "~/lib/flood-zones";
import { queryRows, type Database } from "~/server/db/connect.server";
import { fetchFloodZone, type FloodZoneFailureKind, type FloodZoneOptions } from "~/server/flood-zone.server";
import { logInfo } from "~/server/log.server";

/**
 * The background job's pass over the listings' flood zones (ADR 0124): a listing with coordinates
 * and no zone, a zone over a year old, or a point moved since is asked of FEMA, a few per pass, one
 * after the other; a failure waits longer each time before the next attempt and never stops the rest.
 */

/** Listings asked in one pass: FEMA's public service is shared, and a pass never runs long. */
export const FLOOD_PASS_LIMIT = 20;
/** Failures in a row that end a pass early: the service is down, the rest wait for the next pass. */
const DOWN_AFTER = 3;
const RETRY_BASE_MS = 15 * 60_000;
const RETRY_MAX_MS = 7 * 24 * 60 * 60_000;

/** When a listing may be asked again after its `failures`-th failure in a row: 15 min, 30, 1 h… at most a week. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

export interface FloodPassReport {
  readonly asked: number;
  readonly stored: number;
  readonly failed: number;
  readonly failures: Partial<Record<FloodZoneFailureKind, number>>;
}

interface Due {
  readonly listingKey: string;
  readonly latitude: number;
  readonly longitude: number;
  /** No row yet, or a row of another point: what it says is not this point's. */
  readonly moved: boolean;
  readonly failures: number;
}

/** The listings whose zone is due, those never asked (or moved) first, then the oldest. */
async function dueListings(db: Database, now: Date, limit: number): Promise<Due[]> {
  const stale = new Date(now.getTime() - FLOOD_ZONE_MAX_AGE_DAYS * 24 * 60 * 60_000);
  return queryRows<Due>(
    db,
    sql`SELECT l.listing_key AS "listingKey", l.latitude, l.longitude, coalesce(f.failures, 0) AS failures,
          (f.listing_key IS NULL OR f.latitude <> l.latitude OR f.longitude <> l.longitude) AS moved
        FROM listings l LEFT JOIN listing_flood_zones f ON f.listing_key = l.listing_key
        WHERE l.latitude IS NOT NULL AND l.longitude IS NOT NULL
          AND (f.listing_key IS NULL OR f.latitude <> l.latitude OR f.longitude <> l.longitude
            OR ((f.checked_at IS NULL OR f.checked_at < ${stale.toISOString()}::timestamptz) AND (f.retry_at IS NULL OR f.retry_at <= ${now.toISOString()}::timestamptz)))
        ORDER BY (f.listing_key IS NULL OR f.latitude <> l.latitude OR f.longitude <> l.longitude) DESC, f.checked_at ASC NULLS FIRST, l.listing_key
        LIMIT ${limit}`,
  );
}

export interface FloodPassOptions extends Omit<FloodZoneOptions, "timeoutMs"> {
  readonly now?: Date;
  readonly limit?: number;
  readonly timeoutMs?: number;
}

/** One pass: asks for the due listings' zones and stores each answer, or the failure and when to try again. */
export async function runFloodZonePass(db: Database, { now = new Date(), limit = FLOOD_PASS_LIMIT, ...options }: FloodPassOptions): Promise<FloodPassReport> {
  const due = await dueListings(db, now, limit);
  const failures: Partial<Record<FloodZoneFailureKind, number>> = {};
  let asked = 0;
  let stored = 0;
  let inARow = 0;
  for (const listing of due) {
    if (options.signal?.aborted || inARow >= DOWN_AFTER) break;
    asked++;
    const answer = await fetchFloodZone(listing.latitude, listing.longitude, options);
    const point = { latitude: listing.latitude, longitude: listing.longitude, updatedAt: now };
    if (answer.ok) {
      inARow = 0;
      stored++;
      const { zone, subtype } = answer.reading;
      const values = { ...point, zone, zoneSubtype: subtype, highRisk: isHighRisk(answer.reading), checkedAt: now, failures: 0, retryAt: null };
      await db.insert(listingFloodZones).values({ listingKey: listing.listingKey, ...values }).onConflictDoUpdate({ target: listingFloodZones.listingKey, set: values });
      continue;
    }
    inARow++;
    failures[answer.kind] = (failures[answer.kind] ?? 0) + 1;
    const count = listing.moved ? 1 : listing.failures + 1;
    const retryAt = new Date(now.getTime() + retryDelayMs(count));
    // A zone read at another point is no longer this listing's: gone until the new point is answered. A zone due
    // for its yearly check stays, with the date it was read.
    const forgotten = listing.moved ? { zone: null, zoneSubtype: null, highRisk: false, checkedAt: null } : {};
    await db
      .insert(listingFloodZones)
      .values({ listingKey: listing.listingKey, ...point, failures: count, retryAt })
      .onConflictDoUpdate({ target: listingFloodZones.listingKey, set: { ...point, ...forgotten, failures: count, retryAt } });
  }
  // The pages kept in the page cache show a listing's zone: they are kept by the listings' version (ADR 0501).
  if (stored > 0) await db.execute(sql`UPDATE listings_version SET version = version + 1 WHERE id = 1`);
  const failed = asked - stored;
  if (asked > 0) logInfo({ msg: "flood zones checked", asked, stored, failed, ...(failed > 0 ? { failures } : {}) });
  return { asked, stored, failed, failures };
}

/** A listing's stored zone, answered or not; undefined when none was ever asked. */
export async function floodZoneOf(db: Database, listingKey: string): Promise<ListingFloodZoneRow | undefined> {
  const [row] = await db.select().from(listingFloodZones).where(eq(listingFloodZones.listingKey, listingKey));
  return row;
}

export interface FloodZoneStatus {
  /** Listings with coordinates: those the job asks about. */
  readonly total: number;
  /** Those FEMA answered for at their present point. */
  readonly known: number;
  /** Those whose last attempt failed, waiting for their next. */
  readonly failing: number;
}

/** How far the job has got, for the agent's listings page. */
export async function floodZoneStatus(db: Database): Promise<FloodZoneStatus> {
  const [row] = await queryRows<{ total: number; known: number; failing: number }>(
    db,
    sql`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE f.checked_at IS NOT NULL AND f.latitude = l.latitude AND f.longitude = l.longitude)::int AS known,
          count(*) FILTER (WHERE f.failures > 0)::int AS failing
        FROM listings l LEFT JOIN listing_flood_zones f ON f.listing_key = l.listing_key
        WHERE l.latitude IS NOT NULL AND l.longitude IS NOT NULL`,
  );
  return { total: row?.total ?? 0, known: row?.known ?? 0, failing: row?.failing ?? 0 };
}
