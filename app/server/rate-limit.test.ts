import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../tests/support/database";
import type { DatabaseHandle } from "./db/connect.server";
import { clearRateLimit, clearRateLimitsByPrefix, hitRateLimit, peekRateLimit, releaseRateLimit } from "./rate-limit.server";

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

  it("tells a live count without counting, and gives one back without going below zero", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "peek:a", rule, start);
    expect(await peekRateLimit(handle.db, "peek:a", start)).toBe(3);
    await releaseRateLimit(handle.db, "peek:a", start);
    expect(await peekRateLimit(handle.db, "peek:a", start)).toBe(2);
    expect((await hitRateLimit(handle.db, "peek:a", rule, start)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await releaseRateLimit(handle.db, "peek:a", start);
    expect(await peekRateLimit(handle.db, "peek:a", start)).toBe(0);
    expect(await peekRateLimit(handle.db, "peek:none", start)).toBe(0);
  });

  it("leaves an ended window alone: it reads as empty and a release does not touch it", async () => {
    await hitRateLimit(handle.db, "ended:a", rule, start);
    const later = new Date(start.getTime() + rule.windowMs);
    expect(await peekRateLimit(handle.db, "ended:a", later)).toBe(0);
    await releaseRateLimit(handle.db, "ended:a", later);
    expect(await peekRateLimit(handle.db, "ended:a", start)).toBe(1);
  });

  it("forgets every key with a prefix, taking the prefix literally", async () => {
    for (const key of ["pre_1%:a", "pre_1%:b", "prex1x:a", "other"]) await hitRateLimit(handle.db, key, rule, start);
    await clearRateLimitsByPrefix(handle.db, "pre_1%:");
    expect(await Promise.all(["pre_1%:a", "pre_1%:b", "prex1x:a", "other"].map((key) => peekRateLimit(handle.db, key, start)))).toEqual([0, 0, 1, 1]);
  });
});
