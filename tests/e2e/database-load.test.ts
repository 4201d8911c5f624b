import { afterAll, describe, expect, it } from "vitest";
import { requestErrorTexts } from "~/i18n/request-error";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer } from "../support/server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// Issue 40: a burst of requests on a healthy PostgreSQL waits for its turn to render (server/render-gate.ts)
// rather than for a pool connection against the 1.5 s database deadline, which answered 503 pages.
let cluster: PostgresCluster | undefined;
let proxy: TcpProxy | undefined;
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await proxy?.close();
  await cluster?.stop();
});

const WORDS = ["pool", "casa", "garage", "yard", "patio", "mcallen", "mission", "edinburg", "pharr", "donna"];

/** Fifty different pages (search with text, city, home) in both languages, none of them kept by the page cache. */
function uncachedPaths(round: number): string[] {
  return Array.from({ length: 50 }, (_, i) => {
    const word = WORDS[i % WORDS.length] ?? "casa";
    return [
      `/en/search?q=${word}&minPrice=${round * 1000 + i}`,
      `/es/buscar?q=${word}&maxPrice=${900_000 + round * 1000 + i}`,
      `/en/mcallen?beds=${(i % 4) + 1}&round=${round}-${i}`,
      `/es?round=${round}-${i}`,
    ][i % 4] ?? "/en";
  });
}

/** All at once; a cookie the page cache doesn't know makes every one render. */
function burst(base: string, paths: string[]) {
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { Cookie: "load=uncached" } });
      return { path, status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
    }),
  );
}

describe("load on a healthy database", () => {
  it("answers 50 concurrent uncached pages without a 503, from a cold start on", { timeout: 120_000 }, async () => {
    cluster = await startPostgresCluster();
    proxy = await startTcpProxy(cluster.url);
    // The demo listings (1,500) on a database 10 ms away (another zone, a managed service), with a pool of two:
    // fifty pages outnumber its connections 25 to 1 rather than the 5 to 1, so that without the gate
    // (pages waiting for a connection against the 1.5 s deadline) nearly all fifty failed here every time,
    // where the default pool's failures (ADR 0008) depend on how busy the machine is.
    const server = await startServer({ DATABASE_URL: proxy.via(cluster.url), DATABASE_POOL_MAX: "2" });
    servers.push(server);
    proxy.delay(10);
    // Cold (connections opening, code not yet optimised) and warm: each round takes some 5 s of the 10 s a request may wait.
    for (let round = 0; round < 2; round++) {
      const answers = await burst(server.url, uncachedPaths(round));
      expect(answers.filter((answer) => answer.status !== 200).map(({ path, status }) => `${status} ${path}`), `round ${round}`).toEqual([]);
    }
    expect(server.output()).not.toContain("DATABASE_DEADLINE");
  });

  it("past its queue turns a request away with 503, Retry-After and the site's page in the path's language", async () => {
    // On PostgreSQL (the first test's, seeded): on PGlite, whose statements run in this process, requests hardly overlap.
    if (!cluster) throw new Error("the first test starts the cluster");
    const server = await startServer({ DATABASE_URL: cluster.url, DATABASE_POOL_MAX: "1", RENDER_QUEUE_MAX: "0" });
    servers.push(server);
    const answers = await burst(server.url, uncachedPaths(0).slice(0, 12));
    const turnedAway = answers.filter((answer) => answer.status === 503);
    expect(turnedAway.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of turnedAway) {
      const lang = answer.path.startsWith("/es") ? "es" : "en";
      expect(answer.retryAfter).toBe("5");
      expect(answer.body).toContain(`<html lang="${lang}"`);
      expect(answer.body).toContain('data-testid="request-error" data-status="503"');
      expect(answer.body).toContain(requestErrorTexts[lang][503].heading.replace("'", "&#x27;"));
    }
    // The gate let the turned-away go; a request after the burst renders.
    expect((await fetch(`${server.url}/en/search`, { headers: { Cookie: "load=uncached" } })).status).toBe(200);
  });
});
