/**
 * npm run bench:backup [-- --listings 10000 --photos 20 --photo-kb 64 --drivers pglite,postgres --seconds 20 --connections 4]
 * Backup and restore of a site of `--listings` generated listings with `--photos` stored originals each
 * (JPEGs of about `--photo-kb`, noise so that nothing compresses them), encrypted with a BACKUP_KEY, on
 * PGlite and on a throwaway PostgreSQL cluster: the archive's size and the time each takes, and what a
 * backup does to the site meanwhile. The production server runs on the data (needs a build: npm run
 * build, or BUILD_DIR); uncached pages (home, search, a property, with an unknown cookie as a signed-in
 * visitor's requests are) are asked `--connections` at a time for `--seconds` before the backup and
 * during the backup's first `--seconds`, and their p95 compared; the backup's time is its whole run. On PGlite the server takes the backup (`npm run backup`
 * asks it through its socket, ADR 0019); on PostgreSQL this process does, as the command or another
 * instance would. The restore goes into an empty folder or database, with the server stopped.
 * A benchmark, not a test: it asserts nothing. It needs about three times the photos' size on disk.
 */
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { takeBackup } from "../app/server/backup/backup.server";
import { askServerForBackup } from "../app/server/backup/control.server";
import { destinationOf } from "../app/server/backup/destination.server";
import { restoreArchive } from "../app/server/backup/restore.server";
import { connect, type Driver, queryRows } from "../app/server/db/connect.server";
import { seedIfEmpty } from "../app/server/seed/load.server";
import { localStorage } from "../app/server/storage/local.server";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster";
import { startServer } from "../tests/support/server";
import { scratchDatabaseUrl } from "./database";
import { findPropertyPath } from "./pages";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "10000" },
    photos: { type: "string", default: "20" },
    "photo-kb": { type: "string", default: "64" },
    drivers: { type: "string", default: "pglite,postgres" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "4" },
  },
});
const listingCount = Number(values.listings);
const photosEach = Number(values.photos);
const photoKb = Number(values["photo-kb"]);
const driverList = values.drivers.split(",") as Driver[];
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const KEY = "bench-backup-key-kept-elsewhere";
const retention = { daily: 7, weekly: 4, monthly: 6 };
const log = (line: string) => process.stderr.write(`${line}\n`);

/** A pool of distinct noisy JPEGs of about `kb` each. */
async function photoPool(kb: number, count = 16): Promise<Buffer[]> {
  // Noise at quality 80 takes about a third of a byte a pixel.
  const side = Math.round(Math.sqrt(kb * 1024 * 3.2));
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp({ create: { width: side, height: Math.round(side * 0.75), channels: 3, background: { r: 40 + index * 10, g: 90, b: 120 }, noise: { type: "gaussian", mean: 128, sigma: 30 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

/** Each listing's photos as stored originals: rows in media, files in the storage folder. */
async function storePhotos(db: Awaited<ReturnType<typeof connect>>["db"], storageDir: string, pool: Buffer[]): Promise<number> {
  await db.execute(sql`DELETE FROM media`);
  await db.execute(sql.raw(`
    INSERT INTO media (media_key, resource_record_key, "order", image_width, image_height, storage_key, modification_timestamp)
    SELECT l.listing_key || '-b' || n, l.listing_key, n, 1024, 768, 'listings/' || l.listing_key || '/' || l.listing_key || '-b' || n || '.jpg', now()
    FROM listings l, generate_series(1, ${photosEach}) n`));
  const keys = (await queryRows<{ key: string }>(db, sql`SELECT storage_key AS key FROM media`)).map((row) => row.key);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let index = next++; index < keys.length; index = next++) {
        const file = path.join(storageDir, keys[index]!);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, pool[index % pool.length]!);
      }
    }),
  );
  return keys.length;
}

