import { sql } from "drizzle-orm";
import { intervalJob, type IntervalJob } from "../interval-job.server";
import type { Database, Driver } from "./connect.server";

const SIX_HOURS = 6 * 3_600_000;
const AFTER_START = 60_000;

/**
 * PGlite is PostgreSQL without its background workers, so nothing vacuums
 * it: the rows that sessions, rate limits, favorites and the mail outbox
 * update and delete would stay behind as dead tuples, and the planner's
 * statistics would age. This does what autovacuum does on a server, a
 * minute after the start and then every six hours (ADR 0006): a server
 * restarted more often than that, at every deploy, would otherwise never be
 * vacuumed. On PostgreSQL the server's own autovacuum is left to it, and no
 * timer is kept.
 */
export function startVacuumJob(db: Database, driver: Driver, { intervalMs = SIX_HOURS, firstRunMs = AFTER_START } = {}): IntervalJob<void> {
  if (driver !== "pglite") return { runOnce: () => Promise.resolve(null), stop: () => Promise.resolve() };
  return intervalJob("vacuum failed", async () => void (await db.execute(sql`VACUUM (ANALYZE)`)), { intervalMs, firstRunMs });
}
