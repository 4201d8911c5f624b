import { setTimeout as sleep } from "node:timers/promises";
import { passkey as passkeys } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { twoFactor as twoFactors } from "better-auth/plugins/two-factor";
import { account, passkey, rateLimit, session, twoFactor, user, verification } from "~/db/schema";
import { alertFrequencies, CODE_REQUIRED, userRoles } from "~/lib/accounts";
import { isSameSitePath } from "~/lib/http/return-path";
import { themes } from "~/lib/cookies";
import { langFromPath, langs, pagePath } from "~/lib/routes";
import type { Database } from "../db/connect.server";
import { getDb } from "../db.server";
import { getEnv, type Env } from "../env.server";
import { AUTH_COOKIE_PREFIX } from "./cookie";
import { logAuthLibrary } from "./log.server";
import { mailLang, queueAuthMail } from "./mails.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblems } from "./password-policy.server";
import { currentSite } from "../site-identity.server";
import { resolveAuthSecret } from "./secret.server";
import { afterFactorChange, beforeFactorChange, FACTOR_CHANGE_PATHS } from "./second-factors.server";
import { admitSignIn, forgetSignInFailures, settleSignIn, SIGN_IN_THROTTLED, type SignInOutcome } from "./sign-in-throttle.server";
import { afterPasskeyAssertion, beforePasskeyAssertion, PROOF_PATHS, requireFactorProof } from "./factor-proof.server";
import { afterSecondStep, beforeSecondStep, type LockNotice, RECOVERY_CODE_COUNT, recoveryCodeStore, SECOND_STEP_PATHS, TRUST_DEVICE_DAYS } from "./two-factor.server";

/** Set by server/app.ts from Express's req.ip, which honours TRUST_PROXY; a client cannot forge it. */
export const CLIENT_IP_HEADER = "x-client-ip";

const SESSION_DAYS = 30;

interface HookContext {
  readonly request?: Request;
  readonly headers?: Headers;
  readonly context: { readonly options: Parameters<typeof getIP>[1]; readonly newSession?: unknown; readonly returned?: unknown };
}

/** The visitor's address as better-auth's own per-IP limits see it (IPv6 by its /64), so that both count the same visitor. */
function clientAddress(ctx: HookContext): string {
  return getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unknown";
}

/** Every field the library redirects to, with the code its own check answers for it. */
const RETURN_FIELDS = {
  callbackURL: "INVALID_CALLBACK_URL",
  redirectTo: "INVALID_REDIRECT_URL",
  errorCallbackURL: "INVALID_ERROR_CALLBACK_URL",
  newUserCallbackURL: "INVALID_NEW_USER_CALLBACK_URL",
} as const;

/**
 * Refuses a request whose query or body names somewhere to go that is not a
 * path on this site, by the site's one return-path check (ADR 0008). The
 * library's own check takes "/.//evil.example" for a path, then resolves it
 * to "//evil.example" (issue 40); it runs after this one and still applies.
 */
function refuseForeignReturnPaths(sources: readonly unknown[]): void {
  for (const source of sources) {
    if (!source || typeof source !== "object") continue;
    for (const [field, code] of Object.entries(RETURN_FIELDS)) {
      const value = (source as Record<string, unknown>)[field];
      if (value !== undefined && !isSameSitePath(value)) throw new APIError("FORBIDDEN", { code, message: `Invalid ${field}` });
    }
  }
}

function signInOutcome(ctx: HookContext): SignInOutcome {
  const returned = ctx.context.returned;
  // The password was right and the second step is asked for: as far as passwords go, the owner is in.
  if (ctx.context.newSession || (returned as { twoFactorRedirect?: unknown } | undefined)?.twoFactorRedirect === true) return "signed-in";
  return isAPIError(returned) && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD" ? "failed" : "other";
}

