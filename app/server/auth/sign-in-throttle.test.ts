import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { Database, DatabaseHandle } from "../db/connect.server";
import {
  ACCOUNT_FROM_ADDRESS_RULE,
  ACCOUNT_SLOWDOWN,
  ADDRESS_RULE,
  admitSignIn,
  forgetSignInFailures,
  settleSignIn,
  slowdownMs,
  type SignInGate,
  type SignInOutcome,
} from "./sign-in-throttle.server";

const start = new Date("2026-01-01T00:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const admit = (db: Database, email: string, ip: string, now = start) => admitSignIn(db, email, ip, now);
const settle = (db: Database, email: string, ip: string, outcome: SignInOutcome) => settleSignIn(db, email, ip, outcome, start);

/** One sign-in that gets in and fails, as better-auth's hooks book it. */
async function fail(db: Database, email: string, ip: string, now = start): Promise<SignInGate> {
  const gate = await admitSignIn(db, email, ip, now);
  if (gate.allowed) await settleSignIn(db, email, ip, "failed", now);
  return gate;
}

async function failTimes(db: Database, times: number, email: string, ip: string): Promise<void> {
  for (let i = 0; i < times; i++) expect((await fail(db, email, ip)).allowed).toBe(true);
}

describe("the sign-in delay", () => {
  it("is none for the first failures, then grows by steps to a cap", () => {
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(ACCOUNT_SLOWDOWN.limit)).toBe(0);
    expect(slowdownMs(ACCOUNT_SLOWDOWN.limit + 1)).toBe(ACCOUNT_SLOWDOWN.stepMs);
    expect(slowdownMs(ACCOUNT_SLOWDOWN.limit + 2)).toBe(2 * ACCOUNT_SLOWDOWN.stepMs);
    expect(slowdownMs(10_000)).toBe(ACCOUNT_SLOWDOWN.maxDelayMs);
    expect(ACCOUNT_SLOWDOWN.maxDelayMs).toBeLessThanOrEqual(2_000);
  });
});

describe.each(drivers)("sign-in throttling on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  it("refuses an address for an account it keeps failing, for the rest of the window, and nothing else", async () => {
    const { db } = handle;
    await failTimes(db, ACCOUNT_FROM_ADDRESS_RULE.limit, "ana@example.com", "198.51.100.1");
    expect(await admit(db, "Ana@Example.com ", "198.51.100.1", later(60_000))).toEqual({
      allowed: false,
      scope: "account",
      retryAfter: ACCOUNT_FROM_ADDRESS_RULE.windowMs / 1000 - 60,
    });
    expect((await admit(db, "ana@example.com", "198.51.100.2")).allowed).toBe(true);
    expect((await admit(db, "beto@example.com", "198.51.100.1")).allowed).toBe(true);
    expect((await admit(db, "ana@example.com", "198.51.100.1", later(ACCOUNT_FROM_ADDRESS_RULE.windowMs))).allowed).toBe(true);
  });

  it("never refuses an account for failures from other addresses, only slows it down", async () => {
    const { db } = handle;
    for (let ip = 1; ip <= 6; ip++) await failTimes(db, ACCOUNT_FROM_ADDRESS_RULE.limit, "carla@example.com", `203.0.113.${ip}`);
    expect(await admit(db, "carla@example.com", "192.0.2.200")).toEqual({ allowed: true, delayMs: ACCOUNT_SLOWDOWN.maxDelayMs });
  });

  it("counts no budget for a sign-in that succeeds, and forgives the failures before it from that address", async () => {
    const { db } = handle;
    const ip = "198.51.100.3";
    await failTimes(db, ACCOUNT_FROM_ADDRESS_RULE.limit - 1, "dora@example.com", ip);
    for (let i = 0; i < 3; i++) {
      expect((await admit(db, "dora@example.com", ip)).allowed).toBe(true);
      await settle(db, "dora@example.com", ip, "signed-in");
    }
    await failTimes(db, ACCOUNT_FROM_ADDRESS_RULE.limit, "dora@example.com", ip);
    expect((await admit(db, "dora@example.com", ip)).allowed).toBe(false);
  });

  it("counts no budget for a sign-in that tested no password", async () => {
    const { db } = handle;
    const ip = "198.51.100.4";
    for (let i = 0; i < ACCOUNT_FROM_ADDRESS_RULE.limit * 2; i++) {
      expect((await admit(db, "eva@example.com", ip)).allowed).toBe(true);
      await settle(db, "eva@example.com", ip, "other");
    }
    expect(await admit(db, "eva@example.com", "192.0.2.201")).toEqual({ allowed: true, delayMs: 0 });
  });

  it("refuses every sign-in from an address that fails across many accounts, without counting that against the accounts", async () => {
    const { db } = handle;
    const ip = "198.51.100.5";
    for (let i = 0; i < ADDRESS_RULE.limit; i++) expect((await fail(db, `stuffed-${i}@example.com`, ip)).allowed).toBe(true);
    const refused = await admit(db, "fede@example.com", ip, later(1000));
    expect(refused).toEqual({ allowed: false, scope: "address", retryAfter: ADDRESS_RULE.windowMs / 1000 - 1 });
    expect((await admit(db, "fede@example.com", "198.51.100.6")).allowed).toBe(true);
    // The refusals gave back what they had counted for fede from the throttled address.
    const afterWindow = later(ADDRESS_RULE.windowMs);
    for (let i = 0; i < ACCOUNT_FROM_ADDRESS_RULE.limit; i++) expect((await fail(db, "fede@example.com", ip, afterWindow)).allowed).toBe(true);
  });

  it("forgets an account's failures from every address, and only that account's", async () => {
    const { db } = handle;
    for (const ip of ["198.51.100.7", "198.51.100.8"]) {
      await failTimes(db, ACCOUNT_FROM_ADDRESS_RULE.limit, "gil@example.com", ip);
      await failTimes(db, ACCOUNT_FROM_ADDRESS_RULE.limit, "gilda@example.com", ip);
    }
    await forgetSignInFailures(db, "GIL@example.com");
    expect(await admit(db, "gil@example.com", "198.51.100.7")).toEqual({ allowed: true, delayMs: 0 });
    expect((await admit(db, "gil@example.com", "198.51.100.8")).allowed).toBe(true);
    expect((await admit(db, "gilda@example.com", "198.51.100.7")).allowed).toBe(false);
  });
});
