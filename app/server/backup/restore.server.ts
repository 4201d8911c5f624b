import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { connect } from "../db/connect.server";
import type { ListableStorage } from "../storage/storage.server";
import { type ArchivePart, type Digest, openArchive, partListing } from "./archive.server";
import { REBUILT_PREFIXES, SECRET_FILES } from "./backup.server";
import { ArchiveError, TargetRefused } from "./errors";
import { databaseInTheWay, type DatabaseTarget, openDatabaseWriter } from "./database-restore.server";
import { countRows, migrationsJournal } from "./database.server";
import { readArchiveFile } from "./destination.server";
import type { Manifest } from "./manifest";
import { recordBackup } from "./status.server";

/** Where a restore writes: the configured database, storage and DATA_DIR (for the secrets). */
export interface RestoreTarget {
  readonly database: DatabaseTarget;
  readonly storage: ListableStorage;
  readonly dataDir: string;
}

export interface RestoreOptions {
  /** BACKUP_KEY, for an encrypted archive. */
  readonly key?: string;
  /** Replace what the target holds. */
  readonly force?: boolean;
  readonly migrationsFolder?: string;
}

export interface RestoreReport {
  readonly manifest: Manifest;
  /** Rows per table of the restored database, after its migrations. */
  readonly rows: Record<string, number>;
  readonly objects: number;
  readonly secrets: readonly string[];
  /** Migrations newer than the archive's, applied after it. */
  readonly migrations: readonly string[];
  /** Where a forced restore put PGlite's old folder. */
  readonly setAside?: string;
}

const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function collect(part: ArchivePart): Promise<Buffer<ArrayBuffer>> {
  const blocks: Buffer[] = [];
  for await (const block of part.body()) blocks.push(block);
  return Buffer.concat(blocks) as Buffer<ArrayBuffer>;
}

