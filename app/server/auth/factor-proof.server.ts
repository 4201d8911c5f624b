import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import { passkey, session as sessions, twoFactor, verification } from "~/db/schema";
import { CODE_REQUIRED } from "~/lib/accounts";
import type { Database } from "../db/connect.server";

/**
 * A second factor shown in a session (ADR 0306): a right code from the
 * authenticator app or a recovery code, or an assertion with one of the
 * account's passkeys, made while signed in. It vouches for one change of the
 * account's factors in the next five minutes, so that whoever holds a
 * session (and perhaps the password) can't plant a factor of their own or
 * take the last one away.
 */

/** How long a factor shown while signed in vouches for the session's next change. */
export const FACTOR_PROOF_MS = 5 * 60_000;
const proofId = (sessionId: string) => `factor-shown-${sessionId}`;

export type FactorChange = "recovery-codes" | "add-passkey" | "remove-passkey";

/** The changes that may need a proof, by the endpoint that makes each, and whether it uses the proof up. */
const rules: Record<string, { change: FactorChange; spends: boolean } | undefined> = {
  "/two-factor/generate-backup-codes": { change: "recovery-codes", spends: true },
  // Only looks, so that a device isn't asked to make a passkey the server would then refuse to keep.
  "/passkey/generate-register-options": { change: "add-passkey", spends: false },
  "/passkey/verify-registration": { change: "add-passkey", spends: true },
  "/passkey/delete-passkey": { change: "remove-passkey", spends: true },
};

export const PROOF_PATHS = Object.keys(rules);

/** What the rule looks at: the factors the account has before the change. */
export interface FactorsBefore {
  readonly authenticator: boolean;
  readonly passkeys: number;
}

/**
 * Whether a change needs a proof. Adding a passkey does once two-step
 * sign-in is on (an account with no factor at all sets its first one up with
 * its session, as it set up its password); removing one always does, since an
 * account with a passkey has two-step sign-in on and it may be the last
 * factor; new recovery codes always do.
 */
export function needsFactorProof(change: FactorChange, before: FactorsBefore): boolean {
  if (change === "add-passkey") return before.authenticator || before.passkeys > 0;
  return true;
}

async function factorsBefore(db: Database, userId: string): Promise<FactorsBefore> {
  const [app] = await db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId));
  const keys = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId));
  return { authenticator: app?.verified === true, passkeys: keys.length };
}

/** Leaves the session its proof, replacing one it had: a new factor shown starts the five minutes again. */
export async function noteFactorShown(db: Database, userId: string, sessionId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, proofId(sessionId)));
  await db.insert(verification).values({ id: randomUUID(), identifier: proofId(sessionId), value: userId, expiresAt: new Date(Date.now() + FACTOR_PROOF_MS) });
}

const liveProof = (userId: string, sessionId: string) =>
  and(eq(verification.identifier, proofId(sessionId)), eq(verification.value, userId), gt(verification.expiresAt, new Date()));

/** Whether the session holds a proof it hasn't used: the account page offers the changes it allows. */
export async function hasFactorProof(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: verification.id }).from(verification).where(liveProof(userId, sessionId));
  return row !== undefined;
}

/** Uses the session's proof up, in one statement so that two requests can't both spend it: whether there was one. */
async function spendFactorProof(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const used = await db.delete(verification).where(liveProof(userId, sessionId)).returning({ id: verification.id });
  return used.length > 0;
}

interface HookContext {
  readonly path: string;
  readonly request?: Request;
  readonly context: { readonly returned?: unknown; readonly newSession?: { session: { id: string }; user: { id: string } } | null };
}

/**
 * The before hook of the endpoints in `PROOF_PATHS`: refuses the change
 * (403 `CURRENT_CODE_REQUIRED`) unless the account's factors let it through
 * without a proof or the session holds one. Without a session the endpoints
 * answer their own refusal.
 */
export async function requireFactorProof(db: Database, ctx: HookContext): Promise<void> {
  const rule = rules[ctx.path];
  if (!rule) return;
  const current = await getSessionFromCtx(ctx as never).catch(() => null);
  if (!current?.session) return;
  const userId = current.user.id;
  if (!needsFactorProof(rule.change, await factorsBefore(db, userId))) return;
  const proven = rule.spends ? await spendFactorProof(db, userId, current.session.id) : await hasFactorProof(db, userId, current.session.id);
  if (!proven) throw new APIError("FORBIDDEN", { code: CODE_REQUIRED, message: "Show a second factor first" });
}

/** Whose session a passkey assertion was made in, per request, for the after hook. */
const asserting = new WeakMap<object, { userId: string; sessionId: string }>();

/** Before a passkey assertion: notes the session it is made in, if any (signed out, it is a sign-in and proves nothing here). */
export async function beforePasskeyAssertion(ctx: HookContext): Promise<void> {
  const current = await getSessionFromCtx(ctx as never).catch(() => null);
  if (current?.session) asserting.set(ctx.request ?? ctx, { userId: current.user.id, sessionId: current.session.id });
}

/**
 * After a passkey assertion made while signed in: the plugin answered it with
 * a new session (its cookie now the browser's), which gets the proof; the one
 * it was made in is ended, as a sign-in replaces it. An assertion with
 * someone else's passkey is their sign-in and proves nothing of this account.
 */
export async function afterPasskeyAssertion(db: Database, ctx: HookContext): Promise<void> {
  const key = ctx.request ?? ctx;
  const before = asserting.get(key);
  asserting.delete(key);
  const made = ctx.context.newSession;
  if (!before || !made || isAPIError(ctx.context.returned) || made.user.id !== before.userId) return;
  await noteFactorShown(db, made.user.id, made.session.id);
  await db.delete(sessions).where(eq(sessions.id, before.sessionId));
}
