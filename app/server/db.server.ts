import { connect, type ConnectOptions, type Database, type DatabaseHandle, type Driver, type PgliteSnapshot } from "./db/connect.server";
import { seedIfEmpty } from "./seed/load.server";

export type { Database, Driver };

export interface OpenOptions {
  /** Where PGlite keeps its files (in `<dataDir>/pglite`); ignored when databaseUrl is set. */
  readonly dataDir: string;
  /** A PostgreSQL 15+ server (DATABASE_URL); without it the embedded PGlite is used. */
  readonly databaseUrl?: string;
  /** Connections in the PostgreSQL pool (DATABASE_POOL_MAX); ignored on PGlite. */
  readonly poolMax?: number;
}

export interface PrepareOptions extends OpenOptions {
  /** Demo listings to load into an empty database; 0 loads none. */
  readonly seedCount?: number;
}

let current: { handle: DatabaseHandle; key: string } | undefined;
/** An open in progress, so that two callers at boot share one connection rather than racing for the lock. */
let opening: { promise: Promise<Database>; key: string } | undefined;

function keyOf(options: OpenOptions): string {
  return options.databaseUrl ? `url:${options.databaseUrl}` : `dir:${options.dataDir}`;
}

/** Opens the process-wide database and applies pending migrations. Opening it again with the same options returns it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const key = keyOf(options);
  if ((current ?? opening) && (current ?? opening)?.key !== key) {
    throw new Error("A different database is already open: call closeDatabase() first.");
  }
  if (current) return current.handle.db;
  if (opening) return opening.promise;
  const connectOptions: ConnectOptions = options.databaseUrl ? { databaseUrl: options.databaseUrl, poolMax: options.poolMax } : { dataDir: options.dataDir };
  const promise = (async () => {
    const handle = await connect(connectOptions);
    try {
      await handle.exclusive(async () => undefined);
    } catch (error) {
      await handle.close();
      throw error;
    }
    current = { handle, key };
    return handle.db;
  })();
  opening = { promise, key };
  try {
    return await promise;
  } finally {
    opening = undefined;
  }
}

/** What `npm start` runs at boot: open, migrate, and load the demo listings into an empty database. */
export async function prepareDatabase({ seedCount = 1500, ...options }: PrepareOptions): Promise<Database> {
  const db = await openDatabase(options);
  if (seedCount > 0 && current) {
    await current.handle.exclusive((locked) => seedIfEmpty(locked, { count: seedCount }));
  }
  return db;
}

/** Which driver the open database uses: PGlite needs jobs a PostgreSQL server runs itself. */
export function getDriver(): Driver {
  if (!current) throw new Error("The database is not open: call prepareDatabase() or openDatabase() first.");
  return current.handle.driver;
}

export function getDb(): Database {
  if (!current) throw new Error("The database is not open: call prepareDatabase() or openDatabase() first.");
  return current.handle.db;
}

/** A session lock for a long job (DatabaseHandle.tryLock): the release function, or null when it is held elsewhere. */
export function tryLock(key: number): Promise<(() => Promise<void>) | null> {
  if (!current) throw new Error("The database is not open: call prepareDatabase() or openDatabase() first.");
  return current.handle.tryLock(key);
}

/** On PGlite, how a backup takes the open database's data directory (DatabaseHandle.snapshot); undefined on PostgreSQL. */
export function pgliteSnapshot(): PgliteSnapshot | undefined {
  if (!current) throw new Error("The database is not open: call prepareDatabase() or openDatabase() first.");
  return current.handle.snapshot;
}

/** Closes the database; PGlite otherwise keeps Node alive and its lock file in place. */
export async function closeDatabase(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.handle.close();
}
