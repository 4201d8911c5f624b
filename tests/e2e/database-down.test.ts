import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestErrorTexts } from "~/i18n/request-error";
import { type ProxiedServer, startProxiedServer } from "../support/proxied-server";
import type { PostgresCluster } from "../support/postgres-cluster";
import type { RunningServer } from "../support/server";
import type { TcpProxy } from "../support/tcp-proxy";

// The production server on a PostgreSQL cluster of its own, reached through a proxy that can stop answering.
let cluster: PostgresCluster;
let proxy: TcpProxy;
let server: RunningServer;

let running: ProxiedServer | undefined;
beforeAll(async () => {
  running = await startProxiedServer({ SEED_COUNT: "60" });
  ({ cluster, proxy, server } = running);
});
afterAll(() => running?.stop());

async function get(path: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`);
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An uncached page is the site's 503 page in the path's language, within two seconds. */
async function expectUnavailablePage(path: string, lang: "en" | "es") {
  const page = await get(path);
  expect(page.status, path).toBe(503);
  expect(page.ms, path).toBeLessThan(2_000);
  expect(page.body).toContain(`<html lang="${lang}"`);
  expect(page.body).toContain('data-testid="request-error" data-status="503"');
  expect(page.body).toContain(requestErrorTexts[lang][503].heading.replace("'", "&#x27;"));
  expect(page.body).toContain('data-testid="site-footer"');
}

async function expectHealthz(status: number, body: object) {
  const started = performance.now();
  const response = await fetch(`${server.url}/healthz`);
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject(body);
}

async function expectCachedPage(path: string) {
  const page = await get(path);
  expect(page.status, path).toBe(200);
  expect(page.ms, path).toBeLessThan(2_000);
}

describe("the database going away", () => {
  it("answers 503 pages and health fast while PostgreSQL is stopped, keeps cached pages, and recovers when it is back", async () => {
    for (const path of ["/en/mcallen", "/es/mcallen"]) expect((await get(path)).status).toBe(200);
    await expectHealthz(200, { status: "ok", database: "ok" });

    cluster.down();
    // Past the page cache's one-second reuse of the listings version: the cache can't ask the database either.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expectCachedPage("/en/mcallen");
    await expectCachedPage("/es/mcallen");
    await expectUnavailablePage("/en/edinburg", "en");
    await expectUnavailablePage("/es/edinburg", "es");
    await expectHealthz(503, { status: "unavailable", database: "unreachable" });

    cluster.up();
    await until(async () => (await fetch(`${server.url}/healthz`)).status === 200, 5_000);
    const back = await get("/en/edinburg");
    expect(back.status).toBe(200);
    expect(back.body).not.toContain('data-testid="request-error"');
  });

  it("does the same when PostgreSQL stops answering without closing anything", async () => {
    for (const path of ["/en/pharr", "/es/mcallen"]) expect((await get(path)).status).toBe(200);

    proxy.freeze();
    await expectUnavailablePage("/en/weslaco", "en");
    await expectUnavailablePage("/es/weslaco", "es");
    await expectHealthz(503, { status: "unavailable", database: "unreachable" });
    await expectCachedPage("/en/pharr");

    await proxy.restore();
    await until(async () => (await fetch(`${server.url}/healthz`)).status === 200, 5_000);
    expect((await get("/en/weslaco")).status).toBe(200);
  });

  it("stays up and logs only JSON lines, without what was typed, when PostgreSQL stops under sign-ups", async () => {
    const from = server.output().length;
    // Sign-ups: the password's hash takes a moment between the account's first query and its writes, so
    // the database goes away under requests already inside better-auth's endpoint, not only before it.
    const signUp = (index: number) =>
      fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ name: `Typed Name ${index}`, email: `typed-${index}@visitor.example`, password: `Typed-password-${index}-valley` }),
      })
        .then((answer) => answer.status)
        .catch(() => 0);
    const during = Array.from({ length: 16 }, (_, index) => signUp(index));
    await new Promise((resolve) => setTimeout(resolve, 250));
    cluster.down();
    const after = Array.from({ length: 8 }, (_, index) => signUp(100 + index));
    const statuses = await Promise.all([...during, ...after]);
    expect(statuses.filter((status) => status === 0)).toEqual([]);
    cluster.up();
    await until(async () => (await fetch(`${server.url}/healthz`)).status === 200, 5_000);

    const lines = server.output().slice(from).split("\n").filter((line) => line.trim() !== "");
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/visitor\.example|Typed-password|params:/);
    // The visitors' requests that failed for the database are the server's faults; none is logged as a client's mistake or the other way round.
    const levels = lines.map((line) => JSON.parse(line) as { level: string; status?: number });
    expect(levels.filter((entry) => entry.status !== undefined && entry.status < 500 && entry.level !== "info")).toEqual([]);
  });
});
