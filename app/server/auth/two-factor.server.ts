import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Database } from "../db/connect.server";
import { hitRateLimit, releaseRateLimit } from "../rate-limit.server";
import { admitSignIn, SECOND_STEP_THROTTLED, settleSignIn } from "./sign-in-throttle.server";

/**
 * The second step of signing in (ADR 0305): what the site adds to
 * better-auth's two-factor plugin. Recovery codes are kept only as HMACs;
 * code attempts are counted by ADR 0304's rules instead of the plugin's
 * lock-out, which a stranger holding the password could turn on the owner;
 * an authenticator code works once.
 */

/** A device the second step trusts skips it for this long, renewed at each sign-in (the plugin's cookie). */
export const TRUST_DEVICE_DAYS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A code is good for its 30-second step and the one each side: once used, it stays refused for all three. */
const CODE_REUSE_WINDOW_MS = 90_000;

export const SECOND_STEP_PATHS = ["/two-factor/verify-totp", "/two-factor/verify-backup-code"] as const;

const DIGEST_PREFIX = "hmac:";

/** A recovery code as stored: an HMAC under a key derived from the auth secret, so a copy of the database reveals none. */
export function recoveryCodeDigest(secret: string, code: string): string {
  const key = createHmac("sha256", secret).update("rgv-recovery-codes").digest();
  return `${DIGEST_PREFIX}${createHmac("sha256", key).update(code.trim()).digest("base64url")}`;
}

/**
 * The plugin's `storeBackupCodes`: it hands over its list as JSON to keep and
 * gets it back to check a code against (`includes`). Kept as digests, and the
 * code typed is turned into its digest before the plugin compares
 * (`digestTypedCode`), so the comparison and the removal of a used code work
 * unchanged. A digest given back to store again (the list less a used code)
 * stays as it is.
 */
export function recoveryCodeStore(secret: string) {
  return {
    encrypt: async (json: string) => {
      const codes = JSON.parse(json) as unknown;
      if (!Array.isArray(codes)) throw new Error("recovery codes: not a list");
      return JSON.stringify(codes.map((code) => (String(code).startsWith(DIGEST_PREFIX) ? String(code) : recoveryCodeDigest(secret, String(code)))));
    },
    decrypt: async (stored: string) => stored,
  };
}

interface HookContext {
  readonly path: string;
  readonly body?: unknown;
  readonly request?: Request;
  readonly context: {
    readonly secret: string;
    readonly returned?: unknown;
    createAuthCookie(name: string): { name: string };
    readonly internalAdapter: { findVerificationValue(identifier: string): Promise<{ value: string } | null> };
  };
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
}

/** The account a second-step request is for: the signed-in one (setting up), or the one whose password opened the challenge. */
async function accountOf(ctx: HookContext): Promise<{ userId: string; signingIn: boolean } | undefined> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (session?.user) return { userId: session.user.id, signingIn: false };
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending ? { userId: pending.value, signingIn: true } : undefined;
}

const usedKey = (userId: string, code: string) => `totp-used:${userId}:${code}`;
const codeOf = (body: unknown) => {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code.trim() : "";
};

/** What the after hook needs of the before hook's decisions, per request. */
const pending = new WeakMap<object, { userId: string; signingIn: boolean; reservedCode?: string }>();

/**
 * Before a code is checked: the attempt is counted (per account and address,
 * and per address; refused past ADR 0304's limits), an authenticator code
 * already used is refused, and a recovery code becomes its digest. Returns
 * the body to use instead, if any.
 */
export async function beforeSecondStep(db: Database, ctx: HookContext, ip: string): Promise<{ context: { body: unknown } } | undefined> {
  const account = await accountOf(ctx);
  if (!account) return undefined;
  const key = ctx.request ?? ctx;
  pending.set(key, account);
  if (account.signingIn) {
    const gate = await admitSignIn(db, account.userId, ip, new Date(), "second-step");
    if (!gate.allowed) {
      pending.delete(key);
      const retryAfter = String(gate.retryAfter);
      throw new APIError("TOO_MANY_REQUESTS", { code: SECOND_STEP_THROTTLED[gate.scope], message: `Too many wrong codes; try again in ${retryAfter} seconds` }, { "Retry-After": retryAfter });
    }
    if (gate.delayMs > 0) await sleep(gate.delayMs);
  }
  const code = codeOf(ctx.body);
  if (ctx.path === "/two-factor/verify-totp" && code) {
    const reserved = await hitRateLimit(db, usedKey(account.userId, code), { limit: 1, windowMs: CODE_REUSE_WINDOW_MS });
    if (!reserved.allowed) {
      if (account.signingIn) await settleSignIn(db, account.userId, ip, "failed", new Date(), "second-step");
      pending.delete(key);
      throw new APIError("UNAUTHORIZED", { code: "CODE_ALREADY_USED", message: "This code was already used" });
    }
    pending.set(key, { ...account, reservedCode: code });
  }
  if (ctx.path === "/two-factor/verify-backup-code" && code) {
    return { context: { body: { ...(ctx.body as object), code: recoveryCodeDigest(ctx.context.secret, code) } } };
  }
  return undefined;
}

/** After a code was checked: a wrong one stays counted, a right one forgives its address; an authenticator code not accepted is free again. */
export async function afterSecondStep(db: Database, ctx: HookContext, ip: string): Promise<void> {
  const key = ctx.request ?? ctx;
  const account = pending.get(key);
  if (!account) return;
  pending.delete(key);
  const returned = ctx.context.returned;
  const failed = isAPIError(returned) && returned.statusCode === 401;
  const accepted = !isAPIError(returned) && returned !== undefined;
  if (account.reservedCode && !accepted) await releaseRateLimit(db, usedKey(account.userId, account.reservedCode));
  if (account.signingIn) await settleSignIn(db, account.userId, ip, failed ? "failed" : accepted ? "signed-in" : "other", new Date(), "second-step");
}