async function secretOnDisk(dataDir: string, name: string): Promise<Buffer | null> {
  return readFile(path.join(dataDir, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
}

/** The parts' own checksums against the manifest's, each part read whole: the archive's first pass, which writes nothing. */
async function verify(file: string, key: string | undefined, driver: DatabaseTarget["driver"]): Promise<Manifest> {
  const { items } = await openArchive(readArchiveFile(file), key);
  const database = partListing();
  const objects = partListing();
  const secrets = new Map<string, Digest>();
  for await (const item of items) {
    if (item.kind === "end") {
      const { manifest } = item;
      const same = (a: Digest | undefined, b: Digest) => a?.sha256 === b.sha256 && a.bytes === b.bytes;
      const matches = (found: ReturnType<typeof database.result>, listed: Manifest["objects"]) => same(found, listed) && found.count === listed.count;
      if (!matches(database.result(), manifest.database) || manifest.database.count === 0) throw new ArchiveError("The archive is damaged: its database does not match the manifest.");
      if (manifest.secrets.length !== secrets.size || manifest.secrets.some((secret) => !same(secrets.get(secret.name), secret))) {
        throw new ArchiveError("The archive is damaged: its secrets do not match the manifest.");
      }
      if (!matches(objects.result(), manifest.objects)) throw new ArchiveError("The archive is damaged: its stored objects do not match the manifest.");
      return manifest;
    }
    for await (const block of item.body()) void block;
    const digest = item.digest!;
    if (item.header.part === "database") {
      // The embedded database goes into PostgreSQL too (a site moving to a fleet); the other way there is no pg_restore.
      if (item.header.driver === "postgres" && driver === "pglite") throw new ArchiveError("This archive holds a PostgreSQL database: restore it with DATABASE_URL set.");
      database.add(item.header.name, digest);
    } else if (item.header.part === "secret") {
      secrets.set(item.header.name.replace(/^secrets\//, ""), digest);
    } else {
      objects.add(item.header.name.replace(/^objects\//, ""), digest);
    }
  }
  throw new ArchiveError("The archive ends early: it is truncated (an interrupted copy or upload?).");
}

/** What the target holds that a restore would replace, in words; empty when it holds nothing. */
async function inTheWay(target: RestoreTarget, manifest: Manifest): Promise<string[]> {
  const found: string[] = [];
  const database = await databaseInTheWay(target.database);
  if (database) found.push(database);
  for await (const key of target.storage.list({ skip: REBUILT_PREFIXES })) {
    found.push(`stored objects (${target.storage.description}, ${key} among them)`);
    break;
  }
  for (const secret of manifest.secrets) {
    const present = await secretOnDisk(target.dataDir, secret.name);
    if (present && sha256Of(present) !== secret.sha256) found.push(`a different ${secret.name} in ${target.dataDir}`);
  }
  return found;
}

/** Objects put side by side, as many at once as this: a bucket answers each in its own time. */
const PUTS_AT_ONCE = 16;

/** The archive's second pass: the database, the secrets and the objects written, each part checked again as it is read. */
async function write(file: string, { key, force, migrationsFolder }: Required<Omit<RestoreOptions, "key">> & Pick<RestoreOptions, "key">, target: RestoreTarget, manifest: Manifest): Promise<{ setAside?: string; objects: number; secrets: string[] }> {
  const { items } = await openArchive(readArchiveFile(file), key);
  let objects = 0;
  const secrets: string[] = [];
  const puts = new Set<Promise<void>>();
  let failed: unknown;
  const database = await openDatabaseWriter(target.database, manifest.database.driver, force, migrationsFolder);
  try {
    for await (const item of items) {
      if (item.kind === "end") break;
      if (item.header.part === "database") {
        await database.write({ name: item.header.name.replace(/^database\//, ""), encoding: item.header.encoding, body: item.body() });
      } else if (item.header.part === "secret") {
        const name = item.header.name.replace(/^secrets\//, "");
        if (!(SECRET_FILES as readonly string[]).includes(name)) throw new ArchiveError(`The archive holds an unknown secret: ${name}.`);
        const bytes = await collect(item);
        await mkdir(target.dataDir, { recursive: true });
        await writeFile(path.join(target.dataDir, name), bytes, { mode: 0o600 });
        secrets.push(name);
      } else {
        const objectKey = item.header.name.replace(/^objects\//, "");
        const bytes = new Uint8Array(await collect(item));
        const put = target.storage
          .put(objectKey, bytes, item.header.contentType ?? "application/octet-stream")
          .catch((error: unknown) => void (failed ??= error))
          .finally(() => puts.delete(put));
        puts.add(put);
        objects += 1;
        if (puts.size >= PUTS_AT_ONCE) await Promise.race(puts);
        if (failed) throw failed;
      }
    }
    await Promise.all(puts);
    if (failed) throw failed;
  } catch (error) {
    await database.close();
    throw error;
  }
  return { setAside: await database.close(), objects, secrets };
}

/**
 * Restores an archive into an empty target (ADR 0019): checks the target, then the key and every
 * part's checksum against the manifest, all before writing anything; then writes the database, the
 * secrets and the objects, applies the migrations newer than the archive's, records the archive's
 * time as the last backup and counts what is there.
 */
export async function restoreArchive(file: string, target: RestoreTarget, { key, force = false, migrationsFolder = path.resolve("drizzle") }: RestoreOptions = {}): Promise<RestoreReport> {
  const manifest = await verify(file, key, target.database.driver);
  const journal = migrationsJournal(migrationsFolder);
  const newest = journal.at(-1)?.when ?? 0;
  if (manifest.app.migration && manifest.app.migration.when > newest) {
    throw new ArchiveError(`The archive was made by a newer version of the site (migration ${manifest.app.migration.tag}): update the site first, then restore.`);
  }
  const found = await inTheWay(target, manifest);
  if (found.length > 0 && !force) {
    throw new TargetRefused(`The target is not empty: ${found.join("; ")}. Restore into an empty place, or add --force to replace what is there.`);
  }
  try {
    const written = await write(file, { key, force, migrationsFolder }, target, manifest);
    const handle = await connect({ ...(target.database.driver === "pglite" ? { dataDir: target.database.dataDir } : { databaseUrl: target.database.databaseUrl }), migrationsFolder });
    try {
      const rows = await handle.exclusive(async (db) => {
        // Counted before the archive's time is recorded as the last backup, so that they are the archive's.
        const counted = await countRows(db);
        await recordBackup(db, new Date(manifest.createdAt));
        return counted;
      });
      const since = manifest.app.migration?.when ?? 0;
      return { manifest, rows, ...written, migrations: journal.filter((entry) => entry.when > since).map((entry) => entry.tag) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The restore stopped part-way (${reason}): the target may hold part of the archive. Fix the cause, then restore again with --force.`, { cause: error });
  }
}
