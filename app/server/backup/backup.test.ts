import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { agentReviews, leads } from "~/db/schema";
import { drivers, postgresDatabaseUrl } from "../../../tests/support/database";
import { migratedDataDir } from "../../../tests/support/pglite-template";
import { connect, type DatabaseHandle, type Driver, queryRows } from "../db/connect.server";
import { seedIfEmpty } from "../seed/load.server";
import { localStorage } from "../storage/local.server";
import { type BackupResult, type BackupSources, takeBackup } from "./backup.server";
import { countRows } from "./database.server";
import type { DatabaseTarget } from "./database-restore.server";
import { destinationOf } from "./destination.server";
import { ArchiveError, TargetRefused } from "./errors";
import { backupDue, backupRunner } from "./job.server";
import { restoreArchive, type RestoreTarget } from "./restore.server";
import { backupStatus } from "./status.server";

const KEY = "a backup key of the site's own";
const retention = { daily: 7, weekly: 4, monthly: 6 };
const folders: string[] = [];
const folder = (label: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `rgv-backup-${label}-`));
  folders.push(made);
  return made;
};

/** An empty place to restore into: a new data folder, and on PostgreSQL a new database. */
async function emptyTarget(driver: Driver): Promise<RestoreTarget> {
  const dataDir = folder("target");
  const database: DatabaseTarget = driver === "pglite" ? { driver, dataDir } : { driver, databaseUrl: await postgresDatabaseUrl(false) };
  return { database, storage: localStorage(path.join(dataDir, "storage")), dataDir };
}

const open = (target: RestoreTarget) => connect(target.database.driver === "pglite" ? { dataDir: target.database.dataDir } : { databaseUrl: target.database.databaseUrl });

async function objectsOf(dataDir: string): Promise<Record<string, string>> {
  const storage = localStorage(path.join(dataDir, "storage"));
  const found: Record<string, string> = {};
  for await (const key of storage.list()) found[key] = Buffer.from((await storage.get(key)) ?? []).toString();
  return found;
}

/** Nothing at all in a target: no database (no folder, or no table), no object, no secret. */
async function untouched(target: RestoreTarget): Promise<boolean> {
  if (readdirSync(target.dataDir).length > 0) return false;
  if (target.database.driver === "pglite") return true;
  const client = postgres(target.database.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<Array<{ count: number }>>`SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`;
    return row?.count === 0;
  } finally {
    await client.end();
  }
}

afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe.each(drivers)("backups on %s", (driver) => {
  let source: DatabaseHandle;
  let sourceUrl: string;
  let dataDir: string;
  let backups: string;
  let taken: BackupResult;
  /** The first test's target, which the later ones find restored. */
  let restored: RestoreTarget;
  let rows: Record<string, number>;
  const objects = {
    "leads/k1/1.jpg": "a lead's photo",
    "listings/A23456789/A23456789-m1.jpg": "a listing's photo",
    "articles/0123456789abcdef.jpg": "an article's photo",
    "agent/headshot-0123456789abcdef.jpg": "the headshot",
  };

  beforeAll(async () => {
    dataDir = driver === "pglite" ? await migratedDataDir("rgv-backup-source-") : folder("source");
    folders.push(dataDir);
    sourceUrl = driver === "postgres" ? await postgresDatabaseUrl(true) : "";
    source = await connect(driver === "pglite" ? { dataDir } : { databaseUrl: sourceUrl });
    await source.exclusive(async () => undefined);
    await seedIfEmpty(source.db, { count: 3 });
    await source.db.insert(agentReviews).values({ name: "Lupe Ochoa", city: "Mission", text: "Two weeks to a casita.", reviewDate: "2026-03-14", lang: "en", published: true });
    await source.db.insert(leads).values({ type: "contact", name: "Ana Garza", email: "ana@example.com", lang: "es", consent: true, sourcePath: "/es/contacto", idempotencyKey: "k1", photos: ["leads/k1/1.jpg"] });
    const storage = localStorage(path.join(dataDir, "storage"));
    for (const [key, text] of Object.entries(objects)) await storage.put(key, new Uint8Array(Buffer.from(text)), "image/jpeg");
    // A variant the photo route makes again: not kept.
    await storage.put("photos/A23456789-m1/abc/w320.webp", new Uint8Array(Buffer.from("variant")), "image/webp");
    writeFileSync(path.join(dataDir, "auth-secret"), "s".repeat(43));
    writeFileSync(path.join(dataDir, "vapid-keys.json"), '{"publicKey":"p","privateKey":"q"}');
    backups = folder("archives");
    const sources: BackupSources = { database: source.snapshot ? { driver: "pglite", snapshot: source.snapshot } : { driver: "postgres", databaseUrl: sourceUrl }, storage, dataDir };
    rows = await countRows(source.db);
    taken = await takeBackup(source.db, sources, { destination: destinationOf({ kind: "dir", dir: backups }), key: KEY, retention });
  }, 120_000);
  afterAll(() => source?.close());

  it("writes one encrypted archive holding the rows, objects and secrets, and records it", async () => {
    expect(readdirSync(backups)).toEqual([path.basename(taken.location)]);
    expect(readFileSync(taken.location).includes(Buffer.from("Ana Garza"))).toBe(false);
    expect(taken.manifest.database).toMatchObject({ driver, rows });
    expect(taken.manifest.database.rows.leads).toBe(1);
    expect(taken.manifest.objects.count).toBe(4);
    expect(taken.manifest.secrets.map((secret) => secret.name)).toEqual(["auth-secret", "vapid-keys.json"]);
    expect(taken.manifest.app.migration?.tag).toMatch(/^\d{4}_/);
    expect((await backupStatus(source.db)).lastSuccessAt?.toISOString()).toBe(taken.manifest.createdAt);
  });

  it("restores into an empty place the same rows, objects and secrets, and says when it was taken", async () => {
    const target = (restored = await emptyTarget(driver));
    const report = await restoreArchive(taken.location, target, { key: KEY });
    expect(report.rows).toEqual(rows);
    expect(report.objects).toBe(4);
    expect(report.migrations).toEqual([]);
    expect(await objectsOf(target.dataDir)).toEqual(objects);
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe("s".repeat(43));
    expect(readFileSync(path.join(target.dataDir, "vapid-keys.json"), "utf8")).toContain("privateKey");
    const opened = await open(target);
    try {
      await opened.exclusive(async () => undefined);
      expect((await opened.db.select({ name: leads.name, photos: leads.photos }).from(leads))[0]).toEqual({ name: "Ana Garza", photos: ["leads/k1/1.jpg"] });
      expect((await backupStatus(opened.db)).lastSuccessAt?.toISOString()).toBe(taken.manifest.createdAt);
    } finally {
      await opened.close();
    }
  });

  it("refuses a corrupted or truncated archive, and a wrong or missing key, writing nothing", async () => {
    const damaged = path.join(folder("damaged"), "damaged.rgvbak");
    cpSync(taken.location, damaged);
    const bytes = readFileSync(damaged);
    const at = Math.floor(bytes.byteLength * 0.6);
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    const truncated = path.join(folder("truncated"), "truncated.rgvbak");
    cpSync(taken.location, truncated);
    truncateSync(truncated, Math.floor(bytes.byteLength * 0.9));
    const cases: Array<[string, string | undefined, RegExp]> = [
      [damaged, KEY, /damaged: encrypted chunk \d+ fails its authentication/],
      [truncated, KEY, /truncated/],
      [taken.location, "the wrong key entirely", /BACKUP_KEY is not the key/],
      [taken.location, undefined, /encrypted: set BACKUP_KEY/],
    ];
    for (const [file, key, message] of cases) {
      const target = await emptyTarget(driver);
      const refused = await restoreArchive(file, target, { key }).catch((error: unknown) => error);
      expect(refused, String(message)).toBeInstanceOf(ArchiveError);
      expect((refused as Error).message).toMatch(message);
      expect(await untouched(target)).toBe(true);
    }
  });

  it("refuses a target that holds anything without --force, and with it replaces the database", async () => {
    const target = restored;
    const opened = await open(target);
    await opened.exclusive((db) => db.insert(leads).values({ type: "contact", name: "Written after", email: "w@example.com", lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: "k2" }));
    await opened.close();
    const refused = await restoreArchive(taken.location, target, { key: KEY }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TargetRefused);
    expect((refused as Error).message).toMatch(/not empty: .*Restore into an empty place, or add --force/);
    const forced = await restoreArchive(taken.location, target, { key: KEY, force: true });
    expect(forced.rows.leads).toBe(1);
    if (driver === "pglite") expect(existsSync(forced.setAside ?? "")).toBe(true);
    if (target.database.driver === "postgres") {
      // The public schema the forced restore made anew dumps and restores again.
      const reopened = await open(target);
      try {
        const sources: BackupSources = { database: { driver: "postgres", databaseUrl: target.database.databaseUrl }, storage: target.storage, dataDir: target.dataDir };
        const again = await takeBackup(reopened.db, sources, { destination: destinationOf({ kind: "dir", dir: folder("again") }), retention });
        expect((await restoreArchive(again.location, await emptyTarget(driver))).rows.leads).toBe(1);
      } finally {
        await reopened.close();
      }
    }
  });

  it.runIf(driver === "pglite")("goes into PostgreSQL too, with the counts the search keeps and sequences past the copied ids", async () => {
    const target = await emptyTarget("postgres");
    const report = await restoreArchive(taken.location, target, { key: KEY });
    expect(report.rows).toEqual(rows);
    expect(await objectsOf(target.dataDir)).toEqual(objects);
    const moved = await open(target);
    try {
      await moved.exclusive(async () => undefined);
      // Copied as they were, not counted again by the listings' triggers on the way in.
      const [counted] = await queryRows<{ total: number }>(moved.db, sql`SELECT sum(listings)::int AS total FROM listing_facet_counts`);
      expect(counted?.total).toBe(rows.listings);
      const [review] = await moved.db.insert(agentReviews).values({ name: "Ray Ochoa", city: "Mission", text: "And a good price.", reviewDate: "2026-04-01", lang: "en", published: true }).returning({ id: agentReviews.id });
      expect(review?.id).toBe(2);
    } finally {
      await moved.close();
    }
  });

  // The same on both: the restore's part is drizzle's journal and migrator (PGlite's restored folder opens in the other tests).
  it.runIf(driver === "postgres")("applies the migrations newer than the archive's, and refuses an archive newer than the code", async () => {
    const migrations = folder("migrations");
    cpSync(path.resolve("drizzle"), migrations, { recursive: true });
    const journalFile = path.join(migrations, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_backup_probe" });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(migrations, "9999_backup_probe.sql"), "CREATE TABLE backup_probe (id integer);");
    const report = await restoreArchive(taken.location, await emptyTarget(driver), { key: KEY, migrationsFolder: migrations });
    expect(report.migrations).toEqual(["9999_backup_probe"]);
    expect(report.rows.backup_probe).toBe(0);

    journal.entries.splice(-2);
    writeFileSync(journalFile, JSON.stringify(journal));
    const target = await emptyTarget(driver);
    await expect(restoreArchive(taken.location, target, { key: KEY, migrationsFolder: migrations })).rejects.toThrow(/made by a newer version of the site/);
    expect(await untouched(target)).toBe(true);
  });
});

describe("the nightly backup on a fleet", () => {
  it("is taken by one instance of two that find it due at once", async () => {
    const url = await postgresDatabaseUrl(true);
    const [a, b] = await Promise.all([connect({ databaseUrl: url }), connect({ databaseUrl: url })]);
    try {
      const dir = folder("fleet");
      const dataDir = folder("fleet-data");
      const instance = (handle: DatabaseHandle) =>
        backupRunner(
          handle.db,
          { sources: { database: { driver: "postgres", databaseUrl: url }, storage: localStorage(path.join(dataDir, "storage")), dataDir }, settings: { destination: destinationOf({ kind: "dir", dir }), retention } },
          handle.tryLock,
        );
      const due = (handle: DatabaseHandle) => async () => backupDue((await backupStatus(handle.db)).lastSuccessAt, new Date(), "03:00");
      const results = await Promise.all([instance(a).run(due(a)), instance(b).run(due(b))]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(readdirSync(dir)).toHaveLength(1);
      // The next look on either finds it done.
      expect(await instance(b).run(due(b))).toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

