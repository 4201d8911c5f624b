import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import type { DatabaseHandle } from "../db/connect.server";
import { loadEnv } from "../env.server";
import { openTestDatabase } from "../../../tests/support/database";
import { CLIENT_IP_HEADER, createAuth, type Auth } from "./auth.server";
import { ACCOUNT_FROM_ADDRESS_RULE, ACCOUNT_SLOWDOWN, SIGN_IN_THROTTLED } from "./sign-in-throttle.server";

const env = loadEnv({
  NODE_ENV: "test",
  PUBLIC_URL: "http://localhost:3999",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "rgv-auth-")),
  BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
});
const password = "river-palm-lantern-42";

let handle: DatabaseHandle;
let auth: Auth;

beforeAll(async () => {
  handle = await openTestDatabase("pglite");
  auth = createAuth(handle.db, env);
});
afterAll(() => handle.close());

let counter = 0;
const nextIp = () => `10.20.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

async function owner(): Promise<string> {
  const email = `owner-${++counter}@example.com`;
  await auth.api.signUpEmail({ body: { email, password, name: "Owner" } });
  await handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return email;
}

function signIn(email: string, secret: string, ip: string): Promise<Response> {
  return auth.handler(
    new Request(`${env.publicUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: env.publicUrl, [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ email, password: secret }),
    }),
  );
}

describe("sign-in throttling through the auth handler", () => {
  it("never stops the owner's correct password from a fresh address, however many addresses failed; it only slows it down", async () => {
    const email = await owner();
    const attackers = await Promise.all(
      [nextIp(), nextIp(), nextIp(), nextIp()].map(async (ip) => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt <= ACCOUNT_FROM_ADDRESS_RULE.limit; attempt++) statuses.push((await signIn(email, `wrong-guess-${attempt}`, ip)).status);
        return statuses;
      }),
    );
    expect(attackers).toEqual(Array(4).fill([401, 401, 401, 401, 401, 429]));
    const start = Date.now();
    const response = await signIn(email.toUpperCase(), password, nextIp());
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("rgv.session_token="))).toBe(true);
    expect(Date.now() - start).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN.maxDelayMs - 20);
  });

  it("refuses an address that keeps failing for an account, even with the right password, saying when to retry", async () => {
    const email = await owner();
    const ip = nextIp();
    for (let attempt = 0; attempt < ACCOUNT_FROM_ADDRESS_RULE.limit; attempt++) expect((await signIn(email, "wrong-guess", ip)).status).toBe(401);
    const refused = await signIn(email, password, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()) as unknown).toMatchObject({ code: SIGN_IN_THROTTLED.account });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(ACCOUNT_FROM_ADDRESS_RULE.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_FROM_ADDRESS_RULE.windowMs / 1000);
    expect((await signIn(await owner(), password, ip)).status).toBe(200);
  });

  it("counts neither a sign-in that succeeds nor one that never tested a password", async () => {
    const email = await owner();
    const ip = nextIp();
    for (let attempt = 0; attempt < ACCOUNT_FROM_ADDRESS_RULE.limit - 1; attempt++) expect((await signIn(email, "wrong-guess", ip)).status).toBe(401);
    expect((await signIn(email, password, ip)).status).toBe(200);
    expect((await signIn(email, password, ip)).status).toBe(200);
    const malformed = nextIp();
    for (let attempt = 0; attempt <= ACCOUNT_FROM_ADDRESS_RULE.limit; attempt++) expect((await signIn("not-an-e-mail", password, malformed)).status).toBe(400);
  });
});

describe("return paths given to the auth library", () => {
  const get = (path: string) => auth.handler(new Request(`${env.publicUrl}/api/auth${path}`));
  const post = (path: string, body: Record<string, unknown>) =>
    auth.handler(
      new Request(`${env.publicUrl}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.publicUrl, [CLIENT_IP_HEADER]: nextIp() },
        body: JSON.stringify(body),
      }),
    );
  const foreign = ["/.//evil.example", "/..//evil.example", "/%2e%2e/%2e%2e//evil.example", "//evil.example", "/\u2215evil", "/en\r\n{\"level\":\"error\"}", "https://evil.example"];

  it.each(foreign)("never redirects a confirmation or reset link to %j", async (target) => {
    for (const path of [`/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`, `/reset-password/x?callbackURL=${encodeURIComponent(target)}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      expect(response.headers.get("Location"), path).toBeNull();
    }
  });

  it.each(foreign)("refuses %j as any of the fields the library redirects to", async (target) => {
    const email = `return-${++counter}@example.com`;
    const answers = await Promise.all([
      post("/sign-up/email", { email, password, name: "Return", callbackURL: target }),
      post("/sign-in/email", { email, password, callbackURL: target }),
      post("/request-password-reset", { email, redirectTo: target }),
      post("/send-verification-email", { email, callbackURL: target }),
      post("/sign-in/email", { email, password, callbackURL: "/en", errorCallbackURL: target }),
      post("/sign-in/email", { email, password, callbackURL: "/en", newUserCallbackURL: target }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(403));
    expect(answers.map((answer) => answer.headers.get("Location"))).toEqual(Array(6).fill(null));
  });

  it("still follows the site's own paths", async () => {
    const response = await get(`/verify-email?token=x&callbackURL=${encodeURIComponent("/api/welcome?to=%2Fes%2Fcuenta")}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/welcome?to=%2Fes%2Fcuenta&error=INVALID_TOKEN");
    expect((await post("/request-password-reset", { email: `nobody-${++counter}@example.com`, redirectTo: "/es/cuenta?mode=reset" })).status).toBe(200);
  });
});
