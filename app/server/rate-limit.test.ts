import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../tests/support/database";
import type { DatabaseHandle } from "./db/connect.server";
import { clearRateLimit, hitRateLimit } from "./rate-limit.server";

describe.each(drivers)("rate limits on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  const rule = { limit: 3, windowMs: 60_000 };
  const start = new Date("2026-01-01T00:00:00Z");

  it("allows the limit, refuses the next, and restarts with a new window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle.db, "ip:1", rule, start));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfter).toBe(60);
    const later = new Date(start.getTime() + 61_000);
    expect((await hitRateLimit(handle.db, "ip:1", rule, later)).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a cleared key", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "acct:a", rule, start);
    expect((await hitRateLimit(handle.db, "acct:b", rule, start)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, "acct:a", rule, start)).allowed).toBe(false);
    await clearRateLimit(handle.db, "acct:a");
    expect((await hitRateLimit(handle.db, "acct:a", rule, start)).allowed).toBe(true);
  });
});
