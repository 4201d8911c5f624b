import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import { twoFactor, user } from "~/db/schema";
import { isLang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import type { Database } from "../db/connect.server";
import { hitRateLimit, releaseRateLimit } from "../rate-limit.server";
import { waitText } from "./errors.server";
import { noteFactorShown } from "./factor-proof.server";
import { queueSecurityMail } from "./mails.server";
import { admitCodeCheck, type CodeCheckOutcome, SECOND_STEP_THROTTLED, settleCodeCheck } from "./second-factor-limit.server";
import { ADDRESS_RULE } from "./sign-in-throttle.server";

/**
 * The second step of signing in (ADR 0305): what the site adds to
 * better-auth's two-factor plugin. Recovery codes are kept only as HMACs;
 * wrong codes are counted per account from every address, with a lock-out
 * that grows (ADR 0306), and per address; an authenticator code works once.
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

/** Whose code a request checks: the account signing in (the challenge's), or the signed-in one (its session's). */
interface CodeCheck {
  readonly userId: string;
  readonly signingIn: boolean;
  readonly sessionId?: string;
}

async function accountOf(ctx: HookContext): Promise<CodeCheck | undefined> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (session?.user) return { userId: session.user.id, signingIn: false, sessionId: session.session.id };
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending ? { userId: pending.value, signingIn: true } : undefined;
}

/**
 * Whether the code is one of the account's factors, so that a wrong one
 * counts: always at the second step and for a recovery code; signed in, an
 * authenticator code only once the authenticator is confirmed (the first
 * code of a new one checks a key its owner has just been shown).
 */
async function checksAFactor(db: Database, ctx: HookContext, account: CodeCheck): Promise<boolean> {
  if (account.signingIn || ctx.path === "/two-factor/verify-backup-code") return true;
  const [app] = await db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, account.userId));
  return app?.verified === true;
}

const usedKey = (userId: string, code: string) => `totp-used:${userId}:${code}`;
const addressKey = (ip: string) => `second-step:address:${ip}`;
const codeOf = (body: unknown) => {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code.trim() : "";
};

/** Where a lock-out's mail links to, and who signs it. */
export interface LockNotice {
  readonly publicUrl: string;
  site(): Promise<SiteIdentity>;
}

/** What the after hook needs of the before hook's decisions: the window the code was counted in, the address it was counted against, the code reserved. */
type Pending = CodeCheck & { window?: Date; fromAddress?: string; reservedCode?: string };
const pending = new WeakMap<object, Pending>();

function tooManyCodes(scope: keyof typeof SECOND_STEP_THROTTLED, retryAfter: number): APIError {
  const seconds = String(retryAfter);
  return new APIError("TOO_MANY_REQUESTS", { code: SECOND_STEP_THROTTLED[scope], message: `Too many wrong codes; try again in ${seconds} seconds` }, { "Retry-After": seconds });
}

/**
 * Before a code is checked: a code of the account's factors is counted
 * against the account's budget from every address (ADR 0306) and, at the
 * second step, against its address's (ADR 0304's per-address rule), and
 * refused past either; an authenticator code already used is refused; a
 * recovery code becomes its digest. Returns the body to use instead, if any.
 */
export async function beforeSecondStep(db: Database, ctx: HookContext, ip: string, notice: LockNotice): Promise<{ context: { body: unknown } } | undefined> {
  const account = await accountOf(ctx);
  if (!account) return undefined;
  const key = ctx.request ?? ctx;
  let state: Pending = account;
  if (await checksAFactor(db, ctx, account)) {
    const now = new Date();
    if (account.signingIn) {
      const address = await hitRateLimit(db, addressKey(ip), ADDRESS_RULE, now);
      if (!address.allowed) throw tooManyCodes("address", address.retryAfter);
      state = { ...state, fromAddress: ip };
    }
    const gate = await admitCodeCheck(db, account.userId, now);
    if (gate && !gate.allowed) {
      if (state.fromAddress) await releaseRateLimit(db, addressKey(ip), now);
      throw tooManyCodes("account", gate.retryAfter);
    }
    state = { ...state, window: gate?.window };
  }
  pending.set(key, state);
  const code = codeOf(ctx.body);
  if (ctx.path === "/two-factor/verify-totp" && code) {
    const reserved = await hitRateLimit(db, usedKey(account.userId, code), { limit: 1, windowMs: CODE_REUSE_WINDOW_MS });
    if (!reserved.allowed) {
      pending.delete(key);
      // A code that was right a moment ago, sent again: booked as a wrong one, since a guess that matches it is no less a guess.
      await settle(db, state, "wrong", notice);
      throw new APIError("UNAUTHORIZED", { code: "CODE_ALREADY_USED", message: "This code was already used" });
    }
    pending.set(key, { ...state, reservedCode: code });
  }
  if (ctx.path === "/two-factor/verify-backup-code" && code) {
    return { context: { body: { ...(ctx.body as object), code: recoveryCodeDigest(ctx.context.secret, code) } } };
  }
  return undefined;
}

async function settle(db: Database, state: Pending, outcome: CodeCheckOutcome, notice: LockNotice): Promise<void> {
  const now = new Date();
  if (state.fromAddress && outcome !== "wrong") await releaseRateLimit(db, addressKey(state.fromAddress), now);
  if (!state.window) return;
  const lock = await settleCodeCheck(db, state.userId, state.window, outcome, now);
  if (lock) await mailLockOut(db, state.userId, lock.lockedUntil, now, notice);
}

/** Tells the owner that codes are refused for a while, and why: someone who has the password is guessing (ADR 0306). */
async function mailLockOut(db: Database, userId: string, lockedUntil: Date, now: Date, notice: LockNotice): Promise<void> {
  const [owner] = await db.select({ email: user.email, lang: user.lang }).from(user).where(eq(user.id, userId));
  if (!owner) return;
  const lang = isLang(owner.lang) ? owner.lang : "en";
  const wait = waitText(lang, (lockedUntil.getTime() - now.getTime()) / 1000);
  await queueSecurityMail(db, await notice.site(), notice.publicUrl, { change: "codes-locked", to: owner.email, lang, wait });
}

/**
 * After a code was checked: a wrong one stays counted (and may start the
 * account's lock-out, mailed to its owner), a right one forgives its window
 * and, signed in, vouches for the session's next change of factors; an
 * authenticator code not accepted is free again.
 */
export async function afterSecondStep(db: Database, ctx: HookContext, notice: LockNotice): Promise<void> {
  const key = ctx.request ?? ctx;
  const state = pending.get(key);
  if (!state) return;
  pending.delete(key);
  const returned = ctx.context.returned;
  const failed = isAPIError(returned) && returned.statusCode === 401;
  const accepted = !isAPIError(returned) && returned !== undefined;
  if (state.reservedCode && !accepted) await releaseRateLimit(db, usedKey(state.userId, state.reservedCode));
  await settle(db, state, failed ? "wrong" : accepted ? "right" : "other", notice);
  if (accepted && state.window && state.sessionId) await noteFactorShown(db, state.userId, state.sessionId);
}