/** The better-auth instance over the site's database: e-mail and password, sessions and rate limits in PostgreSQL. */
export function createAuth(db: Database, env: Env) {
  const site = env.site;
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, env.dataDir);
  const lockNotice: LockNotice = { publicUrl: env.publicUrl, site: () => currentSite(db) };
  return betterAuth({
    appName: site.agentName,
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.publicUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit, twoFactor, passkey } }),
    telemetry: { enabled: false },
    // Its own logger writes coloured text with the values it was given (a failed query's parameters, a raw callbackURL).
    // No `level`: with one set, the router also sends API errors' messages to its global logger, which is the console.
    logger: { disableColors: true, log: logAuthLibrary },
    user: {
      additionalFields: {
        role: { type: [...userRoles], input: false, defaultValue: "user", required: false },
        lang: { type: [...langs], input: false, defaultValue: "en", required: false },
        theme: { type: [...themes], input: false, defaultValue: "system", required: false },
        alertFrequency: { type: [...alertFrequencies], input: false, defaultValue: "daily", required: false },
      },
    },
    plugins: [
      // The authenticator app and recovery codes (ADR 0305). The secret is encrypted with a key derived from the auth
      // secret (the plugin's own), the codes kept as HMACs; the site's per-account budget (ADR 0306) replaces the plugin's lock-out.
      twoFactors({
        issuer: site.agentName,
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 86_400,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10, storeBackupCodes: recoveryCodeStore(secret) },
        accountLockout: { enabled: false },
      }),
      // Passkeys sign in on their own (possession and the device's own check of its owner) or stand in for the code.
      passkeys({
        rpID: new URL(env.publicUrl).hostname,
        rpName: site.agentName,
        origin: env.publicUrl,
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        authentication: {
          afterVerification({ verification: result }) {
            // Without the device's own check (PIN, fingerprint, face) a passkey would be one factor, not two.
            if (!result.authenticationInfo.userVerified) throw new APIError("UNAUTHORIZED", { code: "USER_NOT_VERIFIED", message: "The device did not verify its user" });
          },
        },
      }),
    ],
    session: { expiresIn: SESSION_DAYS * 86_400, updateAge: 86_400 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Whoever reads the account's mail may sign in again from anywhere, however many failures strangers piled up.
      async onPasswordReset({ user: target }) {
        await forgetSignInFailures(db, target.email);
      },
      async sendResetPassword({ user: target, url }, request) {
        await queueAuthMail(db, await currentSite(db), { kind: "reset", to: target.email, lang: mailLang(request, url, (target as { lang?: unknown }).lang), url });
      },
      async onExistingUserSignUp({ user: target }, request) {
        const lang = mailLang(request, env.publicUrl, (target as { lang?: unknown }).lang);
        await queueAuthMail(db, await currentSite(db), { kind: "existing", to: target.email, lang, url: `${env.publicUrl}${pagePath("account", lang)}?mode=forgot` });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      async sendVerificationEmail({ user: target, url }, request) {
        await queueAuthMail(db, await currentSite(db), { kind: "confirm", to: target.email, lang: mailLang(request, url, (target as { lang?: unknown }).lang), url });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A new account takes the language of the page it was created on, for its alert e-mails.
          async before(data, context) {
            const callbackURL = (context?.body as { callbackURL?: unknown } | undefined)?.callbackURL;
            const lang = typeof callbackURL === "string" && callbackURL.startsWith("/") ? langFromPath(callbackURL) : "en";
            return { data: { ...data, lang } };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Per address and counting every attempt, these cap the pace; which sign-ins failed, and for which account, is
      // sign-in-throttle.server's to count (docs/decisions/0304-sign-in-throttling.md).
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 3600, max: 10 },
        "/request-password-reset": { window: 3600, max: 5 },
        "/send-verification-email": { window: 3600, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseForeignReturnPaths([ctx.query, ctx.body]);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-up/email" || ctx.path === "/reset-password") {
          const password = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
          if (typeof password === "string") {
            const problems = passwordProblems(password, typeof body.email === "string" ? body.email : undefined);
            if (problems.length > 0) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problems.join(",") });
          }
        }
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          const gate = await admitSignIn(db, body.email, clientAddress(ctx));
          if (!gate.allowed) {
            const retryAfter = String(gate.retryAfter);
            const message = `Too many failed sign-ins; try again in ${retryAfter} seconds`;
            throw new APIError("TOO_MANY_REQUESTS", { code: SIGN_IN_THROTTLED[gate.scope], message }, { "Retry-After": retryAfter });
          }
          if (gate.delayMs > 0) await sleep(gate.delayMs);
        }
        // The plugin turns the authenticator off with the password alone; the site does it once a current code is shown (ADR 0306).
        if (ctx.path === "/two-factor/disable") throw new APIError("FORBIDDEN", { code: CODE_REQUIRED, message: "Turn two-step sign-in off with a current code" });
        // New recovery codes, and adding or removing a passkey once two-step sign-in is on, take a factor shown just before (ADR 0306).
        if (PROOF_PATHS.includes(ctx.path)) await requireFactorProof(db, ctx);
        if (ctx.path === "/passkey/verify-authentication") await beforePasskeyAssertion(ctx);
        if (FACTOR_CHANGE_PATHS.includes(ctx.path)) await beforeFactorChange(db, ctx);
        if ((SECOND_STEP_PATHS as readonly string[]).includes(ctx.path)) return beforeSecondStep(db, ctx, clientAddress(ctx), lockNotice);
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          await settleSignIn(db, body.email, clientAddress(ctx), signInOutcome(ctx));
        }
        if ((SECOND_STEP_PATHS as readonly string[]).includes(ctx.path)) await afterSecondStep(db, ctx, lockNotice);
        if (ctx.path === "/passkey/verify-authentication") await afterPasskeyAssertion(db, ctx);
        if (FACTOR_CHANGE_PATHS.includes(ctx.path)) await afterFactorChange(db, await currentSite(db), env.publicUrl, ctx);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: { db: Database; env: Env; auth: Auth } | undefined;

/** The process's auth instance, made on first use once the database is open, and again for another database or environment. */
export function getAuth(): Auth {
  const db = getDb();
  const env = getEnv();
  if (instance?.db !== db || instance.env !== env) instance = { db, env, auth: createAuth(db, env) };
  return instance.auth;
}

/** The instance's auth secret (resolved once, with the instance): it also seals what other cookies carry, such as recovery codes on their way to be shown. */
export function authSecret(): string {
  return getAuth().options.secret;
}
