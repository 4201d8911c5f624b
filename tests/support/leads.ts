import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { grantAgent } from "../../app/features/agent/grant-agent.server";
import { demoSite } from "../../app/lib/site";
import { formTokens } from "../../app/features/leads/token.server";
import { resolveAuthSecret } from "../../app/server/auth/secret.server";
import { connect } from "../../app/server/db/connect.server";
import { newContext } from "./browser";
import { seedDataDirFromTemplate } from "./pglite-template";
import { repoRoot, type RunningServer, startServer } from "./server";
import { linkIn, type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./smtp";

/** Where the agent's notifications go: the demo site identity's e-mail. */
export const agentEmail = demoSite.email;
/** The server's time trap, plus a margin. */
export const FILL_TIME_MS = 2_200;

export interface ServerWithMail {
  readonly server: RunningServer;
  readonly smtp: TestSmtpServer;
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** A server of its own with a real SMTP server, a few demo listings (SEED_COUNT) and a data folder the test knows. */
export async function startServerWithMail(env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(tmpdir(), "rgv-leads-"))): Promise<ServerWithMail> {
  const smtp = await startSmtpServer();
  const server = await startServer({ SMTP_URL: smtp.url, SEED_COUNT: "40", DATA_DIR: dataDir, ...env });
  return {
    server,
    smtp,
    url: server.url,
    dataDir,
    async stop() {
      await server.stop();
      await smtp.stop();
    },
  };
}

let counter = 0;
/** A name no other test uses, to find this submission's mail. */
export function uniqueName(label: string): string {
  counter++;
  return `${label} ${process.pid}x${counter}${Date.now().toString(36)}`;
}

/** A documentation address (RFC 5737) per caller, so that tests don't share a rate-limit window. */
export function testAddress(): string {
  counter++;
  return `198.51.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export const toAgent = (name: string) => (mail: ReceivedMail) => mail.to.includes(agentEmail) && mail.raw.includes(name);
export const toVisitor = (email: string) => (mail: ReceivedMail) => mail.to.includes(email);

/** The render token and the page's cookies, as a form page hands them to a browser. */
export async function formToken(url: string, pagePath: string, form: string): Promise<string> {
  const html = await (await fetch(`${url}${pagePath}`)).text();
  const section = html.slice(html.indexOf(`data-testid="lead-form-${form}"`));
  const token = /name="_token" value="([^"]+)"/.exec(section)?.[1];
  if (!token) throw new Error(`no ${form} form on ${pagePath}`);
  return token;
}

/**
 * A lead form's token as the site issued it FILL_TIME_MS ago, signed with the secret in the site's data
 * folder (servers the tests start have no BETTER_AUTH_SECRET): what a visitor sends who took that long
 * over the form, without the test waiting out the time trap. For tests about what happens to a lead once
 * sent; the trap itself, and the tokens pages render, are checked with the page's token (formToken) and
 * in the browser (leads-forms, leads-held, leads-pipeline).
 */
export function filledInToken(dataDir: string): string {
  return formTokens(resolveAuthSecret(undefined, dataDir)).issue(Date.now() - FILL_TIME_MS);
}

export function postForm(url: string, pagePath: string, body: URLSearchParams | FormData, ip: string, cookie?: string): Promise<Response> {
  return fetch(`${url}${pagePath}`, { method: "POST", body, redirect: "manual", headers: { "X-Forwarded-For": ip, ...(cookie ? { Cookie: cookie } : {}) } });
}

/**
 * A lead form sent as a visitor's browser sends it: the page's render token, a person's time to fill it
 * in (the spam checks hold a faster one), then the post with `fields` from a visitor's address.
 */
export async function sendLeadForm(site: Pick<ServerWithMail, "url" | "dataDir">, pagePath: string, form: string, fields: Record<string, string>, { ip = testAddress(), cookie }: { ip?: string; cookie?: string } = {}): Promise<Response> {
  return postForm(site.url, pagePath, new URLSearchParams({ _form: form, _token: filledInToken(site.dataDir), website: "", ...fields }), ip, cookie);
}

/** Waits `ms` and resolves with whatever mail arrived meanwhile that matches. */
export async function mailWithin(smtp: TestSmtpServer, match: (mail: ReceivedMail) => boolean, ms: number): Promise<ReceivedMail[]> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return smtp.messages.filter(match);
}

/** A listing on the market, as a visitor finds one: the first card of a search. */
export async function firstListing(url: string): Promise<{ key: string; path: string }> {
  const html = await (await fetch(`${url}/en/search`)).text();
  const match = /<article data-listing-key="([^"]+)"[\s\S]*?<h3[^>]*><a[^>]* href="([^"]+)"/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error("no listing card on the search page");
  return { key: match[1], path: match[2] };
}

/** A date a few days ahead, as a date input takes it. */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Makes an agent the way the operator does (`npm run agent:create`, before the
 * server opens the embedded database), for startServerWithMail's `dataDir`:
 * runs the command itself, so a test through it covers the operator's path.
 */
export async function createAgentWithCli(dataDir: string, email: string, env: Record<string, string> = {}): Promise<string> {
  const { execFile } = await import("node:child_process");
  if (!env.DATABASE_URL) await seedDataDirFromTemplate(dataDir);
  const output = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/agent-create.ts", email], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: "http://localhost", ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
  return setPasswordToken(output);
}

/**
 * The operator's `npm run agent:reset-2fa -- <email>` on `dataDir` (stop its server first: PGlite
 * allows one process) or on `env.DATABASE_URL`: how it exited and what it printed.
 */
export async function resetTwoStepWithCli(dataDir: string, email: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) =>
    execFile(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/agent-reset-2fa.ts", email], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: "http://localhost", ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/**
 * The same grant as createAgentWithCli (`grantAgent` on the data folder's embedded database), made in
 * the test's own process: starting tsx and the app's modules in a new one cost ~5 s of a core per file.
 */
export async function createAgent(dataDir: string, email: string): Promise<string> {
  await seedDataDirFromTemplate(dataDir);
  const handle = await connect({ dataDir, migrationsFolder: path.join(repoRoot, "drizzle") });
  try {
    const grant = await handle.exclusive((db) => grantAgent(db, email, "http://localhost"));
    return setPasswordToken(grant.link);
  } finally {
    await handle.close();
  }
}

function setPasswordToken(text: string): string {
  const token = /[?&]token=([0-9a-f]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no set-password link in:\n${text}`);
  return token;
}

