/**
 * `npm run backup`: one archive of everything the site can't rebuild (ADR 0019): the database, every
 * stored object, the secrets generated into DATA_DIR and a manifest, written to BACKUP_DIR or
 * BACKUP_S3_PREFIX and encrypted with BACKUP_KEY when set. Prints what it holds, then the archive's
 * path or URL as the last line. On the embedded database a running server takes it (it holds
 * PGlite, which allows one process); otherwise this process does, one instance of a fleet at a time.
 */
import { askServerForBackup } from "../app/server/backup/control.server";
import { backupRunner, siteBackup } from "../app/server/backup/job.server";
import { backupSummary } from "../app/server/backup/summary";
import { closeDatabase, getDriver, openDatabase, tryLock } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";

function print(summary: readonly string[], location: string): void {
  for (const line of summary) console.log(line);
  console.log(location);
}

const env = getEnv();
try {
  const answer = env.DATABASE_URL ? null : await askServerForBackup(env.dataDir);
  if (answer?.ok) print(answer.summary, answer.location);
  else if (answer) throw new Error(answer.error);
  else {
    const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
    const taken = await backupRunner(db, siteBackup(env, getDriver()), tryLock).run();
    if (!taken) throw new Error("Another instance is taking a backup now; try again when it is done.");
    print(backupSummary(taken.manifest, Boolean(env.BACKUP_KEY), taken.deleted.length), taken.location);
  }
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
