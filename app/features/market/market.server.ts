import type { Database } from "~/server/db/connect.server";
import { listingsVersionOf } from "~/features/listings/cache.server";
import type { MarketReport } from "~/lib/market";
import { computeMarketReport } from "./figures.server";

/**
 * The figures depend on the listings and on today's date (days on market, new
 * in the last 30 days), so a cached report is reused only while the listings
 * version is unchanged and for a few minutes at most.
 */
export const MARKET_TTL_MS = 5 * 60_000;

interface Entry {
  readonly version: number;
  readonly at: number;
  readonly report: Promise<MarketReport>;
}

const reports = new WeakMap<Database, Entry>();

/** The market report of this database, from the in-process cache when it is still current. */
export async function marketReport(db: Database, now: () => number = Date.now): Promise<MarketReport> {
  const version = await listingsVersionOf(db);
  const cached = reports.get(db);
  if (cached && cached.version === version && now() - cached.at < MARKET_TTL_MS) return cached.report;
  // Concurrent requests share one computation; a failed one is not kept.
  const report = computeMarketReport(db);
  reports.set(db, { version, at: now(), report });
  report.catch(() => {
    if (reports.get(db)?.report === report) reports.delete(db);
  });
  return report;
}
