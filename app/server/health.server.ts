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
}

/** A load balancer's health check wants an answer within a second or so; the database gets this long of it. */
export const HEALTH_TIMEOUT_MS = 500;
/** Mail failing for longer than this makes the instance unhealthy, so that an uptime monitor notices. */
export const MAIL_FAILING_AFTER_SECONDS = 3_600;

/**
 * The database answers (the outbox query is the ping), and mail is not stuck:
 * the oldest unsent message that has already failed is younger than an hour.
 */
export async function checkHealth(db: Database, { now = new Date() } = {}): Promise<HealthReport> {
  try {
    const backlog = await withinMs(outboxBacklog(db, now), HEALTH_TIMEOUT_MS, () => new Error("health check timed out"));
    const failing = (backlog.oldestFailingSeconds ?? 0) > MAIL_FAILING_AFTER_SECONDS;
    return {
      status: failing ? "unavailable" : "ok",
      database: "ok",
      mail: failing ? "failing" : "ok",
      oldestUnsentSeconds: backlog.oldestUnsentSeconds,
    };
  } catch {
    return { status: "unavailable", database: "unreachable" };
  }
}