/** Uncached pages asked `connections` at a time until `until` settles (or `seconds` pass): each answer's time in ms. */
async function load(baseUrl: string, paths: string[], until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  let turn = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${paths[turn++ % paths.length]}`, { headers: { Cookie: "bench=uncached", "Accept-Encoding": "br" } });
        await response.arrayBuffer();
        times.push(response.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
      }
    }),
  );
  return times;
}

/** A folder's bytes on disk, as du counts them (PGlite's database). */
async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? Number.NaN;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  driver: Driver;
  objects: number;
  database: number;
  objectBytes: number;
  archive: number;
  backupS: number;
  restoreS: number;
  before: number;
  during: number;
  failed: number;
}

async function measure(driver: Driver, cluster: PostgresCluster | undefined, storageDir: string, pool: Buffer[]): Promise<Row> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-backup-${driver}-`));
  const databaseUrl = driver === "postgres" && cluster ? await scratchDatabaseUrl(cluster.url) : undefined;
  const backups = path.join(dataDir, "backups");
  const handle = await connect(databaseUrl ? { databaseUrl } : { dataDir });
  // Through exclusive(): PostgreSQL's pool ends a statement after a second, and these take longer.
  const seeded = handle.exclusive(async (db) => {
    log(`${driver}: ${listingCount} listings…`);
    await seedIfEmpty(db, { count: listingCount });
    log(`${driver}: ${listingCount * photosEach} photos…`);
    return storePhotos(db, storageDir, pool);
  });
  // PGlite is one process's: closed before the server opens it.
  const objects = await seeded.finally(() => (driver === "pglite" ? handle.close() : undefined));
  // The server's storage is DATA_DIR/storage: the photos written once are lent to each driver's folder.
  await rm(path.join(dataDir, "storage"), { recursive: true, force: true });
  await rename(storageDir, path.join(dataDir, "storage"));
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_COUNT: "0", BACKUP_KEY: KEY, BACKUP_DIR: backups, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const server = await startServer(env);
  let row: Omit<Row, "restoreS">;
  let archivePath: string;
  try {
    const paths = ["/en", "/en/search", await findPropertyPath(server.url, "en")];
    await load(server.url, paths, wait(3_000));
    log(`${driver}: pages before the backup…`);
    const before = await load(server.url, paths, wait(seconds * 1000));
    log(`${driver}: backup…`);
    const started = performance.now();
    const backup =
      driver === "pglite"
        ? askServerForBackup(dataDir).then((answer) => {
            if (!answer?.ok) throw new Error(`The server's backup failed: ${answer ? answer.error : "no socket"}`);
            return answer.location;
          })
        : takeBackup(
            handle.db,
            { database: { driver: "postgres", databaseUrl: databaseUrl! }, storage: localStorage(path.join(dataDir, "storage")), dataDir },
            { destination: destinationOf({ kind: "dir", dir: backups }), key: KEY, retention },
          ).then((taken) => taken.location);
    // The pages during the backup's first `seconds` (or all of it, if shorter): 4 clients asking without a
    // pause keep the one thread busy, and a backup under that for its whole run measured the clients, not
    // a site's day (the first try at 10,000 × 20 had written 0.6 GB in 22 minutes).
    const during = await load(server.url, paths, Promise.race([backup.catch(() => undefined), wait(seconds * 1000)]));
    archivePath = await backup.catch((error: unknown) => {
      log(server.output().split("\n").slice(-20).join("\n"));
      throw error;
    });
    const backupS = (performance.now() - started) / 1000;
    const database =
      driver === "pglite" ? await folderBytes(path.join(dataDir, "pglite")) : Number((await queryRows<{ bytes: string }>(handle.db, sql`SELECT pg_database_size(current_database())::text AS bytes`))[0]?.bytes ?? 0);
    row = {
      driver,
      objects,
      database,
      objectBytes: objects * (pool.reduce((sum, photo) => sum + photo.byteLength, 0) / pool.length),
      archive: (await stat(archivePath)).size,
      backupS,
      before: p95(before),
      during: p95(during),
      failed: [...before, ...during].filter((time) => !Number.isFinite(time)).length,
    };
  } finally {
    await server.stop();
    if (driver === "postgres") await handle.close();
  }
  log(`${driver}: restore…`);
  const target = await mkdtemp(path.join(tmpdir(), `bench-restore-${driver}-`));
  const restoreUrl = driver === "postgres" && cluster ? await scratchDatabaseUrl(cluster.url) : undefined;
  const started = performance.now();
  await restoreArchive(archivePath, { database: restoreUrl ? { driver: "postgres", databaseUrl: restoreUrl } : { driver: "pglite", dataDir: target }, storage: localStorage(path.join(target, "storage")), dataDir: target }, { key: KEY });
  const restoreS = (performance.now() - started) / 1000;
  await rm(target, { recursive: true, force: true });
  await rm(backups, { recursive: true, force: true });
  // The photos go on to the next driver; the rest of this one's folder goes.
  await rename(path.join(dataDir, "storage"), storageDir);
  await rm(dataDir, { recursive: true, force: true });
  return { ...row, restoreS };
}

const pool = await photoPool(photoKb);
const storageDir = await mkdtemp(path.join(tmpdir(), "bench-backup-photos-"));
const cluster = driverList.includes("postgres") ? await startPostgresCluster() : undefined;
const rows: Row[] = [];
try {
  for (const driver of driverList) {
    rows.push(await measure(driver, cluster, storageDir, pool));
    log(`${driver}: ${JSON.stringify(rows.at(-1))}`);
  }
} finally {
  await cluster?.stop();
  await rm(storageDir, { recursive: true, force: true });
}

console.log(`\n${listingCount} listings × ${photosEach} photos of ~${photoKb} KB, encrypted with BACKUP_KEY; ${connections} clients asking uncached pages, ${seconds} s before the backup and its first ${seconds} s\n`);
console.log("| driver | objects | database | photos | archive | backup | restore | page p95 before | during | ratio | failed |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.driver} | ${row.objects} | ${mb(row.database)} | ${gb(row.objectBytes)} | ${gb(row.archive)} | ${row.backupS.toFixed(0)} s | ${row.restoreS.toFixed(0)} s | ${row.before.toFixed(0)} ms | ${row.during.toFixed(0)} ms | ${(row.during / row.before).toFixed(2)}× | ${row.failed} |`,
  );
}
