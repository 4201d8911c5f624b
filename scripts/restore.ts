/**
 * `npm run restore -- <archive> [--force]`: puts a backup (a path, or an s3:// URL) back into the
 * configured DATA_DIR or DATABASE_URL and storage (ADR 0019). It refuses a target that holds
 * anything unless --force, and checks BACKUP_KEY and every part's checksum before it writes; then
 * it applies the migrations newer than the archive's and prints what is there. Stop the site first.
 */
import { parseArgs } from "node:util";
import { ArchiveError, TargetRefused } from "../app/server/backup/errors";
import { archiveFile } from "../app/server/backup/destination.server";
import { restoreArchive } from "../app/server/backup/restore.server";
import { restoreSummary } from "../app/server/backup/summary";
import { backupS3, getEnv } from "../app/server/env.server";
import { storageFromEnv } from "../app/server/storage/index.server";
import { s3Client } from "../app/server/storage/s3.server";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
const [location] = positionals;
if (!location || positionals.length > 1) {
  console.error("Usage: npm run restore -- <archive path or s3:// URL> [--force]");
  process.exit(2);
}

const env = getEnv();
let done: () => Promise<void> = async () => undefined;
try {
  const archive = await archiveFile(location, (bucket) => {
    const s3 = backupS3(env, bucket);
    if (!s3) throw new Error("An s3:// archive needs BACKUP_S3_ENDPOINT and keys (or the S3_* ones) to be read.");
    // A whole archive is one GET: an hour for it, not the ten seconds a photo gets.
    return s3Client(s3, { timeoutMs: 3_600_000 });
  });
  done = archive.done;
  const report = await restoreArchive(
    archive.file,
    { database: env.DATABASE_URL ? { driver: "postgres", databaseUrl: env.DATABASE_URL } : { driver: "pglite", dataDir: env.dataDir }, storage: storageFromEnv(env), dataDir: env.dataDir },
    { key: env.BACKUP_KEY, force: values.force },
  );
  for (const line of restoreSummary(report)) console.log(line);
  console.log("Start the site (npm start, or npm run serve) to serve it.");
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ArchiveError || error instanceof TargetRefused) console.error(`Nothing was restored. ${message}`);
  else console.error(`The restore failed: ${message}`);
  process.exitCode = 1;
} finally {
  await done();
}
