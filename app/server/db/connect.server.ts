import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "../../db/schema";
import { withDeadline } from "./deadline.server";
import { acquireDataDirLock } from "./lock.server";
import { noteDatabaseFailure } from "./outage.server";

export type Schema = typeof schema;
/** One type for both drivers: the queries are the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = "pglite" | "postgres";

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: Driver;
  /** Applies pending migrations, then runs `fn` while no other instance migrates or seeds. */
  exclusive<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Takes a session-level lock for a long job (the MLS sync) without pinning a pool connection:
   * on PostgreSQL an advisory lock on a connection of its own, on PGlite (one process) a guard in
   * this process. The release function, or null when another holder has it.
   */
  tryLock(key: number): Promise<(() => Promise<void>) | null>;
  /**
   * PGlite on a data directory only (PostgreSQL's is pg_dump's): runs `within` in a transaction, given
   * the data directory's path, while no other statement runs and so nothing writes its files: a backup
   * counts the rows and copies the folder (ADR 0019).
   */
  snapshot?: PgliteSnapshot;
  close(): Promise<void>;
}

/** A transaction, or the database outside one: what a statement runs on. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type PgliteSnapshot = <T>(within: (tx: Executor, directory: string) => Promise<T>) => Promise<T>;

/** Where PGlite keeps a data folder's database, and the lock file that keeps a second process out of it. */
export const pgliteDir = (dataDir: string) => resolve(dataDir, "pglite");
export const pgliteLockFile = (dataDir: string) => resolve(dataDir, "pglite.lock");
/** PGlite's extensions the migrations create: a data directory is only opened with them. */
export const pgliteExtensions = { pg_trgm, unaccent };

export interface ConnectOptions {
  /** PGlite data directory's parent (the database lives in `<dataDir>/pglite`); omit for an in-memory PGlite. */
  readonly dataDir?: string;
  /** A PostgreSQL 15+ server; takes precedence over dataDir. */
  readonly databaseUrl?: string;
  readonly migrationsFolder?: string;
  /** Connections in the PostgreSQL pool pages and jobs use (DATABASE_POOL_MAX). */
  readonly poolMax?: number;
}

/**
 * Free-text search matches words by pg_trgm word similarity. The default
 * threshold (0.6) misses a transposed letter in a short word ("edinbrug");
 * 0.5 still keeps unrelated words apart.
 */
export const WORD_SIMILARITY_THRESHOLD = "0.5";

// The migrations folder sits at the project root; the bundled server runs from there too.
const defaultMigrationsFolder = () => resolve("drizzle");

// An arbitrary constant shared by every instance of the app: the key of the advisory lock
// that serializes migrations and seeding across instances starting at once.
const MIGRATION_LOCK_KEY = 727_401;

export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, migrationsFolder, options.poolMax ?? DEFAULT_POOL_MAX)
    : connectPglite(options.dataDir, migrationsFolder);
}

async function connectPglite(dataDir: string | undefined, migrationsFolder: string): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDataDirLock(resolve(dataDir), pgliteLockFile(dataDir)) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? pgliteDir(dataDir) : undefined, { extensions: pgliteExtensions });
    await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  let migrated = false;
  const held = new Set<number>();
  return {
    db,
    driver: "pglite",
    async exclusive(fn) {
      // PGlite has a single connection and the data-directory lock: nothing else can run concurrently.
      if (!migrated) {
        await migratePglite(db, { migrationsFolder });
        migrated = true;
      }
      return fn(db);
    },
    async tryLock(key) {
      if (held.has(key)) return null;
      held.add(key);
      return async () => void held.delete(key);
    },
    // Every statement waits for PGlite's transaction (its query() and exec() take the same lock), and
    // single-user PostgreSQL has no background writer: while `within` runs, the folder is as of one moment.
    snapshot: dataDir ? (within) => db.transaction((tx) => within(tx, pgliteDir(dataDir))) : undefined,
    async close() {
      try {
        await client.close();
      } finally {
        release?.();
      }
    },
  };
}

