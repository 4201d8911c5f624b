import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEn } from "../../app/i18n/auth.en";
import { authEs } from "../../app/i18n/auth.es";
import { SECOND_FACTOR_LIMIT, SECOND_STEP_THROTTLED } from "../../app/server/auth/second-factor-limit.server";
import { agentWithAuthenticator, createAgent, createAgentWithCli, resetTwoStepWithCli, startServerWithMail, testAddress, unusedTotpCode, type ServerWithMail } from "../support/leads";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer } from "../support/server";

// Issue 51: wrong second-step codes are counted per account from every address, and the operator's reset ends sessions (ADR 0306).
const PASSWORD = "valley-agent-password-2031";
const ADDRESSES = 50;
const CODES = 149;

describe.each(["pglite", "postgres"] as const)("two-step sign-in's limits on %s", (driver) => {
  const email = `limits-agent-${driver}@example.com`;
  let cluster: PostgresCluster | undefined;
  let env: Record<string, string> = {};
  let dataDir = "";
  let lead: ServerWithMail;
  /** The server now: with the embedded database, the reset restarts it. */
  let server: RunningServer;
  let agentCookie = "";
  let uri = "";

  beforeAll(async () => {
    cluster = driver === "postgres" ? await startPostgresCluster() : undefined;
    env = cluster ? { DATABASE_URL: cluster.url } : {};
    dataDir = mkdtempSync(path.join(tmpdir(), "rgv-two-step-limits-"));
    // The operator's command on PostgreSQL; on the embedded database the same grant in-process (the command is hostile-input's too).
    const token = cluster ? await createAgentWithCli(dataDir, email, env) : await createAgent(dataDir, email);
    lead = await startServerWithMail({ SEED_COUNT: "0", ...env }, dataDir);
    server = lead.server;
    ({ cookie: agentCookie, uri } = await agentWithAuthenticator(lead.url, token, email, PASSWORD));
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await lead?.stop();
    await cluster?.stop();
  });

  const auth = (route: string, body: Record<string, unknown>, ip: string, cookie = "") =>
    fetch(`${server.url}/api/auth/${route}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": ip, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "").join("; ");

  /** The password typed from `ip`: the second step's challenge cookie. */
  async function challengeFrom(ip: string): Promise<string> {
    const signedIn = await auth("sign-in/email", { email, password: PASSWORD }, ip);
    expect(await signedIn.json()).toMatchObject({ twoFactorRedirect: true });
    return cookiesOf(signedIn);
  }

  it("checks only five of 149 wrong codes sent from 50 addresses, mails the owner, and tells a refused second step when to try again in her language", async () => {
    const addresses = Array.from({ length: ADDRESSES }, () => testAddress());
    // Signed in from each address a few at a time: fifty password hashes at once would queue past the render gate's wait on a busy machine.
    const challenges: string[] = [];
    for (let at = 0; at < addresses.length; at += 5) challenges.push(...(await Promise.all(addresses.slice(at, at + 5).map(challengeFrom))));
    // Three codes from each address (the plugin's pace: three a ten seconds), all at once, each a guess.
    const answers = await Promise.all(
      Array.from({ length: CODES }, async (_, index) => {
        const response = await auth("two-factor/verify-totp", { code: String(100000 + index) }, addresses[index % ADDRESSES] ?? "", challenges[index % ADDRESSES]);
        return { status: response.status, code: ((await response.json()) as { code?: string }).code };
      }),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(SECOND_FACTOR_LIMIT.wrongCodes);
    expect(answers.filter((answer) => answer.status === 429 && answer.code === SECOND_STEP_THROTTLED.account)).toHaveLength(CODES - SECOND_FACTOR_LIMIT.wrongCodes);

    await lead.smtp.waitFor((mail) => mail.to.includes(email) && mail.raw.includes(authEn.mail.security.lockedSubject));

    // The right code, after the right password, on the Spanish page without script: refused, saying for how long.
    const ip = testAddress();
    const page = await fetch(`${server.url}/es/cuenta`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": ip, Cookie: await challengeFrom(ip) },
      body: new URLSearchParams({ intent: "two-factor", code: await unusedTotpCode(uri), method: "totp" }),
    });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await page.text()).toContain(authEs.errors.codesThrottled.replace("{wait}", "15 minutos"));
  });

  it("the operator's reset ends the agent's sessions and her lock-out, mails her, and exits 0", async () => {
    const agentArea = (cookie: string) => fetch(`${server.url}/en/agent`, { redirect: "manual", headers: { Cookie: cookie } });
    expect((await agentArea(agentCookie)).status).toBe(200);

    // The embedded database allows one process: the operator stops the server first.
    if (!cluster) await server.stop();
    const reset = await resetTwoStepWithCli(dataDir, email, { ...env, SMTP_URL: lead.smtp.url });
    expect(reset.stderr).toBe("");
    expect(reset.code).toBe(0);
    await lead.smtp.waitFor((mail) => mail.to.includes(email) && mail.raw.includes(authEn.mail.security.operatorResetSubject));
    if (!cluster) server = await startServer({ SMTP_URL: lead.smtp.url, SEED_COUNT: "0", DATA_DIR: dataDir });

    // The cookie taken before the reset is signed out.
    const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: agentCookie } });
    expect(await session.json()).toBeNull();
    expect((await agentArea(agentCookie)).status).not.toBe(200);

    // The password alone signs in now, lock-out forgotten, and the agent area asks for two-step sign-in first.
    const signedIn = await auth("sign-in/email", { email, password: PASSWORD }, testAddress());
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
    const asked = await agentArea(cookiesOf(signedIn));
    expect(asked.headers.get("Location")).toBe("/en/account?setup=two-step#security");
  });
});
