/**
 * npm run bench:http [-- --duration 10 --connections 10 --drivers pglite,postgres]
 * Requests per second and p50/p99 latency of the production server on
 * loopback, for the home, search, category, property and About pages, on PGlite
 * and on a throwaway PostgreSQL cluster. Requests ask for compression as
 * browsers do. "kept" is anonymous traffic, served from the in-process page
 * cache; "rendered" (uncached) carries an unknown cookie, as a signed-in
 * visitor's requests bypass the cache, so every request runs the loaders and
 * renders. "cpu ms" is the server process's CPU time per request, steadier than
 * req/s on a shared machine; the last lines compare each uncached page with
 * About's (ADR 0503: an uncached home page costs at most twice About). Needs a
 * production build (npm run build, or BUILD_DIR).
 * A benchmark, not a test: it asserts nothing.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { Driver } from "../app/server/db/connect.server";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster";
import { startServer } from "../tests/support/server";
import { scratchDatabaseUrl } from "./database";
import { findPropertyPath } from "./pages";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    drivers: { type: "string", default: "pglite,postgres" },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const driverList = values.drivers.split(",") as Driver[];

const modes = {
  kept: { "Accept-Encoding": "gzip, deflate, br" },
  rendered: { "Accept-Encoding": "gzip, deflate, br", Cookie: "bench=uncached" },
} as const;

interface Row {
  driver: Driver;
  mode: keyof typeof modes;
  page: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server's CPU time (user and system) per request, in ms; undefined where /proc is not there. */
  cpuMs: number | undefined;
}

/** A process's CPU time so far in ms, from /proc (Linux); undefined elsewhere. */
function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function measure(driver: Driver, cluster: PostgresCluster | undefined): Promise<Row[]> {
  const env: Record<string, string> = {};
  if (driver === "postgres" && cluster) env.DATABASE_URL = await scratchDatabaseUrl(cluster.url);
  const server = await startServer(env);
  const rows: Row[] = [];
  try {
    const pages = [
      { page: "home", path: "/en" },
      { page: "search", path: "/en/search" },
      { page: "category", path: "/en/residential/for-sale" },
      { page: "property", path: await findPropertyPath(server.url, "en") },
      { page: "about", path: "/en/about" },
    ];
    for (const [mode, headers] of Object.entries(modes) as Array<[keyof typeof modes, Record<string, string>]>) {
      for (const { page, path } of pages) {
        const url = `${server.url}${path}`;
        process.stderr.write(`${driver} ${mode} ${page}…\n`);
        await autocannon({ url, connections, duration: warmup, headers });
        const cpuBefore = cpuTimeMs(server.process.pid);
        const result = await autocannon({ url, connections, duration, headers });
        const cpuAfter = cpuTimeMs(server.process.pid);
        rows.push({
          driver,
          mode,
          page,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures: result.errors + result.timeouts + result.non2xx,
          cpuMs: cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0 ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
        });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const cluster = driverList.includes("postgres") ? await startPostgresCluster() : undefined;
const rows: Row[] = [];
try {
  for (const driver of driverList) rows.push(...(await measure(driver, cluster)));
} finally {
  await cluster?.stop();
}

console.log(`\nProduction server on loopback: ${connections} connections, ${duration} s per page after a ${warmup} s warm-up`);
console.log("(targets: home ≥ 1,500 req/s, search ≥ 400 req/s, p99 < 100 ms)\n");
console.log("| driver | traffic | page | req/s | p50 ms | p99 ms | cpu ms | failed |");
console.log("|---|---|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(`| ${row.driver} | ${row.mode} | ${row.page} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.cpuMs?.toFixed(1) ?? "–"} | ${row.failures} |`);
}

console.log("\nUncached (rendered) pages against About's render, by CPU per request and by req/s:");
for (const driver of driverList) {
  const rendered = rows.filter((row) => row.driver === driver && row.mode === "rendered");
  const about = rendered.find((row) => row.page === "about");
  if (!about) continue;
  const ratios = rendered
    .filter((row) => row !== about)
    .map((row) => {
      const cpu = row.cpuMs !== undefined && about.cpuMs ? `${(row.cpuMs / about.cpuMs).toFixed(1)}× CPU` : "CPU –";
      return `${row.page} ${cpu}, ${(about.rps / Math.max(row.rps, 1e-9)).toFixed(1)}× time`;
    });
  console.log(`${driver}: ${ratios.join("; ")}`);
}