async function authCall(url: string, route: string, body: Record<string, unknown>, cookie?: string): Promise<Response> {
  const response = await fetch(`${url}/api/auth/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response;
}

const sessionCookie = (response: Response) => response.headers.getSetCookie().find((value) => value.includes("session_token="))?.split(";")[0];

/** The current 6-digit code of an authenticator set up from `uri` (its key is base32 in the URI, as apps read it). */
const TOTP_STEP_MS = 30_000;
/** The codes sent per authenticator in this file: the server takes each once. */
const sentTotpCodes = new Map<string, Set<string>>();

/**
 * A code of the authenticator the server takes and this file hasn't sent: it accepts one 30-second step either side
 * of its own, so this step's code, the next one's, or the last one's while more than five seconds of this step are
 * left. Only when all three are spent does it wait for the next step.
 */
export async function unusedTotpCode(uri: string): Promise<string> {
  const otp = createOTP(new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get("secret") ?? "")));
  const sent = sentTotpCodes.get(uri) ?? new Set<string>();
  sentTotpCodes.set(uri, sent);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / TOTP_STEP_MS);
    const left = TOTP_STEP_MS - (now % TOTP_STEP_MS);
    for (const counter of left > 5_000 ? [step, step + 1, step - 1] : [step, step + 1]) {
      const code = await otp.hotp(counter);
      if (sent.has(code)) continue;
      sent.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, left + 200));
  }
}

/**
 * Sets the password through the one-time link's token, signs in and sets up an authenticator app, as
 * every agent must before the agent area opens (ADR 0305): the session cookie, as `name=value`.
 */
export async function agentSession(url: string, token: string, email: string, password = "valley-agent-password-2031"): Promise<string> {
  return (await agentWithAuthenticator(url, token, email, password)).cookie;
}

/** agentSession, with the authenticator's otpauth URI, for a test that needs its codes later (unusedTotpCode). */
export async function agentWithAuthenticator(url: string, token: string, email: string, password = "valley-agent-password-2031"): Promise<{ cookie: string; uri: string }> {
  await authCall(url, "reset-password", { token, newPassword: password });
  const signedIn = sessionCookie(await authCall(url, "sign-in/email", { email, password }));
  if (!signedIn) throw new Error("no session cookie after signing in");
  const enabled = (await (await authCall(url, "two-factor/enable", { password }, signedIn)).json()) as { totpURI: string };
  // Confirming the first code replaces the session with one that knows the second factor.
  const confirmed = sessionCookie(await authCall(url, "two-factor/verify-totp", { code: await unusedTotpCode(enabled.totpURI) }, signedIn));
  if (!confirmed) throw new Error("no session cookie after setting up the authenticator");
  return { cookie: confirmed, uri: enabled.totpURI };
}

/** A lead server whose database already has a signed-in agent: the server and the agent's session cookie. */
export async function startLeadServerWithAgent(email: string, env: Record<string, string> = {}): Promise<{ lead: ServerWithMail; agentCookie: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-leads-"));
  const token = await createAgent(dataDir, email);
  const lead = await startServerWithMail(env, dataDir);
  return { lead, agentCookie: await agentSession(lead.url, token, email) };
}

/**
 * A file's server with a signed-in agent: started before its tests, stopped after. The returned
 * function gives the server and the agent's cookie once started.
 */
export function agentServerForFile(email: string): () => { lead: ServerWithMail; agentCookie: string } {
  let started: { lead: ServerWithMail; agentCookie: string } | undefined;
  beforeAll(async () => {
    started = await startLeadServerWithAgent(email);
  });
  afterAll(async () => {
    await started?.lead.stop();
  });
  return () => {
    if (!started) throw new Error("the file's server has not started");
    return started;
  };
}

/** The contact form as a browser sends it, with the render token; `overrides` changes or adds fields. */
export function contactBody(token: string, name: string, overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    _form: "contact",
    _token: token,
    website: "",
    name,
    email: "visitor@example.com",
    phone: "",
    lang: "en",
    consent: "on",
    topic: "buy",
    message: "Looking for a home in Edinburg.",
    ...overrides,
  });
}

/** A browser context signed in with a session cookie as `name=value`, e.g. the agent's from startLeadServerWithAgent. */
export async function signedInContext(browser: Browser, url: string, cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, url, options);
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url }]);
  return context;
}

/** A visitor who signed up and confirmed by the e-mailed link, not an agent: the session cookie as `name=value`. */
export async function confirmedVisitorCookie(server: ServerWithMail, email: string, password = "a-long-user-password-2031"): Promise<string> {
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email, password, name: "Visitor", callbackURL: "/en" }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status}`);
  const mail = await server.smtp.waitFor((message) => message.to.includes(email));
  const link = linkIn(mail, "/api/auth/verify-email");
  if (!link) throw new Error("no confirmation link");
  const verified = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url), { redirect: "manual" });
  const cookie = verified.headers.getSetCookie().find((value) => value.includes("session_token="));
  if (!cookie) throw new Error("no session after confirming");
  return cookie.split(";")[0] ?? "";
}
