import { getEnv } from "~/server/env.server";
import type { HealthCheck } from "~/server/health.server";
import { readSyncState, STALE_AFTER_MS } from "./status.server";

/**
 * The MLS feed's part of /healthz, with a feed (RESO_URL) only: "stale" once
 * the last successful sync is over an hour old (or none has succeeded in the
 * hour since the first run started), and the last pass's counts (ADR 0114).
 */
export function mlsHealthCheck(mlsFeed = getEnv().RESO_URL !== undefined): HealthCheck {
  return async (db, now) => {
    if (!mlsFeed) return {};
    const feed = await readSyncState(db);
    const since = feed?.lastSuccessAt ?? feed?.lastRunStartedAt ?? null;
    return {
      mls: since !== null && now.getTime() - since.getTime() > STALE_AFTER_MS ? "stale" : "ok",
      mlsLastSuccessAt: feed?.lastSuccessAt?.toISOString() ?? null,
      mlsLastPass: feed?.lastCounts
        ? { read: feed.lastCounts.read ?? null, counted: feed.lastCounts.total ?? null, dropped: feed.lastCounts.dropped ?? {}, skipped: feed.lastCounts.skipped ?? {} }
        : null,
    };
  };
}
