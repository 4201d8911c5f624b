import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { Database, DatabaseHandle } from "../db/connect.server";
import { admitCodeCheck, forgetCodeFailures, lockDurationMs, SECOND_FACTOR_LIMIT, settleCodeCheck, type CodeCheckGate } from "./second-factor-limit.server";

const start = new Date("2026-01-01T00:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const { wrongCodes, firstLockMs, maxLockMs, memoryMs, windowMs } = SECOND_FACTOR_LIMIT;

/** One code checked and found wrong at `now`: the gate it met. */
async function wrongCode(db: Database, userId: string, now: Date): Promise<CodeCheckGate | undefined> {
  const gate = await admitCodeCheck(db, userId, now);
  if (gate?.allowed) await settleCodeCheck(db, userId, gate.window, "wrong", now);
  return gate;
}

async function failTimes(db: Database, userId: string, times: number, now: Date): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (let i = 0; i < times; i++) allowed.push((await wrongCode(db, userId, now))?.allowed ?? false);
  return allowed;
}

describe("lock-out lengths", () => {
  it("double from the first to the cap", () => {
    expect([1, 2, 3].map(lockDurationMs)).toEqual([firstLockMs, 2 * firstLockMs, 4 * firstLockMs]);
    expect(lockDurationMs(40)).toBe(maxLockMs);
  });
});

describe.each(drivers)("an account's second-step codes on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  async function account(): Promise<string> {
    const id = randomUUID();
    await handle.db.insert(user).values({ id, name: "Owner", email: `${id}@example.com` });
    return id;
  }

  it("are refused after five wrong ones, for 15 minutes, then for twice as long each time; a lock-out long past starts again at 15", async () => {
    const db = handle.db;
    const id = await account();
    expect(await failTimes(db, id, wrongCodes + 1, start)).toEqual([true, true, true, true, true, false]);
    const refused = await admitCodeCheck(db, id, at(60_000));
    expect(refused).toEqual({ allowed: false, retryAfter: (firstLockMs - 60_000) / 1000 });

    // Once it ends, five more, and the next lock-out is twice as long.
    const second = at(firstLockMs);
    expect(await failTimes(db, id, wrongCodes + 1, second)).toEqual([true, true, true, true, true, false]);
    expect(await admitCodeCheck(db, id, second)).toEqual({ allowed: false, retryAfter: (2 * firstLockMs) / 1000 });

    const third = at(3 * firstLockMs);
    await failTimes(db, id, wrongCodes, third);
    expect(await admitCodeCheck(db, id, third)).toEqual({ allowed: false, retryAfter: (4 * firstLockMs) / 1000 });

    const muchLater = at(7 * firstLockMs + memoryMs + 1);
    await failTimes(db, id, wrongCodes, muchLater);
    expect(await admitCodeCheck(db, id, muchLater)).toEqual({ allowed: false, retryAfter: firstLockMs / 1000 });
  });

  it("refuse a right code during a lock-out; a right one before it forgives the wrong ones, not the lock-outs behind them", async () => {
    const db = handle.db;
    const id = await account();
    await failTimes(db, id, wrongCodes - 1, start);
    const right = await admitCodeCheck(db, id, start);
    if (!right?.allowed) throw new Error("refused");
    expect(await settleCodeCheck(db, id, right.window, "right", start)).toBeUndefined();
    expect(await failTimes(db, id, wrongCodes - 1, start)).toEqual(Array(wrongCodes - 1).fill(true));

    const locking = await admitCodeCheck(db, id, start);
    if (!locking?.allowed) throw new Error("refused");
    expect(await settleCodeCheck(db, id, locking.window, "wrong", start)).toEqual({ lockedUntil: at(firstLockMs) });
    expect((await admitCodeCheck(db, id, at(firstLockMs - 1_000)))?.allowed).toBe(false);

    const after = at(firstLockMs);
    const ok = await admitCodeCheck(db, id, after);
    if (!ok?.allowed) throw new Error("refused");
    await settleCodeCheck(db, id, ok.window, "right", after);
    await failTimes(db, id, wrongCodes, after);
    expect(await admitCodeCheck(db, id, after)).toEqual({ allowed: false, retryAfter: (2 * firstLockMs) / 1000 });
  });

  it("give back a check that tested no code, and forget wrong ones when their window ends", async () => {
    const db = handle.db;
    const id = await account();
    for (let i = 0; i < 2 * wrongCodes; i++) {
      const gate = await admitCodeCheck(db, id, start);
      if (!gate?.allowed) throw new Error("refused");
      await settleCodeCheck(db, id, gate.window, "other", start);
    }
    await failTimes(db, id, wrongCodes - 1, start);
    expect(await failTimes(db, id, wrongCodes - 1, at(windowMs))).toEqual(Array(wrongCodes - 1).fill(true));
  });

  it("let at most five of 149 codes sent at once be checked, and the operator's reset forgets them", async () => {
    const db = handle.db;
    const id = await account();
    const gates = await Promise.all(Array.from({ length: 149 }, () => admitCodeCheck(db, id, start)));
    const admitted = gates.filter((gate): gate is Extract<CodeCheckGate, { allowed: true }> => gate?.allowed === true);
    expect(admitted).toHaveLength(wrongCodes);
    // Refused while five are being checked: the wait is the lock-out they would start.
    expect(gates.find((gate) => !gate?.allowed)).toEqual({ allowed: false, retryAfter: firstLockMs / 1000 });
    const locks = await Promise.all(admitted.map((gate) => settleCodeCheck(db, id, gate.window, "wrong", start)));
    expect(locks.filter(Boolean)).toEqual([{ lockedUntil: at(firstLockMs) }]);

    await forgetCodeFailures(db, id);
    expect((await admitCodeCheck(db, id, start))?.allowed).toBe(true);
  });

  it("count nothing for an account that is gone", async () => {
    expect(await admitCodeCheck(handle.db, randomUUID(), start)).toBeUndefined();
  });
});
