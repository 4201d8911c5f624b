import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProxiedServer, startProxiedServer } from "../support/proxied-server";
import type { PostgresCluster } from "../support/postgres-cluster";
import type { RunningServer } from "../support/server";

/**
 * The auth library's edges (issue 40): what it writes to the log, with PostgreSQL stopped and with
 * hostile values in every field that reaches a log line, and where it redirects.
 */
const secret = "auth-log-test-secret-0123456789-abcdefghij";
const sessionToken = "PlantedSessionToken7Qx9Lm2Vb4Nc6Zr";
const resetToken = "PlantedResetToken3Hy8Kp1Wd5Tf0Gs";
const email = "planted-visitor-40@example.com";
const forged = '{"level":"error","msg":"FORGED"}';

let cluster: PostgresCluster;
let server: RunningServer;

let running: ProxiedServer | undefined;
beforeAll(async () => {
  running = await startProxiedServer({ SEED_COUNT: "0", BETTER_AUTH_SECRET: secret });
  ({ cluster, server } = running);
}, 240_000);
afterAll(() => running?.stop());

/** A session cookie signed as better-auth signs it, so that the library looks its token up in the database. */
function sessionCookie(token: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `rgv.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}, json = true) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "content-type": json ? "application/json" : "application/x-www-form-urlencoded", ...headers },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
}

/** Every line the server wrote since `from`, each of which must be one JSON object. */
function linesSince(from: number): Array<Record<string, unknown>> {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(line)), `not one JSON object: ${line.slice(0, 300)}`).not.toThrow();
      expect(typeof parsed, line).toBe("object");
      return parsed as Record<string, unknown>;
    });
}

describe("the auth library and the log", () => {
  it("logs no session token, reset token, e-mail or query parameter while PostgreSQL is stopped", async () => {
    const from = server.output().length;
    cluster.down();
    const cookie = { Cookie: sessionCookie(sessionToken) };
    const answers = await Promise.all([
      fetch(`${server.url}/en/account`, { headers: cookie }),
      fetch(`${server.url}/es/cuenta`, { headers: cookie }),
      fetch(`${server.url}/api/auth/get-session`, { headers: cookie }),
      fetch(`${server.url}/api/auth/reset-password/${resetToken}?callbackURL=%2Fen%2Faccount%3Fmode%3Dreset`, { redirect: "manual" }),
      post("/api/auth/reset-password", { token: resetToken, newPassword: "a-new-and-long-password-2040" }),
      post("/api/auth/sign-in/email", { email, password: "valley-visitor-password-2031" }),
      post("/api/auth/sign-up/email", { email, password: "valley-visitor-password-2031", name: "Planted" }),
      post("/api/auth/request-password-reset", { email, redirectTo: "/en/account?mode=reset" }),
      post("/en/account", { intent: "sign-in", email, password: "valley-visitor-password-2031", redirectTo: "/en" }, {}, false),
      post("/en/account", { intent: "sign-out", redirectTo: "/en" }, cookie, false),
      post("/api/favorites", { intent: "add", listingKey: "A23456789", redirectTo: "/en" }, cookie, false),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status < 400 && status !== 302 && status !== 303)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.up();
    const output = server.output().slice(from);
    // Both the app's lines and the auth library's went through the JSON logger.
    expect(output).toContain('"msg":"request failed"');
    expect(output).toContain('"msg":"auth library"');
    for (const secretValue of [sessionToken, encodeURIComponent(sessionToken), resetToken, email, "planted-visitor-40", "params", "|/sign-", "[Better Auth]"]) {
      expect(output, secretValue).not.toContain(secretValue);
    }
    linesSince(from);
  }, 120_000);

  it("writes one JSON object a line when CR, LF and forged lines arrive in every field that is logged", async () => {
    const from = server.output().length;
    const crlf = `%0D%0A${encodeURIComponent(forged)}%0A`;
    const raw = `\r\n${forged}\n`;
    const answers = await Promise.all([
      fetch(`${server.url}/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fx.invalid%2F${crlf}`, { redirect: "manual" }),
      fetch(`${server.url}/api/auth/verify-email?token=x${crlf}&callbackURL=%2Fen${crlf}`, { redirect: "manual" }),
      fetch(`${server.url}/api/auth/reset-password/x${crlf}?callbackURL=%2F.%2F%2Fx.invalid${crlf}`, { redirect: "manual" }),
      fetch(`${server.url}/en${crlf}?q=${crlf}`, { headers: { "X-Request-Id": "abc%0A", "User-Agent": `ua${encodeURIComponent(raw)}`, Referer: `https://x.invalid/${crlf}` } }),
      post("/api/auth/sign-up/email", { email: `a${raw}@example.com`, password: `p${raw}assword-long-enough`, name: raw, callbackURL: `/en${raw}` }),
      post("/api/auth/sign-in/email", { email: `a${raw}@example.com`, password: raw, callbackURL: `https://x.invalid/${raw}` }),
      post("/api/auth/sign-in/email", { email: "forged-1@example.com", password: "whatever-long-password", callbackURL: `https://x.invalid/${raw}` }),
      post("/api/auth/sign-up/email", { email: "forged-2@example.com", password: "a-long-enough-password-2040", name: "F", callbackURL: `https://x.invalid/${raw}` }),
      post("/api/auth/request-password-reset", { email: "forged-3@example.com", redirectTo: `https://x.invalid/${raw}` }),
      post("/api/auth/send-verification-email", { email: "forged-4@example.com", callbackURL: `https://x.invalid/${raw}` }),
      post("/api/auth/sign-in/email", { email: "b@example.com", password: "whatever-long-password", callbackURL: "/en" }, { Origin: `https://x.invalid/${crlf}` }),
      post("/api/auth/sign-in/email", { email: "b@example.com", password: "whatever-long-password" }, { Origin: "null", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" }),
      post("/api/auth/request-password-reset", { email: `c${raw}@example.com`, redirectTo: `/en${raw}` }),
      post("/en/account", { intent: "sign-in", email: raw, password: raw, redirectTo: raw }, {}, false),
      post("/en/account", { intent: raw, email: raw, redirectTo: raw }, { Cookie: `rgv.session_token=${encodeURIComponent(raw)}` }, false),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = linesSince(from);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.msg === "FORGED")).toEqual([]);
  }, 60_000);
});

