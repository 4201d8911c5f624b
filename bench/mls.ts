/**
 * npm run bench:mls [-- --listings 10000 --photos 20 --changes 100 --page-size 50 --garbage 10 --runs 3]
 * The MLS sync against the test RESO server (tests/support/reso-server.ts) on
 * a loopback port: a full import of every listing with its photos downloaded,
 * cleaned (normalizePhoto) and stored in a temporary DATA_DIR with PGlite
 * (or DATABASE_URL's PostgreSQL when set), then an incremental pass after
 * `--changes` changes (a tenth of them a new photo, the rest a new price).
 * Targets: full import of 10,000 × 20 in under 15 minutes, the incremental
 * pass under 30 s. Photos come from a small photo host of the bench's own
 * (as an MLS's come from a CDN): the test server would draw each one on
 * demand in this same process and looks photos up by scanning every one, so
 * at 200,000 photos it measures itself. The host serves 500 distinct
 * 640×480 JPEGs drawn beforehand, each photo URL its own download.
 * `--garbage 10` puts garbage in one field of 10% of the records (a
 * trillion-dollar area, no such day, a huge name, an unknown subtype, in
 * turn), as real feeds carry; `--runs` repeats the whole run on a fresh
 * database and prints the medians. A benchmark, not a test: it asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { listings, media } from "../app/db/schema";
import { ResoClient } from "../app/features/mls/client.server";
import { progressReporter } from "../app/features/mls/progress";
import { runSync } from "../app/features/mls/sync.server";
import { connect } from "../app/server/db/connect.server";
import { createOutgoingFetch } from "../app/server/http/outgoing.server";
import { localStorage } from "../app/server/storage/local.server";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startResoServer } from "../tests/support/reso-server";
import { listingKey, makeGarbageRecord, makeMedia, renderPhoto } from "../tests/support/reso-records";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "10000" },
    photos: { type: "string", default: "20" },
    changes: { type: "string", default: "100" },
    "page-size": { type: "string", default: "50" },
    garbage: { type: "string", default: "0" },
    runs: { type: "string", default: "1" },
  },
});
const garbageShare = Number(values.garbage) / 100;
const runs = Math.max(1, Number(values.runs));
const kinds = ["number", "date", "string", "lookup"] as const;
const total = Number(values.listings);
const photos = Number(values.photos);
const changes = Math.min(Number(values.changes), total);
const FULL_TARGET_S = 15 * 60;
const INCREMENTAL_TARGET_S = 30;
const TARGET_LISTINGS = 10_000;

const POOL = 500;

/** A CDN stand-in: any /p/<n>/… path answers one of POOL pre-drawn photos. */
async function photoHost(): Promise<{ origin: string; close(): void }> {
  const pool = await Promise.all(Array.from({ length: POOL }, (_, index) => renderPhoto(makeMedia(`POOL${index}`, 1, new Date(0).toISOString()))));
  const server = createServer((request, response) => {
    const index = Number(/^\/p\/(\d+)\//.exec(request.url ?? "")?.[1] ?? "0") % POOL;
    const body = pool[index]!;
    response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(body.length) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function runOnce(host: { origin: string }): Promise<{ full: number; incremental: number }> {
  const reso = await startResoServer({ token: "bench", maxPageSize: Number(values["page-size"]) });
  reso.load(total, { photos });
  const every = garbageShare > 0 ? Math.round(1 / garbageShare) : 0;
  for (let n = 1; every > 0 && n <= total; n += every) reso.put(makeGarbageRecord(n, kinds[Math.floor(n / every) % kinds.length]!, { photos }).record);
  let n = 0;
  for (const [key, list] of reso.media) reso.media.set(key, list.map((item) => ({ ...item, MediaURL: `${host.origin}/p/${n++}/${item.MediaKey}.jpg` })));
  const dataDir = await mkdtemp(join(tmpdir(), "bench-mls-"));
  const databaseUrl = process.env.DATABASE_URL;
  const handle = await connect(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await handle.exclusive(async () => undefined);
    const storage = localStorage(join(dataDir, "storage"));
    // The feed and the photo host are local doubles: the outgoing guard lets them through by address (ADR 0011).
    const outgoing = createOutgoingFetch({ allowHosts: ["127.0.0.1"] });
    const client = () => new ResoClient({ url: reso.url, auth: { token: "bench" }, outgoing });
    console.log(`${total} listings × ${photos} photos, ${handle.driver}, ${cpus().length} CPUs`);

    const fullProgress = progressReporter(process.stderr);
    let started = performance.now();
    const full = await runSync(handle.db, { client: client(), storage, pageSize: Number(values["page-size"]), onProgress: fullProgress.update });
    fullProgress.done();
    const fullSeconds = (performance.now() - started) / 1_000;
    const [stored] = await handle.db.select({ listings: count() }).from(listings);
    const [storedPhotos] = await handle.db.select({ photos: count() }).from(media);
    console.log(`Full import: ${fullSeconds.toFixed(1)} s (${(total / fullSeconds).toFixed(1)} listings/s, ${(full.counts.photos / fullSeconds).toFixed(1)} photos/s); ${stored?.listings} listings and ${storedPhotos?.photos} photos stored; ${JSON.stringify(full.counts)}, ${full.photosFailed} photos failed.`);
    if (total < TARGET_LISTINGS) {
      const projected = (fullSeconds * TARGET_LISTINGS) / total;
      console.log(`Extrapolated to ${TARGET_LISTINGS} listings (linear): ${(projected / 60).toFixed(1)} min (target ${FULL_TARGET_S / 60} min) — ${projected <= FULL_TARGET_S ? "within" : "OVER"} target.`);
    } else {
      console.log(`Target ${FULL_TARGET_S / 60} min: ${fullSeconds <= FULL_TARGET_S ? "within" : "OVER"}.`);
    }

    for (let index = 0; index < changes; index += 1) {
      const key = listingKey(1 + Math.floor((index * total) / changes));
      if (index % 10 === 0) reso.updatePhoto(key, 1, { newUrl: true });
      else reso.update(key, { ListPrice: 100_000 + index * 1_000 });
    }
    started = performance.now();
    const incremental = await runSync(handle.db, { client: client(), storage, pageSize: Number(values["page-size"]) });
    const incrementalSeconds = (performance.now() - started) / 1_000;
    console.log(`Incremental pass, ${changes} changes: ${incrementalSeconds.toFixed(2)} s (target ${INCREMENTAL_TARGET_S} s) — ${incrementalSeconds <= INCREMENTAL_TARGET_S ? "within" : "OVER"}; ${JSON.stringify(incremental.counts)}.`);
    return { full: fullSeconds, incremental: incrementalSeconds };
  } finally {
    await handle.close();
    await reso.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function main() {
  const host = await photoHost();
  try {
    const results: { full: number; incremental: number }[] = [];
    for (let run = 1; run <= runs; run += 1) {
      if (runs > 1) console.log(`\nRun ${run} of ${runs}${garbageShare > 0 ? `, garbage in ${values.garbage}% of records` : ""}`);
      results.push(await runOnce(host));
    }
    if (runs > 1) {
      console.log(`\nMedians of ${runs} runs: full import ${median(results.map((result) => result.full)).toFixed(1)} s, incremental pass ${median(results.map((result) => result.incremental)).toFixed(2)} s.`);
    }
  } finally {
    host.close();
  }
}

await main();
