import { and, asc, eq, like, sql } from "drizzle-orm";
import { getSessionFromCtx, isAPIError } from "better-auth/api";
import { passkey, session, twoFactor, user, verification } from "~/db/schema";
import { isLang, type Lang } from "~/lib/routes";
import type { SecondFactors } from "~/lib/accounts";
import type { SiteIdentity } from "~/lib/site";
import type { Database } from "../db/connect.server";
import { queueSecurityMail, type SecurityChange } from "./mails.server";
import { forgetCodeFailures } from "./second-factor-limit.server";

/**
 * An account's second factors as the site sees them (ADR 0305): an
 * authenticator app (better-auth's two-factor plugin) and passkeys (its
 * passkey plugin). `user.two_factor_enabled` says whether either is set up,
 * so that a password alone no longer signs in; the plugins only know their own.
 */
export async function secondFactorsOf(db: Database, userId: string): Promise<SecondFactors> {
  const [account] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  const [app] = await db.select({ verified: twoFactor.verified, codes: twoFactor.backupCodes }).from(twoFactor).where(eq(twoFactor.userId, userId));
  const keys = await db.select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt }).from(passkey).where(eq(passkey.userId, userId)).orderBy(asc(passkey.createdAt), asc(passkey.id));
  const codes = app ? recoveryCodeCount(app.codes) : 0;
  return {
    enabled: account?.enabled ?? false,
    authenticator: app?.verified === true,
    authenticatorPending: app !== undefined && !app.verified,
    recoveryCodesLeft: app?.verified ? codes : 0,
    passkeys: keys.map((key) => ({ id: key.id, name: key.name ?? "", createdAt: key.createdAt?.toISOString() ?? null })),
  };
}

/** The second step's ways for the account with this e-mail, once its password was accepted: its authenticator, its passkeys. */
export async function secondStepMethodsOf(db: Database, email: string): Promise<Array<"totp" | "passkey">> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return ["totp"];
  const factors = await secondFactorsOf(db, account.id);
  const methods: Array<"totp" | "passkey"> = [];
  if (factors.authenticator) methods.push("totp");
  if (factors.passkeys.length > 0) methods.push("passkey");
  return methods.length > 0 ? methods : ["totp"];
}

/** How many recovery codes a stored list has left (the plugin's JSON of digests). */
function recoveryCodeCount(stored: string): number {
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/** Sets the account's flag from what it has: on with a confirmed authenticator or any passkey. Returns it. */
export async function syncTwoFactorFlag(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .update(user)
    .set({
      twoFactorEnabled: sql`EXISTS (SELECT 1 FROM ${twoFactor} WHERE ${twoFactor.userId} = ${userId} AND ${twoFactor.verified}) OR EXISTS (SELECT 1 FROM ${passkey} WHERE ${passkey.userId} = ${userId})`,
    })
    .where(eq(user.id, userId))
    .returning({ enabled: user.twoFactorEnabled });
  return row?.enabled ?? false;
}

/** The devices the second step trusts for an account (the plugin's records), forgotten when its factors change hands. */
async function forgetTrustedDevices(db: Database, userId: string): Promise<void> {
  await db.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, "trust-device-%")));
}

/** Removes the authenticator app (its secret and recovery codes) and the trusted devices; passkeys stay. Returns the flag after. */
export async function removeAuthenticator(db: Database, userId: string): Promise<boolean> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await forgetTrustedDevices(db, userId);
  return syncTwoFactorFlag(db, userId);
}

/**
 * The operator's way back in for someone who lost their phone and their
 * recovery codes (`npm run agent:reset-2fa`): every second factor of the
 * account removed, its wrong codes forgotten, and every session ended, so
 * that a session from before (perhaps the one a thief holds) cannot set up
 * a factor of its own and open the agent area again (ADR 0306). Undefined
 * for an unknown e-mail.
 */
export async function resetSecondFactors(db: Database, email: string): Promise<{ userId: string; email: string; lang: Lang; sessionsEnded: number } | undefined> {
  const [account] = await db.select({ id: user.id, email: user.email, lang: user.lang }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return undefined;
  await db.delete(passkey).where(eq(passkey.userId, account.id));
  await removeAuthenticator(db, account.id);
  await forgetCodeFailures(db, account.id);
  const ended = await db.delete(session).where(eq(session.userId, account.id)).returning({ id: session.id });
  return { userId: account.id, email: account.email, lang: isLang(account.lang) ? account.lang : "en", sessionsEnded: ended.length };
}

interface ChangeContext {
  readonly path: string;
  readonly body?: unknown;
  readonly request?: Request;
  readonly context: { readonly returned?: unknown };
}

/**
 * The endpoints that change an account's factors, and what each is told as once it succeeds. Turning
 * the authenticator off is the site's own (`removeAuthenticator`, once a code is shown), which mails it.
 */
const changes: Record<string, SecurityChange | undefined> = {
  "/two-factor/verify-totp": "two-step-on",
  "/two-factor/generate-backup-codes": "recovery-codes",
  "/passkey/verify-registration": "passkey-added",
  "/passkey/delete-passkey": "passkey-removed",
};

export const FACTOR_CHANGE_PATHS = Object.keys(changes);

const before = new WeakMap<object, { userId: string; email: string; lang: Lang; wasEnabled: boolean; authenticatorPending: boolean }>();

/** Notes whose account a change is for while its session still stands (turning a factor off replaces the session). */
export async function beforeFactorChange(db: Database, ctx: ChangeContext): Promise<void> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (!session?.user) return;
  const factors = await secondFactorsOf(db, session.user.id);
  const lang = (session.user as { lang?: unknown }).lang;
  before.set(ctx.request ?? ctx, {
    userId: session.user.id,
    email: session.user.email,
    lang: isLang(lang) ? lang : "en",
    wasEnabled: factors.enabled,
    authenticatorPending: factors.authenticatorPending,
  });
}

/** Keeps the account's flag true to its factors and mails the account what changed. */
export async function afterFactorChange(db: Database, site: SiteIdentity, publicUrl: string, ctx: ChangeContext): Promise<void> {
  const key = ctx.request ?? ctx;
  const account = before.get(key);
  before.delete(key);
  const returned = ctx.context.returned;
  if (!account || returned === undefined || isAPIError(returned)) return;
  // A code checked while signed in is only a setup when it confirms a new authenticator.
  if (ctx.path === "/two-factor/verify-totp" && !account.authenticatorPending) return;
  await syncTwoFactorFlag(db, account.userId);
  const change = changes[ctx.path];
  if (!change || (change === "two-step-on" && account.wasEnabled)) return;
  const name = (ctx.body as { name?: unknown } | undefined)?.name;
  await queueSecurityMail(db, site, publicUrl, { change, to: account.email, lang: account.lang, name: typeof name === "string" ? name : "" });
}
