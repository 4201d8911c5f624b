import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox, twoFactor, user } from "~/db/schema";
import type { DatabaseHandle } from "../db/connect.server";
import { loadEnv } from "../env.server";
import { openTestDatabase } from "../../../tests/support/database";
import { CLIENT_IP_HEADER, createAuth, type Auth } from "./auth.server";
import { resetSecondFactors, secondFactorsOf } from "./second-factors.server";
import { authEs } from "~/i18n/auth.es";
import { SECOND_FACTOR_LIMIT, SECOND_STEP_THROTTLED } from "./second-factor-limit.server";
import { CODE_REQUIRED } from "~/lib/accounts";
import { softwarePasskey } from "../../../tests/support/software-passkey";
import { FACTOR_PROOF_MS } from "./factor-proof.server";

const env = loadEnv({
  NODE_ENV: "test",
  PUBLIC_URL: "http://localhost:3999",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "rgv-2fa-")),
  BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
});
const password = "river-palm-lantern-42";
/** A fixed clock: 30-second steps start on the minute. */
const T0 = new Date("2026-11-28T15:00:00.000Z");

let handle: DatabaseHandle;
let auth: Auth;

beforeAll(async () => {
  handle = await openTestDatabase("pglite");
  auth = createAuth(handle.db, env);
});
afterAll(() => handle.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const nextIp = () => `10.30.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

/** Calls the auth handler as a browser at `ip` with `cookies` (a GET without `body`): the status, the JSON and the cookies it set (name=value). */
async function call(route: string, body: Record<string, unknown> | undefined, cookies: string[] = [], ip = "10.9.9.9") {
  const response = await auth.handler(
    new Request(`${env.publicUrl}/api/auth${route}`, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", origin: env.publicUrl, [CLIENT_IP_HEADER]: ip, cookie: cookies.join("; ") },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  const set = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "").filter((cookie) => !cookie.endsWith("="));
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null, cookies: set };
}

/** Replaces cookies of the same names. */
const merge = (jar: string[], set: string[]) => [...jar.filter((cookie) => !set.some((other) => other.split("=")[0] === cookie.split("=")[0])), ...set];

async function account() {
  const email = `two-step-${++counter}@example.com`;
  await auth.api.signUpEmail({ body: { email, password, name: "Owner" } });
  await handle.db.update(user).set({ emailVerified: true, lang: "es" }).where(eq(user.email, email));
  const signedIn = await call("/sign-in/email", { email, password });
  return { email, jar: signedIn.cookies };
}

/** An account with its authenticator set up at T0: its secret, recovery codes and a session. */
async function withAuthenticator() {
  vi.useFakeTimers({ now: T0, toFake: ["Date"] });
  const { email, jar } = await account();
  // An address of its own: the plugin allows three calls in ten seconds an address, and every test starts its clock at T0.
  const ip = nextIp();
  const enabled = await call("/two-factor/enable", { password }, jar, ip);
  expect(enabled.status).toBe(200);
  const uri = new URL(String(enabled.json?.totpURI));
  // The URI carries it base32-encoded, as authenticator apps read it.
  const secret = new TextDecoder().decode(base32.decode(uri.searchParams.get("secret") ?? ""));
  const codes = enabled.json?.backupCodes as string[];
  vi.setSystemTime(new Date(T0.getTime() + 30_000));
  const confirmed = await call("/two-factor/verify-totp", { code: await createOTP(secret).totp() }, merge(jar, enabled.cookies), ip);
  expect(confirmed.status).toBe(200);
  return { email, secret, codes, jar: merge(merge(jar, enabled.cookies), confirmed.cookies) };
}

const codeAt = (secret: string, at: number) => {
  vi.setSystemTime(new Date(at));
  return createOTP(secret).totp();
};

describe("the authenticator app", () => {
  it("is set up by a first code, with ten recovery codes kept only as digests and the secret not in clear, and mailed in the account's language", async () => {
    const { email, codes, secret } = await withAuthenticator();
    expect(codes).toHaveLength(10);
    const [row] = await handle.db.select().from(twoFactor).innerJoin(user, eq(user.id, twoFactor.userId)).where(eq(user.email, email));
    expect(row?.user.twoFactorEnabled).toBe(true);
    expect(row?.two_factor.secret).not.toContain(secret);
    for (const code of codes) expect(row?.two_factor.backupCodes).not.toContain(code);
    const mails = await handle.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((mail) => mail.subject)).toContain("Se activó la verificación en dos pasos");
  });

  it("asks a password sign-in for the second step: a right code signs in once, a wrong, reused or expired one does not", async () => {
    const { email, secret } = await withAuthenticator();
    const ip = nextIp();
    const first = await call("/sign-in/email", { email, password }, [], ip);
    expect(first.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(first.cookies.some((cookie) => cookie.startsWith("rgv.session_token="))).toBe(false);
    const challenge = first.cookies;

    expect((await call("/two-factor/verify-totp", { code: "000000" }, challenge, ip)).status).toBe(401);
    // Two steps old (60 s): outside the window of one step either side.
    const stale = await codeAt(secret, T0.getTime() + 60_000);
    vi.setSystemTime(new Date(T0.getTime() + 120_000));
    expect((await call("/two-factor/verify-totp", { code: stale }, challenge, ip)).status).toBe(401);
    const code = await codeAt(secret, T0.getTime() + 150_000);
    const passed = await call("/two-factor/verify-totp", { code }, challenge, ip);
    expect(passed.status).toBe(200);
    expect(passed.cookies.some((cookie) => cookie.startsWith("rgv.session_token="))).toBe(true);

    // The same code again, within its window, for a fresh challenge: refused.
    const again = await call("/sign-in/email", { email, password }, [], ip);
    const reused = await call("/two-factor/verify-totp", { code }, again.cookies, ip);
    expect(reused).toMatchObject({ status: 401, json: { code: "CODE_ALREADY_USED" } });
  });

  it("takes a recovery code once, and a trusted device skips the second step for 30 days", async () => {
    const { email, codes } = await withAuthenticator();
    const ip = nextIp();
    const challenge = (await call("/sign-in/email", { email, password }, [], ip)).cookies;
    const recovered = await call("/two-factor/verify-backup-code", { code: codes[0], trustDevice: true }, challenge, ip);
    expect(recovered.status).toBe(200);
    const trusted = recovered.cookies.filter((cookie) => cookie.startsWith("rgv.trust_device="));
    expect(trusted).toHaveLength(1);
    expect((await secondFactorsOf(handle.db, String((recovered.json?.user as { id: string }).id))).recoveryCodesLeft).toBe(9);

    const used = await call("/two-factor/verify-backup-code", { code: codes[0] }, (await call("/sign-in/email", { email, password }, [], ip)).cookies, ip);
    expect(used.status).toBe(401);

    vi.setSystemTime(new Date(Date.now() + 29 * 86_400_000));
    const skipped = await call("/sign-in/email", { email, password }, trusted, ip);
    expect(skipped.json?.twoFactorRedirect).toBeUndefined();
    expect(skipped.cookies.some((cookie) => cookie.startsWith("rgv.session_token="))).toBe(true);
  });

  it("limits wrong codes per account from every address: five, then codes are refused for 15 minutes, the owner is mailed in her language, and a right password changes nothing", async () => {
    const { email, secret, jar } = await withAuthenticator();
    const challengeFrom = async (ip: string) => (await call("/sign-in/email", { email, password }, [], ip)).cookies;
    // Sent at once from twenty addresses, each with a challenge of its own: no more than five are checked.
    const challenges = await Promise.all(Array.from({ length: 20 }, async () => {
      const ip = nextIp();
      return { ip, cookies: await challengeFrom(ip) };
    }));
    const answers = await Promise.all(challenges.map(({ ip, cookies }, index) => call("/two-factor/verify-totp", { code: String(100000 + index) }, cookies, ip)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(SECOND_FACTOR_LIMIT.wrongCodes);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(20 - SECOND_FACTOR_LIMIT.wrongCodes);
    expect(refused[0]?.json).toMatchObject({ code: SECOND_STEP_THROTTLED.account });

    // A right code from a new address, after a right password, is refused too; so is a recovery code.
    const owner = nextIp();
    const code = await codeAt(secret, T0.getTime() + 60_000);
    const response = await auth.handler(
      new Request(`${env.publicUrl}/api/auth/two-factor/verify-totp`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.publicUrl, [CLIENT_IP_HEADER]: owner, cookie: (await challengeFrom(owner)).join("; ") },
        body: JSON.stringify({ code }),
      }),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(Number(response.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
    expect((await call("/two-factor/verify-backup-code", { code: "abcde-fghij" }, await challengeFrom(nextIp()), nextIp())).status).toBe(429);
    // Signed in, a code is refused as well: a session held by someone else can't guess its way on.
    expect((await call("/two-factor/verify-totp", { code: "000000" }, jar, owner)).status).toBe(429);

    const mails = await handle.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.filter((mail) => mail.kind === "security-codes-locked").map((mail) => mail.subject)).toEqual([authEs.mail.security.lockedSubject]);
    expect(mails.find((mail) => mail.kind === "security-codes-locked")?.text).toContain("15 minutos");

    vi.setSystemTime(new Date(Date.now() + 15 * 60_000));
    const later = await codeAt(secret, Date.now());
    expect((await call("/two-factor/verify-totp", { code: later }, await challengeFrom(owner), owner)).status).toBe(200);
  });

  it("counts wrong codes typed while signed in, and turns two-step sign-in off or makes new recovery codes only after a right one", async () => {
    const { secret, jar } = await withAuthenticator();
    const ip = nextIp();
    expect(await call("/two-factor/disable", { password }, jar, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });
    expect(await call("/two-factor/generate-backup-codes", { password }, jar, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });

    // The next 30-second step: the code that confirmed the authenticator works once.
    expect((await call("/two-factor/verify-totp", { code: await codeAt(secret, T0.getTime() + 60_000) }, jar, ip)).status).toBe(200);
    const made = await call("/two-factor/generate-backup-codes", { password }, jar, ip);
    expect(made.status).toBe(200);
    expect(made.json?.backupCodes).toHaveLength(10);
    // The right code vouched for one change.
    vi.setSystemTime(new Date(Date.now() + 11_000));
    expect((await call("/two-factor/generate-backup-codes", { password }, jar, ip)).status).toBe(403);

    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SECOND_FACTOR_LIMIT.wrongCodes; attempt++) {
      vi.setSystemTime(new Date(Date.now() + 11_000));
      statuses.push((await call("/two-factor/verify-totp", { code: "999999" }, jar, ip)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("never refuses a passkey sign-in, whatever the codes", async () => {
    const { email } = await withAuthenticator();
    for (let attempt = 0; attempt < SECOND_FACTOR_LIMIT.wrongCodes; attempt++) {
      const ip = nextIp();
      await call("/two-factor/verify-totp", { code: "000000" }, (await call("/sign-in/email", { email, password }, [], ip)).cookies, ip);
    }
    const ip = nextIp();
    expect((await call("/two-factor/verify-totp", { code: "000000" }, (await call("/sign-in/email", { email, password }, [], ip)).cookies, ip)).status).toBe(429);
    // The passkey's endpoints answer as ever: options to sign in with, and a malformed assertion is the passkey plugin's own refusal.
    const options = await auth.handler(new Request(`${env.publicUrl}/api/auth/passkey/generate-authenticate-options`, { headers: { origin: env.publicUrl, [CLIENT_IP_HEADER]: ip } }));
    expect(options.status).toBe(200);
    const verify = await call("/passkey/verify-authentication", { response: {} }, [], ip);
    expect(verify.status).not.toBe(429);
    expect(verify.status).toBeLessThan(500);
  });

  it("is removed by the operator's reset, which ends the account's sessions and forgets its wrong codes, and leaves a password sign-in", async () => {
    const { email, jar } = await withAuthenticator();
    for (let attempt = 0; attempt < SECOND_FACTOR_LIMIT.wrongCodes; attempt++) {
      vi.setSystemTime(new Date(Date.now() + 11_000));
      await call("/two-factor/verify-totp", { code: "999999" }, jar, nextIp());
    }
    expect(await resetSecondFactors(handle.db, email.toUpperCase())).toMatchObject({ email, lang: "es", sessionsEnded: 1 });
    const session = await auth.handler(new Request(`${env.publicUrl}/api/auth/get-session`, { headers: { cookie: jar.join("; ") } }));
    expect(await session.json()).toBeNull();
    const signedIn = await call("/sign-in/email", { email, password }, [], nextIp());
    expect(signedIn.json?.twoFactorRedirect).toBeUndefined();
    const again = merge(jar, signedIn.cookies);
    const ip = nextIp();
    const enabled = await call("/two-factor/enable", { password }, again, ip);
    const secret = new TextDecoder().decode(base32.decode(new URL(String(enabled.json?.totpURI)).searchParams.get("secret") ?? ""));
    expect((await call("/two-factor/verify-totp", { code: await createOTP(secret).totp() }, merge(again, enabled.cookies), ip)).status).toBe(200);
    expect(await resetSecondFactors(handle.db, "nobody@example.com")).toBeUndefined();
  });
});

describe("adding and removing passkeys (ADR 0306)", () => {
  const sessionOf = async (jar: string[]) => (await auth.handler(new Request(`${env.publicUrl}/api/auth/get-session`, { headers: { cookie: jar.join("; ") } }))).json();

  /** Makes `key` a passkey of the session's account, as the browser does: the plugin's options, then the device's answer. */
  async function register(key: ReturnType<typeof softwarePasskey>, jar: string[], ip: string) {
    const options = await call("/passkey/generate-register-options", undefined, jar, ip);
    if (options.status !== 200) return options;
    return call("/passkey/verify-registration", { response: key.register(options.json as { challenge: string }), name: key.id }, merge(jar, options.cookies), ip);
  }

  /** An assertion with `key`, signed in with `jar` or not: the jar after it. */
  async function assertWith(key: ReturnType<typeof softwarePasskey>, jar: string[], ip: string) {
    const options = await call("/passkey/generate-authenticate-options", undefined, jar, ip);
    const verified = await call("/passkey/verify-authentication", { response: key.assert(options.json as { challenge: string }) }, merge(jar, options.cookies), ip);
    expect(verified.status).toBe(200);
    return merge(merge(jar, options.cookies), verified.cookies);
  }

  it("lets an account with no factor add its first passkey with its session alone; after that, a change takes an assertion made while signed in, once, and so does removing the last one", async () => {
    const { email, jar: first } = await account();
    const ip = nextIp();
    const [phone, laptop] = [softwarePasskey(env.publicUrl), softwarePasskey(env.publicUrl)];
    const added = await register(phone, first, ip);
    expect(added.status).toBe(200);
    expect((await secondFactorsOf(handle.db, String(added.json?.userId))).enabled).toBe(true);

    // Two-step sign-in is on: the session alone adds nothing, asked for the options or for the registration itself.
    expect(await register(laptop, first, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });
    expect(await call("/passkey/verify-registration", { response: laptop.register({ challenge: "made-up" }) }, first, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });
    // A passkey sign-in is a sign-in, not a confirmation: its new session changes nothing either.
    const signedIn = await assertWith(phone, [], ip);
    expect(await register(laptop, signedIn, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });

    // Asserted while signed in: the session is replaced, the old cookie signed out, and the new one may add one passkey.
    const confirmed = await assertWith(phone, first, ip);
    expect(await sessionOf(first)).toBeNull();
    expect(await register(laptop, confirmed, ip)).toMatchObject({ status: 200 });
    expect(await register(softwarePasskey(env.publicUrl), confirmed, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });

    const keys = (await secondFactorsOf(handle.db, String(added.json?.userId))).passkeys;
    expect(keys).toHaveLength(2);
    const remove = (id: string, jar: string[]) => call("/passkey/delete-passkey", { id }, jar, ip);
    expect(await remove(keys[0]?.id ?? "", confirmed)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });
    const again = await assertWith(laptop, confirmed, ip);
    expect((await remove(keys[0]?.id ?? "", again)).status).toBe(200);
    // The last passkey, and with it two-step sign-in: a proof of its own.
    expect((await remove(keys[1]?.id ?? "", again)).status).toBe(403);
    const last = await assertWith(laptop, again, ip);
    expect((await remove(keys[1]?.id ?? "", last)).status).toBe(200);
    expect(await secondFactorsOf(handle.db, String(added.json?.userId))).toMatchObject({ enabled: false, passkeys: [] });
    const mails = await handle.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.filter((mail) => mail.subject === authEs.mail.security.passkeyRemovedSubject)).toHaveLength(2);
  });

  it("takes a current code or a recovery code as the proof, for five minutes and one change", async () => {
    const { secret, codes, jar } = await withAuthenticator();
    const ip = nextIp();
    const key = softwarePasskey(env.publicUrl);
    expect(await register(key, jar, ip)).toMatchObject({ status: 403, json: { code: CODE_REQUIRED } });
    expect((await call("/two-factor/verify-totp", { code: await codeAt(secret, T0.getTime() + 60_000) }, jar, ip)).status).toBe(200);
    const added = await register(key, jar, ip);
    expect(added.status).toBe(200);

    expect((await call("/two-factor/verify-backup-code", { code: codes[0] }, jar, ip)).status).toBe(200);
    vi.setSystemTime(new Date(Date.now() + FACTOR_PROOF_MS + 1_000));
    expect((await call("/passkey/delete-passkey", { id: added.json?.id }, jar, ip)).status).toBe(403);
    expect((await call("/two-factor/verify-backup-code", { code: codes[1] }, jar, ip)).status).toBe(200);
    expect((await call("/passkey/delete-passkey", { id: added.json?.id }, jar, ip)).status).toBe(200);
  });
});
