import type { Database } from "./db/connect.server";
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
  /**
   * With the nightly backup scheduled (BACKUP_TIME): "stale" once the last successful backup is over
   * 36 hours old, or there has been none; like the MLS feed's, never a reason to be unavailable (ADR 0019).
   */
  readonly backup?: "ok" | "stale";
  readonly backupLastSuccessAt?: string | null;
  readonly mlsLastPass?: { readonly read: number | null; readonly counted: number | null; readonly dropped: Readonly<Record<string, number>>; readonly skipped: Readonly<Record<string, number>> } | null;
}

/** A load balancer's health check wants an answer within a second or so; the database gets this long of it. */
export const HEALTH_TIMEOUT_MS = 500;
/** Mail failing for longer than this makes the instance unhealthy, so that an uptime monitor notices. */
export const MAIL_FAILING_AFTER_SECONDS = 3_600;

/**
 * A feature's part of the report (the MLS feed's, ADR 0114), read beside the
 * database's ping within the same time limit. The entry passes the features'
 * checks in (app/feature-hooks.server.ts): app/server imports no feature.
 */
export type HealthCheck = (db: Database, now: Date) => Promise<Partial<HealthReport>>;

/**
 * The database answers (the outbox query is the ping), and mail is not stuck:
 * the oldest unsent message that has already failed is younger than an hour.
 * Each feature's check adds its own fields; none makes the instance unavailable.
 */
export async function checkHealth(db: Database, { now = new Date(), checks = [] as readonly HealthCheck[] } = {}): Promise<HealthReport> {
  try {
    const [backlog, ...parts] = await withinMs(
      Promise.all([outboxBacklog(db, now), ...checks.map((check) => check(db, now))]),
      HEALTH_TIMEOUT_MS,
      () => new Error("health check timed out"),
    );
    const failing = (backlog.oldestFailingSeconds ?? 0) > MAIL_FAILING_AFTER_SECONDS;
    return {
      status: failing ? "unavailable" : "ok",
      database: "ok",
      mail: failing ? "failing" : "ok",
      oldestUnsentSeconds: backlog.oldestUnsentSeconds,
      ...Object.assign({}, ...parts),
    };
  } catch {
    return { status: "unavailable", database: "unreachable" };
  }
}
