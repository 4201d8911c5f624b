import { createHash } from "node:crypto";
import type { Database } from "../db/connect.server";
import { clearRateLimit, clearRateLimitsByPrefix, hitRateLimit, peekRateLimit, releaseRateLimit } from "../rate-limit.server";

/** Failed sign-ins one address may make for one account; then that address is refused for that account until the window ends. */
export const ACCOUNT_FROM_ADDRESS_RULE = { limit: 5, windowMs: 15 * 60_000 } as const;

/**
 * Failed sign-ins one address may make over all accounts: a household's or an office's typos fit, a run through a list of
 * accounts does not. The second step's wrong codes have a count of their own under the same rule (ADR 0306).
 */
export const ADDRESS_RULE = { limit: 30, windowMs: 15 * 60_000 } as const;

/**
 * An account's failures from every address only slow its sign-ins down, never
 * refuse them, so that strangers cannot lock its owner out: past `limit`
 * failures each one adds `stepMs` before the password is checked, up to `maxDelayMs`.
 */
export const ACCOUNT_SLOWDOWN = { limit: 5, windowMs: 60 * 60_000, stepMs: 250, maxDelayMs: 1_500 } as const;

/** The error codes of a refused sign-in, which the forms turn into their message. */
export const SIGN_IN_THROTTLED = { account: "TOO_MANY_FAILED_SIGN_INS", address: "TOO_MANY_SIGN_INS_FROM_ADDRESS" } as const;

export type SignInGate =
  | { readonly allowed: true; readonly delayMs: number }
  | { readonly allowed: false; readonly scope: keyof typeof SIGN_IN_THROTTLED; readonly retryAfter: number };

/** "failed" is a wrong password (or an unknown e-mail, which answers the same); "other" did not test a password, e.g. a malformed request. */
export type SignInOutcome = "signed-in" | "failed" | "other";

// The e-mail is hashed so that the addresses strangers type are not kept, only counted.
const account = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
const accountKey = (email: string) => `sign-in:account:${account(email)}`;
const pairPrefix = (email: string) => `sign-in:pair:${account(email)}:`;
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${ip}`;
const addressKey = (ip: string) => `sign-in:address:${ip}`;

/** The pause before checking a password, for an account with `failures` recent failures. */
export function slowdownMs(failures: number): number {
  return Math.min(ACCOUNT_SLOWDOWN.maxDelayMs, Math.max(0, failures - ACCOUNT_SLOWDOWN.limit) * ACCOUNT_SLOWDOWN.stepMs);
}

/**
 * Lets a sign-in through or refuses it, before its password is checked. It is
 * counted against its address and its (account, address) pair now, in one
 * atomic step each, so that attempts sent in parallel cannot all slip under a
 * limit; settleSignIn gives back what turned out not to be a failure.
 */
export async function admitSignIn(db: Database, email: string, ip: string, now = new Date()): Promise<SignInGate> {
  const pair = await hitRateLimit(db, pairKey(email, ip), ACCOUNT_FROM_ADDRESS_RULE, now);
  if (!pair.allowed) return { allowed: false, scope: "account", retryAfter: pair.retryAfter };
  const address = await hitRateLimit(db, addressKey(ip), ADDRESS_RULE, now);
  if (!address.allowed) {
    await releaseRateLimit(db, pairKey(email, ip), now);
    return { allowed: false, scope: "address", retryAfter: address.retryAfter };
  }
  return { allowed: true, delayMs: slowdownMs(await peekRateLimit(db, accountKey(email), now)) };
}

/**
 * Books what an admitted sign-in came to. A failure stays counted and adds to
 * the account's slow-down; a success gives its address back its attempt and
 * forgives the pair's earlier failures, the owner having shown the password;
 * anything else gives both back.
 */
export async function settleSignIn(db: Database, email: string, ip: string, outcome: SignInOutcome, now = new Date()): Promise<void> {
  if (outcome === "failed") {
    await hitRateLimit(db, accountKey(email), ACCOUNT_SLOWDOWN, now);
    return;
  }
  await releaseRateLimit(db, addressKey(ip), now);
  if (outcome === "signed-in") await clearRateLimit(db, pairKey(email, ip));
  else await releaseRateLimit(db, pairKey(email, ip), now);
}

/** Forgets an account's failures from every address: once its password is reset, or with the account. */
export async function forgetSignInFailures(db: Database, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(email));
  await clearRateLimitsByPrefix(db, pairPrefix(email));
}
