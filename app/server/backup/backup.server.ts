import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { AUTH_SECRET_FILE } from "../auth/secret.server";
import type { Database } from "../db/connect.server";
import { errorFacts, logInfo, logWarn } from "../log.server";
import { VAPID_KEYS_FILE } from "../push/keys.server";
import type { ListableStorage } from "../storage/storage.server";
import { archiveBytes, manifestFrame, partFrames, partListing } from "./archive.server";
import { type DatabaseSource, openDump } from "./database.server";
import type { Destination } from "./destination.server";
import type { Manifest } from "./manifest";
import { archiveName, archivesToDelete, type Retention } from "./retention";
import { recordBackup } from "./status.server";

/** What a backup copies: the database, every stored object, and the secrets generated into DATA_DIR. */
export interface BackupSources {
  readonly database: DatabaseSource;
  readonly storage: ListableStorage;
  readonly dataDir: string;
}

export interface BackupSettings {
  readonly destination: Destination;
  /** BACKUP_KEY: the archive is encrypted with a key derived from it. */
  readonly key?: string;
}

export interface BackupResult {
  /** The archive's path or s3:// URL. */
  readonly location: string;
  readonly manifest: Manifest;
}

/** The generated secrets a site keeps in DATA_DIR (ADR 0301, 0411); set in the environment instead, they are the operator's to keep. */
export const SECRET_FILES = [AUTH_SECRET_FILE, VAPID_KEYS_FILE] as const;

/**
 * Not copied: the photo route's variants (`photos/<photo>/<version>/<size>`), which it makes again
 * from the originals on the first request; at 18 variants a photo they would be most of the archive.
 */
export const REBUILT_PREFIXES = ["photos/"] as const;

const contentTypes: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };
export const contentTypeOf = (key: string) => contentTypes[key.split(".").at(-1)?.toLowerCase() ?? ""] ?? "application/octet-stream";

/** The commit the site runs, when it runs from a git checkout; null otherwise. */
function currentCommit(): string | null {
  const result = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", timeout: 2_000, stdio: ["ignore", "pipe", "ignore"] });
  const commit = result.status === 0 ? result.stdout.trim() : "";
  return /^[0-9a-f]{40,64}$/.test(commit) ? commit : null;
}

/** Objects read ahead of the one being written: a bucket answers each request in its own time. */
const OBJECTS_AHEAD = 32;

/** `load` over `items`, `concurrency` at a time, answered in order. */
async function* prefetched<T, R>(items: AsyncIterable<T>, concurrency: number, load: (item: T) => Promise<R>): AsyncGenerator<R> {
  const queue: Array<Promise<R>> = [];
  for await (const item of items) {
    const pending = load(item);
    // Handled when its turn comes; until then a failure must not count as unhandled.
    pending.catch(() => undefined);
    queue.push(pending);
    if (queue.length >= concurrency) yield await queue.shift()!;
  }
  while (queue.length > 0) yield await queue.shift()!;
}

async function readSecret(dataDir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dataDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Writes one archive of the site (ADR 0019): the database's snapshot first, then the secrets, then
 * every stored object but the rebuilt variants, then the manifest. The objects are read after the
 * snapshot, so every photo the database names is there (one deleted meanwhile excepted).
 */
export async function createBackup(sources: BackupSources, { destination, key }: BackupSettings): Promise<BackupResult> {
  const createdAt = new Date();
  const dump = await openDump(sources.database, sources.dataDir);
  let closed = false;
  const close = async (failed: boolean) => {
    if (closed) return;
    closed = true;
    await dump.close(failed);
  };
  let manifest: Manifest | undefined;
  async function* frames(): AsyncGenerator<Buffer> {
    const database = partListing();
    for await (const file of dump.files) {
      const name = `database/${file.name}`;
      yield* partFrames({ header: { name, part: "database", driver: dump.facts.driver, encoding: file.encoding }, body: file.body }, (digest) => database.add(name, digest));
    }
    await close(false);
    const databaseFiles = database.result();
    if (databaseFiles.bytes === 0) throw new Error("The database's dump came out empty.");
    const secrets: Manifest["secrets"] = [];
    for (const name of SECRET_FILES) {
      const bytes = await readSecret(sources.dataDir, name);
      if (bytes) yield* partFrames({ header: { name: `secrets/${name}`, part: "secret" }, body: [bytes] }, (digest) => secrets.push({ name, ...digest }));
    }
    const objects = partListing();
    const loaded = prefetched(sources.storage.list({ skip: REBUILT_PREFIXES }), OBJECTS_AHEAD, async (objectKey) => ({ objectKey, bytes: await sources.storage.read(objectKey) }));
    for await (const { objectKey, bytes } of loaded) {
      // Deleted since it was listed (a held lead purged, a photo removed): nothing to keep.
      if (!bytes) continue;
      yield* partFrames({ header: { name: `objects/${objectKey}`, part: "object", contentType: contentTypeOf(objectKey) }, body: [bytes] }, (digest) => objects.add(objectKey, digest));
    }
    manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      app: { commit: currentCommit(), migration: dump.facts.migration },
      database: { driver: dump.facts.driver, serverVersion: dump.facts.serverVersion, rows: dump.facts.rows, ...databaseFiles },
      objects: objects.result(),
      secrets,
    };
    yield manifestFrame(manifest);
  }
  try {
    const location = await destination.write(archiveName(createdAt), archiveBytes(frames(), key));
    if (!manifest) throw new Error("The archive was written without its manifest");
    return { location, manifest };
  } catch (error) {
    await close(true);
    throw error;
  }
}

/** Deletes the archives retention no longer keeps; a failure to delete one is a warning, not a failed backup. */
export async function applyRetention(destination: Destination, keep: Retention): Promise<string[]> {
  const deleted: string[] = [];
  for (const name of archivesToDelete(await destination.list(), keep)) {
    try {
      await destination.remove(name);
      deleted.push(name);
    } catch (error) {
      logWarn({ msg: "old backup not deleted", archive: name, ...errorFacts(error) });
    }
  }
  return deleted;
}

/** A backup as the schedule and `npm run backup` take it: the archive, its success recorded for /healthz and the agent's dashboard, then retention. */
export async function takeBackup(db: Database, sources: BackupSources, settings: BackupSettings & { readonly retention: Retention }): Promise<BackupResult & { deleted: string[] }> {
  const started = performance.now();
  const result = await createBackup(sources, settings);
  await recordBackup(db, new Date(result.manifest.createdAt));
  const deleted = await applyRetention(settings.destination, settings.retention);
  logInfo({
    msg: "backup taken",
    archive: result.location,
    ms: Math.round(performance.now() - started),
    objects: result.manifest.objects.count,
    bytes: result.manifest.database.bytes + result.manifest.objects.bytes,
    encrypted: Boolean(settings.key),
    deleted: deleted.length,
  });
  return { ...result, deleted };
}
