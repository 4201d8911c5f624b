import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningCaddy, startCaddy } from "../support/caddy";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { freePort, repoRoot, type RunningServer, startServer } from "../support/server";

// docs/DEPLOY.md's fleet on loopback: deploy/Caddyfile in front of two instances on one PostgreSQL, each
// started with the settings of deploy/rgv-homes@.service and deploy/rgv-homes.env.
let cluster: PostgresCluster;
let caddy: RunningCaddy;
const instances: RunningServer[] = [];
let env: Record<string, string>;

const unit = readFileSync(path.join(repoRoot, "deploy/rgv-homes@.service"), "utf8");

/**
 * `Environment=` lines of the unit, then the environment file's lines, those of its fleet part too (commented
 * out for the one-instance set-up): the settings a fleet's instances run with.
 */
function deploySettings(): Record<string, string> {
  const file = readFileSync(path.join(repoRoot, "deploy/rgv-homes.env"), "utf8");
  const lines = [...Array.from(unit.matchAll(/^Environment=(.*)$/gm), (match) => match[1] ?? ""), ...Array.from(file.matchAll(/^#?([A-Z_0-9]+=.*)$/gm), (match) => match[1] ?? "")];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
}

const ports: number[] = [];

beforeAll(async () => {
  const settings = deploySettings();
  [cluster, ports[0], ports[1]] = await Promise.all([startPostgresCluster(), freePort(), freePort()]);
  caddy = await startCaddy(ports.map((port) => `127.0.0.1:${port}`));
  env = {
    NODE_ENV: settings.NODE_ENV ?? "",
    HOST: settings.HOST ?? "",
    TRUST_PROXY: settings.TRUST_PROXY ?? "",
    STOP_DELAY_SECONDS: settings.STOP_DELAY_SECONDS ?? "",
    PUBLIC_URL: caddy.url,
    DATABASE_URL: cluster.url,
    SEED_COUNT: "12",
    BETTER_AUTH_SECRET: "deploy-test-secret-of-at-least-32-characters",
  };
  instances.push(...(await Promise.all(ports.map((port) => startServer({ ...env, PORT: String(port) })))));
});

afterAll(async () => {
  await caddy?.stop();
  // Their graceful stop is the rolling restart's to test; here they need only go.
  for (const instance of instances) instance.process.kill("SIGKILL");
  await Promise.all(instances.map((instance) => instance.stop()));
  await cluster?.stop();
});

/** A request straight to an instance, leaving from `from` (not Caddy's address). */
function direct(port: number, pathname: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, localAddress: from, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The app's log line of the request to `pathname`, from whichever instance answered it. */
async function logLineFor(pathname: string): Promise<Record<string, unknown>> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = instances
        .flatMap((instance) => instance.output().split("\n"))
        .find((line) => line.includes(`"path":"${pathname}"`));
      return found;
    })
    .toBeDefined();
  return JSON.parse(found ?? "{}") as Record<string, unknown>;
}

describe("the site behind deploy/Caddyfile", () => {
  it("answers over HTTPS with HSTS, Secure cookies and the app's own compression", async () => {
    const plain = await fetch(`${caddy.httpUrl}/en/about`, { redirect: "manual" });
    expect(plain.status).toBe(308);
    // To the site's https origin (on 443, as in production: Caddy names no other port).
    expect(plain.headers.get("location")).toBe("https://localhost/en/about");
    const page = await caddy.fetch("/en", { headers: { "Accept-Encoding": "br" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString()).toContain("</html>");
    expect(Number(/max-age=(\d+)/.exec(String(page.headers["strict-transport-security"]))?.[1])).toBeGreaterThanOrEqual(31_536_000);

    const theme = await caddy.fetch("/api/theme", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: caddy.url },
      body: "theme=dark&redirectTo=/en",
    });
    expect(theme.status).toBe(302);
    const cookies = theme.headers["set-cookie"] ?? [];
    expect(cookies.some((cookie) => cookie.startsWith("theme=dark"))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure\b/i);
  });

  it("logs the visitor's address Caddy passes on, and ignores X-Forwarded-For from anyone else", async () => {
    const viaCaddy = `/en/deploy-check-${Date.now()}`;
    expect((await caddy.fetch(viaCaddy, { from: "127.0.0.3", headers: { "X-Forwarded-For": "203.0.113.7" } })).status).toBe(404);
    expect(await logLineFor(viaCaddy)).toMatchObject({ path: viaCaddy, status: 404, ip: "127.0.0.3" });

    const around = `/en/deploy-direct-${Date.now()}`;
    expect(await direct(ports[0] ?? 0, around, "127.0.0.2", { "X-Forwarded-For": "203.0.113.7" })).toBe(404);
    expect(await logLineFor(around)).toMatchObject({ path: around, status: 404, ip: "127.0.0.2" });
  });
});

describe("a rolling restart behind Caddy", () => {
  it("restarts one instance, then the other, under steady traffic without one failed request", async () => {
    const stopWithin = Number(/^TimeoutStopSec=(\d+)s$/m.exec(unit)?.[1]) * 1000;
    expect(stopWithin).toBeGreaterThan(0);
    const failures: string[] = [];
    const answered: number[] = [];
    let running = true;
    // Pages (kept and rendered), the health check and a form's post: a post is never retried by Caddy.
    const requests: [string, { method?: string; headers?: Record<string, string>; body?: string }, number][] = [
      ["/en", {}, 200],
      ["/es/buscar?maxPrice=900000", {}, 200],
      ["/api/theme", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: caddy.url }, body: "theme=light&redirectTo=/en" }, 302],
    ];
    const traffic = requests.map(async ([pathname, options, expected]) => {
      while (running) {
        const status = await caddy.fetch(pathname, options).then(
          (answer) => answer.status,
          (error: unknown) => String(error),
        );
        if (status === expected) answered.push(Date.now());
        else failures.push(`${options.method ?? "GET"} ${pathname}: ${status}`);
      }
    });

    for (const index of [0, 1]) {
      const instance = instances[index]!;
      const stopping = Date.now();
      expect(await instance.stop()).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(stopWithin);
      const started = await startServer({ ...env, PORT: String(ports[index]) });
      instances[index] = started;
      // Back in Caddy's rotation: the traffic reaches it.
      await expect.poll(() => started.output().split("\n").some((line) => line.includes('"method":"POST"')), { timeout: 15_000 }).toBe(true);
    }
    running = false;
    await Promise.all(traffic);
    expect(failures, caddy.output().split("\n").filter((line) => line.includes('"level":"error"')).join("\n")).toEqual([]);
    expect(answered.length).toBeGreaterThan(100);
  });
});

describe("a database outage behind Caddy", () => {
  it("leaves the instances in rotation: kept pages and the app's own 503 page answer, not Caddy's bare 503", async () => {
    // Kept by both instances before the database goes. Caddy's least_conn picks at random between idle
    // instances, so ask until each has answered /en once.
    const answeredEn = (instance: RunningServer) => instance.output().split("\n").some((line) => line.includes('"path":"/en"') && line.includes('"method":"GET"'));
    for (let turn = 0; turn < 40 && !instances.every(answeredEn); turn++) expect((await caddy.fetch("/en")).status).toBe(200);
    expect(instances.every(answeredEn)).toBe(true);
    cluster.down();
    try {
      // Past Caddy's next check of each instance, whose /healthz now answers 503.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (let turn = 0; turn < 2; turn++) expect((await caddy.fetch("/en")).status).toBe(200);
      const away = await caddy.fetch("/es/buscar?maxPrice=123456");
      expect(away.status).toBe(503);
      expect(away.body.toString()).toContain("</html>");
    } finally {
      cluster.up();
    }
  });
});
