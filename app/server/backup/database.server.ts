import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { PassThrough, Readable } from "node:stream";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, type Driver, type Executor, type PgliteSnapshot, queryRows } from "../db/connect.server";
import type { Migration } from "./manifest";
import { copyFolderNow, type DatabaseFile, pgliteFiles, scratchFolder } from "./pglite-files.server";
import { pgTool } from "./pg-tools.server";

/** What the backup reads the database through: PGlite's snapshot of the open database, or pg_dump of DATABASE_URL. */
export type DatabaseSource = { readonly driver: "pglite"; readonly snapshot: PgliteSnapshot } | { readonly driver: "postgres"; readonly databaseUrl: string };

/** What the manifest says of the database, read in the same snapshot as the dump. */
export interface DatabaseFacts {
  readonly driver: Driver;
  readonly serverVersion: string;
  readonly rows: Record<string, number>;
  readonly migration: Migration | null;
}

export interface DatabaseDump {
  readonly facts: DatabaseFacts;
  /** PGlite's data folder, a gzipped file each, or pg_dump's custom format in one (compressed by pg_dump). */
  readonly files: AsyncIterable<DatabaseFile> | Iterable<DatabaseFile>;
  /**
   * After the files were read, or on a failure (`failed`, which stops pg_dump): waits for pg_dump and
   * ends the snapshot's transaction, or removes PGlite's copy.
   */
  close(failed: boolean): Promise<void>;
}

/** pg_dump's archive, the one file of a PostgreSQL database part. */
export const PG_DUMP_FILE = "dump.pgcustom";

/** The connection a backup or restore opens of its own: no statement timeout (a dump takes what it takes), named so a restore can tell the site's connections apart. */
export function ownConnection(url: string, name: string) {
  return postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10, connection: { application_name: name } });
}

/** drizzle's journal: each migration's tag by its time stamp (drizzle.__drizzle_migrations keeps only the stamp). */
export function migrationsJournal(migrationsFolder = resolve("drizzle")): Migration[] {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string; when: number }> };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration applied: its stamp named from the journal ("unknown" when this code does not know it: a newer version's). */
export function migrationOf(stamp: number | null, journal = migrationsJournal()): Migration | null {
  if (stamp === null) return null;
  return { tag: journal.find((entry) => entry.when === stamp)?.tag ?? "unknown", when: stamp };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table of the public schema, and the last migration's stamp, as `run` reads them. */
async function readFacts(run: <T>(text: string) => Promise<T[]>): Promise<{ rows: Record<string, number>; stamp: number | null; serverVersion: string }> {
  const tables = await run<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await run<{ count: string | number }>(`SELECT count(*) AS count FROM public.${quoted(name)}`);
    rows[name] = Number(row?.count ?? 0);
  }
  const [migrated] = await run<{ exists: boolean }>("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists");
  const [last] = migrated?.exists ? await run<{ stamp: string | number }>("SELECT max(created_at) AS stamp FROM drizzle.__drizzle_migrations") : [];
  const [version] = await run<{ server_version: string }>("SHOW server_version");
  return { rows, stamp: last?.stamp === undefined || last.stamp === null ? null : Number(last.stamp), serverVersion: version?.server_version ?? "" };
}

/** Rows per table of a database the app has open (the restore's report). */
export async function countRows(db: Database | Executor): Promise<Record<string, number>> {
  return (await readFacts((text) => queryRows(db as Database, sql.raw(text)))).rows;
}

async function pgliteDump(snapshot: PgliteSnapshot, scratchParent: string): Promise<DatabaseDump> {
  const copy = await scratchFolder(scratchParent);
  try {
    const facts = await snapshot(async (tx, directory) => {
      const read = await readFacts((text) => queryRows(tx as Database, sql.raw(text)));
      copyFolderNow(directory, copy);
      return read;
    });
    return {
      facts: { driver: "pglite", serverVersion: facts.serverVersion, rows: facts.rows, migration: migrationOf(facts.stamp) },
      files: pgliteFiles(copy),
      close: () => rm(copy, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
}

/** A connection URL without its password, which goes in PGPASSWORD: a command line is readable by every user of the machine. */
export function pgCommandTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** A child's exit, with the start of what it wrote to stderr when it failed. */
export function exitOf(child: ChildProcess, name: string): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < 4_000) stderr += chunk.toString();
  });
  return new Promise((resolvePromise, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split("\n").slice(0, 3).join(" ") || "no message"}`));
    });
  });
}

/**
 * pg_dump in the snapshot of a transaction of our own (pg_export_snapshot), in which the rows were
 * counted: the manifest's counts are the dump's. The transaction stays open until pg_dump is done.
 */
async function postgresDump(url: string): Promise<DatabaseDump> {
  const client = ownConnection(url, "rgv-homes-backup");
  const connection = await client.reserve();
  let child: ChildProcess | undefined;
  try {
    await connection.unsafe("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const [exported] = await connection.unsafe<Array<{ snapshot: string }>>("SELECT pg_export_snapshot() AS snapshot");
    const facts = await readFacts((text) => connection.unsafe(text) as unknown as Promise<never[]>);
    const target = pgCommandTarget(url);
    child = spawn(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${exported?.snapshot ?? ""}`, `--dbname=${target.dbname}`], {
      env: target.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = exitOf(child, "pg_dump");
    const running = child;
    // Piped at once: Node discards what a child wrote to a pipe nobody reads when it exits, and a small
    // dump fits in the pipe and the stream's buffer, so pg_dump may be done before the archive reads it.
    const chunks = running.stdout!.pipe(new PassThrough({ highWaterMark: 1024 * 1024 }));
    return {
      facts: { driver: "postgres", serverVersion: facts.serverVersion, rows: facts.rows, migration: migrationOf(facts.stamp) },
      files: [{ name: PG_DUMP_FILE, body: chunks }],
      async close(failed) {
        try {
          if (failed) running.kill();
          await exited.catch((error: unknown) => {
            if (!failed) throw error;
          });
        } finally {
          await connection.unsafe("COMMIT").catch(() => undefined);
          connection.release();
          await client.end({ timeout: 5 });
        }
      },
    };
  } catch (error) {
    child?.kill();
    connection.release();
    await client.end({ timeout: 5 });
    throw error;
  }
}

/** The database's dump; PGlite's copy goes in a scratch folder under `scratchParent` (DATA_DIR). */
export function openDump(source: DatabaseSource, scratchParent: string): Promise<DatabaseDump> {
  return source.driver === "pglite" ? pgliteDump(source.snapshot, scratchParent) : postgresDump(source.databaseUrl);
}

/**
 * Pipes `body` into a child's stdin and waits for it to exit cleanly. When the body fails (a part
 * that doesn't match its checksum) the child is stopped and that failure is the one reported; when
 * the child fails, its own message is, not the broken pipe it leaves.
 */
export async function feed(child: ChildProcess, name: string, body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void> {
  const exited = exitOf(child, name);
  const piped = pipeline(Readable.from(body), child.stdin!).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EPIPE" || code === "ERR_STREAM_PREMATURE_CLOSE") return;
    child.kill();
    throw error;
  });
  const [fed, done] = await Promise.allSettled([piped, exited]);
  if (fed.status === "rejected") throw fed.reason;
  if (done.status === "rejected") throw done.reason;
}
