import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { queryRows, type DatabaseHandle } from "./connect.server";
import { startVacuumJob } from "./vacuum.server";

describe("the PGlite vacuum job", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await handle.close();
  });

  const vacuumed = async () =>
    (await queryRows<{ n_dead_tup: number; last_vacuum: unknown }>(handle.db, sql`SELECT n_dead_tup::int AS n_dead_tup, last_vacuum FROM pg_stat_user_tables WHERE relname = 'rate_buckets'`))[0];

  const leaveDeadRows = async () => {
    await handle.db.execute(sql`INSERT INTO rate_buckets (key, count, reset_at) SELECT 'k' || i, 1, now() FROM generate_series(1, 200) AS i`);
    await handle.db.execute(sql`DELETE FROM rate_buckets`);
    await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  };

  it("leaves a PostgreSQL server to its own autovacuum", async () => {
    await leaveDeadRows();
    const job = startVacuumJob(handle.db, "postgres");
    await job.runOnce();
    await job.stop();
    await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    expect((await vacuumed())?.n_dead_tup).toBeGreaterThan(0);
    expect((await vacuumed())?.last_vacuum).toBeNull();
  });

  it("clears the dead rows that deletes leave on PGlite, and stops cleanly", async () => {
    await leaveDeadRows();
    expect((await vacuumed())?.n_dead_tup).toBeGreaterThan(0);
    const job = startVacuumJob(handle.db, handle.driver, { intervalMs: 60_000 });
    await job.runOnce();
    await job.stop();
    await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    const after = await vacuumed();
    expect(after?.n_dead_tup).toBe(0);
    expect(after?.last_vacuum).not.toBeNull();
  });

  it("runs its first pass on its own soon after the start, not an interval later", async () => {
    await leaveDeadRows();
    const job = startVacuumJob(handle.db, handle.driver, { intervalMs: 3_600_000, firstRunMs: 10 });
    try {
      await vi.waitFor(
        async () => {
          await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
          expect((await vacuumed())?.n_dead_tup).toBe(0);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await job.stop();
    }
  });
});
