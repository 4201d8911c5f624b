import { sql } from "drizzle-orm";
import type { Database, Driver } from "./connect.server";

export interface VacuumJob {
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

const SIX_HOURS = 6 * 3_600_000;

/**
 * PGlite is PostgreSQL without its background workers, so nothing vacuums
 * it: the rows that sessions, rate limits, favorites and the mail outbox
 * update and delete would stay behind as dead tuples, and the planner's
 * statistics would age. This does what autovacuum does on a server, every
 * six hours; on PostgreSQL the server's own autovacuum is left to it.
 */
export function startVacuumJob(db: Database, driver: Driver, { intervalMs = SIX_HOURS } = {}): VacuumJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runOnce = () => {
    if (stopped || driver !== "pglite") return Promise.resolve();
    running ??= db
      .execute(sql`VACUUM (ANALYZE)`)
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "vacuum failed", error: String(error) }));
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = driver === "pglite" ? setInterval(() => void runOnce(), intervalMs) : undefined;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
