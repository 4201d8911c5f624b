import { readSyncState, STALE_AFTER_MS } from "~/features/mls/status.server";
import type { Database } from "./db/connect.server";
import { getEnv } from "./env.server";
import { outboxBacklog } from "./mail/outbox.server";
import { withinMs } from "./time-limit.server";

/** What GET /healthz answers: small, and nothing about anyone. */
export interface HealthReport {
  readonly status: "ok" | "unavailable";
  readonly database: "ok" | "unreachable";
  /** "failing" once mail has been failing for over an hour. */
  readonly mail?: "ok" | "failing";
  readonly oldestUnsentSeconds?: number | null;
  /**
   * With an MLS feed (RESO_URL) only: "stale" once the last successful sync is over an hour old (or
   * none has succeeded in the hour since the first run started). Stale does not make the instance
   * unavailable: the site still serves the last good listings, and restarting the instance would not
   * bring an MLS back (ADR 0114).
   */
  readonly mls?: "ok" | "stale";
  readonly mlsLastSuccessAt?: string | null;
  /**
   * The last pass's records read against the server's count, and the values it dropped (by RESO field)
   * and the records it skipped (by field or reason): a monitor can tell a feed that carries garbage.
   */
  readonly mlsLastPass?: { readonly read: number | null; readonly counted: number | null; readonly dropped: Readonly<Record<string, number>>; readonly skipped: Readonly<Record<string, number>> } | null;
}

/** A load balancer's health check wants an answer within a second or so; the database gets this long of it. */
export const HEALTH_TIMEOUT_MS = 500;
/** Mail failing for longer than this makes the instance unhealthy, so that an uptime monitor notices. */
export const MAIL_FAILING_AFTER_SECONDS = 3_600;

/**
 * The database answers (the outbox query is the ping), and mail is not stuck:
 * the oldest unsent message that has already failed is younger than an hour.
 */
export async function checkHealth(db: Database, { now = new Date(), mlsFeed = getEnv().RESO_URL !== undefined } = {}): Promise<HealthReport> {
  try {
    const [backlog, feed] = await withinMs(
      Promise.all([outboxBacklog(db, now), mlsFeed ? readSyncState(db) : Promise.resolve(null)]),
      HEALTH_TIMEOUT_MS,
      () => new Error("health check timed out"),
    );
    const failing = (backlog.oldestFailingSeconds ?? 0) > MAIL_FAILING_AFTER_SECONDS;
    const since = feed?.lastSuccessAt ?? feed?.lastRunStartedAt ?? null;
    return {
      status: failing ? "unavailable" : "ok",
      database: "ok",
      mail: failing ? "failing" : "ok",
      oldestUnsentSeconds: backlog.oldestUnsentSeconds,
      ...(mlsFeed
        ? {
            mls: since !== null && now.getTime() - since.getTime() > STALE_AFTER_MS ? ("stale" as const) : ("ok" as const),
            mlsLastSuccessAt: feed?.lastSuccessAt?.toISOString() ?? null,
            mlsLastPass: feed?.lastCounts
              ? { read: feed.lastCounts.read ?? null, counted: feed.lastCounts.total ?? null, dropped: feed.lastCounts.dropped ?? {}, skipped: feed.lastCounts.skipped ?? {} }
              : null,
          }
        : {}),
    };
  } catch {
    return { status: "unavailable", database: "unreachable" };
  }
}