/**
 * Seconds. connect_timeout bounds the TCP and startup handshake; idle_timeout
 * retires a connection nobody used for a minute, before a firewall drops it
 * silently and a page finds out. postgres.js's own backoff grows to 10–20 s
 * between attempts after a few failures, and pages waited it out while the
 * database was down and again once it was back; a quarter second still spares
 * a server that is starting.
 */
const connectTimings = { connect_timeout: 1, idle_timeout: 60, backoff: () => 0.25 };
/**
 * Seconds closing gives statements in flight. postgres.js's end() waits for them, and (3.4.9) does not
 * return at all once a connection lost its server in the middle of one: after an outage, shutdown hung.
 */
const END_TIMEOUT_S = 5;
/** The pool's size unless DATABASE_POOL_MAX says otherwise: the server renders as many requests at once (server/render-gate.ts). */
export const DEFAULT_POOL_MAX = 10;
/** The server ends a statement after this; a page has no use for one that takes longer. */
export const STATEMENT_TIMEOUT_MS = 1_000;
/**
 * The client gives up on a statement after this, waiting for a connection included (see deadline.server.ts).
 * The server renders no more requests at once than the pool has connections (server/render-gate.ts), so on a
 * healthy database that wait is short and the deadline measures the database.
 */
export const STATEMENT_DEADLINE_MS = 1_500;

/**
 * postgres-js prepares every statement, and after five runs PostgreSQL may
 * switch a statement to a generic plan made without the parameter values.
 * Search statements are the same text with very different selectivity
 * (McAllen or Donna, a common word or a rare one), so they always get a plan
 * for their values.
 */
function postgresClient(url: string, max: number, settings: Record<string, string> = {}) {
  return postgres(url, {
    max,
    onnotice: () => {},
    ...connectTimings,
    connection: {
      application_name: "rgv-homes",
      plan_cache_mode: "force_custom_plan",
      "pg_trgm.word_similarity_threshold": WORD_SIMILARITY_THRESHOLD,
      ...settings,
    },
  });
}

async function connectPostgres(url: string, migrationsFolder: string, poolMax: number): Promise<DatabaseHandle> {
  // The pool pages and jobs use: bounded, so that a database that is down or not answering costs a page
  // a second or two and a 503 rather than a hang. Migrations and seeding (the locker) wait for each other on
  // purpose, and take as long as they take.
  const client = postgresClient(url, poolMax, { statement_timeout: String(STATEMENT_TIMEOUT_MS) });
  const db = drizzlePostgres(withDeadline(client, STATEMENT_DEADLINE_MS, noteDatabaseFailure), { schema });
  return {
    db,
    driver: "postgres",
    async exclusive(fn) {
      const locker = postgresClient(url, 1);
      try {
        await locker`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        const lockedDb = drizzlePostgres(locker, { schema });
        await migratePostgres(lockedDb, { migrationsFolder });
        return await fn(lockedDb);
      } finally {
        await locker.end({ timeout: END_TIMEOUT_S });
      }
    },
    async tryLock(key) {
      // Its own connection, outside the pool and its statement timeout: the lock lives as long as the session.
      const locker = postgresClient(url, 1);
      try {
        const [row] = await locker<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(${key}) AS locked`;
        if (row?.locked) {
          return async () => {
            try {
              await locker`SELECT pg_advisory_unlock(${key})`;
            } finally {
              await locker.end({ timeout: END_TIMEOUT_S });
            }
          };
        }
      } catch (error) {
        await locker.end({ timeout: END_TIMEOUT_S });
        throw error;
      }
      await locker.end({ timeout: END_TIMEOUT_S });
      return null;
    },
    async close() {
      await client.end({ timeout: END_TIMEOUT_S });
    },
  };
}

/** The rows of a raw query: PGlite answers `{ rows }`, postgres-js an array. */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
