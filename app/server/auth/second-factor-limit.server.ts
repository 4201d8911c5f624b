import { eq, sql } from "drizzle-orm";
import { secondFactorLimits } from "~/db/schema";
import type { Database } from "../db/connect.server";

/**
 * How many second-step codes an account may get wrong, from every address
 * together (ADR 0306): `wrongCodes` in a window of `windowMs`, then codes are
 * refused for `firstLockMs`, doubling with each lock-out that follows within
 * `memoryMs` of the last one's end, up to `maxLockMs`. At the cap a guesser
 * holding the password gets five codes a day: a 6-digit code (three accepted
 * at a time, for clock drift) would take hundreds of years on average.
 */
export const SECOND_FACTOR_LIMIT = {
  wrongCodes: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 15 * 60_000,
  maxLockMs: 24 * 3_600_000,
  memoryMs: 24 * 3_600_000,
} as const;

/** The error codes of a refused second step, which the forms turn into their message. */
export const SECOND_STEP_THROTTLED = { account: "TOO_MANY_WRONG_CODES", address: "TOO_MANY_CODES_FROM_ADDRESS" } as const;

/** How long the `level`th lock-out in a row lasts. */
export function lockDurationMs(level: number): number {
  return Math.min(SECOND_FACTOR_LIMIT.maxLockMs, SECOND_FACTOR_LIMIT.firstLockMs * 2 ** Math.min(Math.max(level, 1) - 1, 30));
}

export type CodeCheckGate =
  | { readonly allowed: true; /** The window the check is counted in, for settleCodeCheck. */ readonly window: Date }
  | { readonly allowed: false; /** Seconds. */ readonly retryAfter: number };

/** "wrong" is a code the plugin refused; "right" one it accepted; "other" checked no code (an expired challenge, a malformed request). */
export type CodeCheckOutcome = "wrong" | "right" | "other";

type Row = typeof secondFactorLimits.$inferSelect;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const isLocked = (row: Row, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;
/** The level of the next lock-out: one more than the last, if that one ended recently. */
const nextLevel = (row: Row, now: Date) => (row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime() - SECOND_FACTOR_LIMIT.memoryMs ? row.lockouts + 1 : 1);

/**
 * Lets one code of the account be checked, or refuses it. Codes being checked
 * count against the budget as if wrong, under a row lock, so that codes sent
 * in parallel (from any number of addresses or instances) cannot all slip
 * under it; settleCodeCheck books what each came to. Undefined for an
 * account deleted since its challenge began: nothing to count, and the
 * plugin refuses the challenge itself.
 */
export async function admitCodeCheck(db: Database, userId: string, now = new Date()): Promise<CodeCheckGate | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO second_factor_limits (user_id, window_ends_at) SELECT id, ${now.toISOString()}::timestamptz FROM "user" WHERE id = ${userId} ON CONFLICT (user_id) DO NOTHING`,
    );
    const [row] = await tx.select().from(secondFactorLimits).where(eq(secondFactorLimits.userId, userId)).for("update");
    if (!row) return undefined;
    if (row.lockedUntil && row.lockedUntil > now) return { allowed: false, retryAfter: seconds(row.lockedUntil.getTime() - now.getTime()) };
    const fresh = row.windowEndsAt <= now;
    const wrong = fresh ? 0 : row.wrong;
    const checking = fresh ? 0 : row.checking;
    // The budget is taken by codes still being checked: were they wrong, the lock-out they start is the wait.
    if (wrong + checking >= SECOND_FACTOR_LIMIT.wrongCodes) return { allowed: false, retryAfter: seconds(lockDurationMs(nextLevel(row, now))) };
    const window = fresh ? new Date(now.getTime() + SECOND_FACTOR_LIMIT.windowMs) : row.windowEndsAt;
    await tx.update(secondFactorLimits).set({ wrong, checking: checking + 1, windowEndsAt: window }).where(eq(secondFactorLimits.userId, userId));
    return { allowed: true, window };
  });
}

/**
 * Books what an admitted check came to. A wrong code stays counted, and the
 * one that spends the budget starts a lock-out: returned, so that the owner
 * is told. A right one forgives the window's wrong codes (the owner has shown
 * the factor), not the lock-outs behind it.
 */
export async function settleCodeCheck(db: Database, userId: string, window: Date, outcome: CodeCheckOutcome, now = new Date()): Promise<{ lockedUntil: Date } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(secondFactorLimits).where(eq(secondFactorLimits.userId, userId)).for("update");
    if (!row) return undefined;
    // A check whose window has since been replaced gave its place back when the new one started.
    const checking = row.windowEndsAt.getTime() === window.getTime() ? Math.max(0, row.checking - 1) : row.checking;
    const set = (values: Partial<Row>) => tx.update(secondFactorLimits).set({ checking, ...values }).where(eq(secondFactorLimits.userId, userId));
    if (outcome !== "wrong") {
      await set(outcome === "right" ? { wrong: 0 } : {});
      return undefined;
    }
    const wrong = row.wrong + 1;
    if (wrong < SECOND_FACTOR_LIMIT.wrongCodes || isLocked(row, now)) {
      await set({ wrong });
      return undefined;
    }
    const level = nextLevel(row, now);
    const lockedUntil = new Date(now.getTime() + lockDurationMs(level));
    // The lock-out's end starts a new window, so the codes after it are counted afresh.
    await set({ wrong: 0, lockouts: level, lockedUntil, windowEndsAt: lockedUntil });
    return { lockedUntil };
  });
}

/** Forgets the account's wrong codes and lock-outs: the operator's reset (its factors are new after it). */
export async function forgetCodeFailures(db: Database, userId: string): Promise<void> {
  await db.delete(secondFactorLimits).where(eq(secondFactorLimits.userId, userId));
}