describe("return paths", () => {
  it.each(["/.//evil.example", "/..//evil.example", "/%2e%2e/%2e%2e//evil.example", "//evil.example", "/\u2215evil.example"])(
    "never sends a confirmation or reset link to %j",
    async (target) => {
      for (const path of [`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`, `/api/auth/reset-password/x?callbackURL=${encodeURIComponent(target)}`]) {
        const answer = await fetch(`${server.url}${path}`, { redirect: "manual" });
        expect(answer.status, path).toBe(403);
        expect(answer.headers.get("Location"), path).toBeNull();
      }
    },
  );

  it("answers a return path past Latin-1 with the default path, on every form and link that takes one", async () => {
    const to = "/\u2215evil";
    const cookie = { Cookie: sessionCookie(sessionToken) };
    const answers = await Promise.all([
      fetch(`${server.url}/api/account/welcome?to=${encodeURIComponent(to)}`, { redirect: "manual" }),
      post("/api/theme", { theme: "dark", redirectTo: to }, {}, false),
      post("/api/favorites", { intent: "add", listingKey: "A23456789", redirectTo: to }, {}, false),
      post("/api/saved-searches", { intent: "create", query: "city=mcallen", redirectTo: to }, {}, false),
      post("/en/account", { intent: "sign-in", email, password: "valley-visitor-password-2031", redirectTo: to }, {}, false),
      post("/en/account", { intent: "sign-out", redirectTo: to }, cookie, false),
      fetch(`${server.url}/en/account?redirectTo=${encodeURIComponent(to)}`),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    for (const answer of answers) expect(answer.headers.get("Location") ?? "", answer.url).not.toContain("evil");
  });
});
