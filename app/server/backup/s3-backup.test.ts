import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresDatabaseUrl } from "../../../tests/support/database";
import { startS3Double, type S3Double } from "../../../tests/support/s3-double";
import { connect, type DatabaseHandle } from "../db/connect.server";
import { backupS3, loadEnv } from "../env.server";
import { s3Client, s3Storage } from "../storage/s3.server";
import { applyRetention, takeBackup } from "./backup.server";
import { archiveFile, destinationOf } from "./destination.server";
import { restoreArchive } from "./restore.server";
import { archiveName } from "./retention";

const credentials = { accessKeyId: "KEY", secretAccessKey: "SECRET", region: "us-east-1" };

describe("backups to a bucket, of a site whose photos are in one", () => {
  let s3: S3Double;
  let source: DatabaseHandle;
  let sourceUrl: string;
  const folders: string[] = [];
  beforeAll(async () => {
    s3 = await startS3Double({ pageSize: 2 });
    sourceUrl = await postgresDatabaseUrl(true);
    source = await connect({ databaseUrl: sourceUrl });
    await source.exclusive(async () => undefined);
  });
  afterAll(async () => {
    await source?.close();
    await s3?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("reads the backup settings: BACKUP_S3_PREFIX on the site's bucket or its own, BACKUP_DIR, the time, the key and retention", () => {
    const site = { S3_ENDPOINT: s3.endpoint, S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    expect(loadEnv({ ...site, BACKUP_S3_PREFIX: "backups" }).backupTarget).toMatchObject({ kind: "s3", prefix: "backups/", s3: { bucket: "photos", endpoint: s3.endpoint } });
    expect(loadEnv({ ...site, BACKUP_S3_PREFIX: "s3://vault/rgv/", BACKUP_S3_ACCESS_KEY_ID: "other" }).backupTarget).toMatchObject({ prefix: "rgv/", s3: { bucket: "vault", accessKeyId: "other" } });
    expect(loadEnv({ DATA_DIR: "/srv/data" }).backupTarget).toEqual({ kind: "dir", dir: "/srv/data/backups" });
    expect(() => loadEnv({ BACKUP_S3_PREFIX: "s3://vault/" })).toThrow(/BACKUP_S3_PREFIX: needs a bucket .*an endpoint and keys/);
    expect(backupS3(loadEnv(site), "vault")?.bucket).toBe("vault");
    expect(loadEnv({ BACKUP_DIR: "/mnt/other-disk/rgv" }).backupTarget).toEqual({ kind: "dir", dir: "/mnt/other-disk/rgv" });
    expect(() => loadEnv({ BACKUP_TIME: "3am" })).toThrow(/BACKUP_TIME: HH:MM \(Valley time\) or off/);
    expect(() => loadEnv({ BACKUP_KEY: "short" })).toThrow(/BACKUP_KEY: at least 16 characters/);
    expect(() => loadEnv({ BACKUP_KEEP_DAILY: "0" })).toThrow(/BACKUP_KEEP_DAILY/);
    expect(loadEnv({ BACKUP_TIME: "off" }).BACKUP_TIME).toBe("off");
  });

  it("lists every object of the bucket, page after page, and backs them up with a multipart upload that restores from its URL", async () => {
    const storage = s3Storage({ endpoint: s3.endpoint, bucket: "photos", ...credentials });
    const objects = { "agent/headshot-1.jpg": "headshot", "articles/abc.jpg": "article", "leads/k/1.jpg": "lead", "listings/A/A-m1.jpg": "listing", "photos/A-m1/v/w320.webp": "variant" };
    for (const [key, text] of Object.entries(objects)) await storage.put(key, new Uint8Array(Buffer.from(text)), key.endsWith(".webp") ? "image/webp" : "image/jpeg");
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(Object.keys(objects).sort());

    const target = { kind: "s3" as const, prefix: "nightly/", s3: { endpoint: s3.endpoint, bucket: "vault", ...credentials } };
    // Parts of 16 KiB: pg_dump's archive alone is several.
    const destination = destinationOf(target, { partBytes: 16 * 1024 });
    const before = s3.requests.length;
    const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-backup-s3-"));
    folders.push(dataDir);
    const taken = await takeBackup(source.db, { database: { driver: "postgres", databaseUrl: sourceUrl }, storage, dataDir }, { destination, key: "a key for the vault", retention: { daily: 7, weekly: 4, monthly: 6 } });
    expect(taken.location).toMatch(/^s3:\/\/vault\/nightly\/backup-.*\.rgvbak$/);
    expect(taken.manifest.objects.count).toBe(4);
    // The variants' folder is never even listed.
    expect(s3.requests.slice(before)).toContain("GET /photos?list-type=2&prefix=&delimiter=%2F");
    expect(s3.requests.slice(before).some((request) => request.includes("prefix=photos"))).toBe(false);
    expect(s3.requests.filter((request) => request.startsWith("PUT /vault/") && request.includes("partNumber=")).length).toBeGreaterThan(2);
    expect(s3.requests.some((request) => request.startsWith("POST /vault/") && request.includes("uploadId="))).toBe(true);

    // Retention reads the prefix and deletes what it no longer keeps: another archive of the same day.
    const older = archiveName(new Date(Date.parse(taken.manifest.createdAt) - 1000));
    s3.objects.set(`vault/nightly/${older}`, { body: Buffer.from("older"), contentType: "application/octet-stream" });
    s3.objects.set("vault/nightly/notes.txt", { body: Buffer.from("the operator's"), contentType: "text/plain" });
    expect(await applyRetention(destination, { daily: 7, weekly: 4, monthly: 6 })).toEqual([older]);
    expect([...s3.objects.keys()].filter((key) => key.startsWith("vault/"))).toEqual([`vault/nightly/${path.basename(taken.location)}`, "vault/nightly/notes.txt"]);

    const restoredStorage = s3Storage({ endpoint: s3.endpoint, bucket: "restored", ...credentials });
    const targetDir = mkdtempSync(path.join(tmpdir(), "rgv-backup-s3-target-"));
    folders.push(targetDir);
    const archive = await archiveFile(taken.location, (bucket) => s3Client({ ...target.s3, bucket }));
    try {
      const report = await restoreArchive(archive.file, { database: { driver: "postgres", databaseUrl: await postgresDatabaseUrl(false) }, storage: restoredStorage, dataDir: targetDir }, { key: "a key for the vault" });
      expect(report.objects).toBe(4);
    } finally {
      await archive.done();
    }
    expect(s3.objects.get("restored/listings/A/A-m1.jpg")).toEqual({ body: Buffer.from("listing"), contentType: "image/jpeg" });
    expect(s3.objects.has("restored/photos/A-m1/v/w320.webp")).toBe(false);
  });
});
