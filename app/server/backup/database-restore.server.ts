import { spawn } from "node:child_process";
import { readdirSync, renameSync } from "node:fs";
import { resolve } from "node:path";
import { pgliteDir, pgliteLockFile } from "../db/connect.server";
import { acquireDataDirLock, lockHolder } from "../db/lock.server";
import { crossFolder, pgliteIntoPostgres } from "./cross-restore.server";
import { ArchiveError, TargetRefused } from "./errors";
import { feed, ownConnection, PG_DUMP_FILE, pgCommandTarget } from "./database.server";
import { type DatabaseFile, writePgliteFile } from "./pglite-files.server";
import { pgTool } from "./pg-tools.server";

/** Where a restore puts the database: the configured DATA_DIR's PGlite, or DATABASE_URL. */
export type DatabaseTarget = { readonly driver: "pglite"; readonly dataDir: string } | { readonly driver: "postgres"; readonly databaseUrl: string };

/** The application name the site's own connections carry (connect.server.ts): a restore under a running site is refused. */
const SITE_CONNECTION = "rgv-homes";

function entriesOf(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** What the target database already holds, in words; null when it is empty. Reads only. */
export async function databaseInTheWay(target: DatabaseTarget): Promise<string | null> {
  if (target.driver === "pglite") {
    const holder = lockHolder(pgliteLockFile(target.dataDir));
    if (holder !== undefined) throw new TargetRefused(`The site is running on this data folder (process ${holder}): stop it before restoring into it.`);
    return entriesOf(pgliteDir(target.dataDir)).length > 0 ? `a database in ${pgliteDir(target.dataDir)}` : null;
  }
  const client = ownConnection(target.databaseUrl, "rgv-homes-restore");
  try {
    const [running] = await client<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = ${SITE_CONNECTION}`;
    if ((running?.count ?? 0) > 0) throw new TargetRefused("The site is connected to this database: stop every instance before restoring into it.");
    const [tables] = await client<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`;
    return (tables?.count ?? 0) > 0 ? `${tables?.count} tables in the database of DATABASE_URL` : null;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Writes the archive's database files into the target, and is closed when they are all there: what the target had is then replaced. */
export interface DatabaseWriter {
  write(file: DatabaseFile): Promise<void>;
  /** Where a forced restore set PGlite's old folder aside. */
  close(): Promise<string | undefined>;
}

/** PGlite's folder, file by file, under its lock (a server starting meanwhile is refused); with `force`, the old folder is set aside first. */
function pgliteWriter(dataDir: string, force: boolean): DatabaseWriter {
  const release = acquireDataDirLock(resolve(dataDir), pgliteLockFile(dataDir));
  let setAside: string | undefined;
  try {
    if (force && entriesOf(pgliteDir(dataDir)).length > 0) {
      setAside = `${pgliteDir(dataDir)}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(pgliteDir(dataDir), setAside);
    }
  } catch (error) {
    release();
    throw error;
  }
  return {
    write: (file) => writePgliteFile(pgliteDir(dataDir), file),
    async close() {
      release();
      return setAside;
    },
  };
}

/** pg_restore of the one dump file, in one transaction: a restore that fails leaves the database as it was (with `force`, emptied). */
async function postgresWriter(databaseUrl: string, force: boolean): Promise<DatabaseWriter> {
  if (force) {
    const client = ownConnection(databaseUrl, "rgv-homes-restore");
    try {
      // The app's two schemas (its tables, drizzle's record of migrations), and the extensions in them.
      await client.unsafe("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public");
    } finally {
      await client.end({ timeout: 5 });
    }
  }
  let restored = false;
  return {
    async write(file) {
      if (restored || file.name !== PG_DUMP_FILE) throw new ArchiveError(`The archive is damaged: ${file.name} is no part of a PostgreSQL dump.`);
      restored = true;
      const target = pgCommandTarget(databaseUrl);
      const child = spawn(pgTool("pg_restore"), ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${target.dbname}`], {
        env: target.env,
        stdio: ["pipe", "ignore", "pipe"],
      });
      await feed(child, "pg_restore", file.body);
    },
    close: async () => undefined,
  };
}

/** The embedded database of an archive, written to a folder of its own, then copied into PostgreSQL (cross-restore.server.ts). */
async function crossWriter(databaseUrl: string, force: boolean, migrationsFolder: string): Promise<DatabaseWriter> {
  await postgresWriter(databaseUrl, force);
  const { folder, done } = await crossFolder();
  const files = pgliteWriter(folder, false);
  return {
    write: (file) => files.write(file),
    async close() {
      try {
        await files.close();
        await pgliteIntoPostgres(folder, databaseUrl, migrationsFolder);
      } finally {
        await done();
      }
      return undefined;
    },
  };
}

/** Where the archive's database files go: into the same kind of database, or from the embedded one into PostgreSQL. */
export async function openDatabaseWriter(target: DatabaseTarget, from: DatabaseTarget["driver"], force: boolean, migrationsFolder: string): Promise<DatabaseWriter> {
  if (target.driver === "pglite") return pgliteWriter(target.dataDir, force);
  return from === "pglite" ? crossWriter(target.databaseUrl, force, migrationsFolder) : postgresWriter(target.databaseUrl, force);
}
