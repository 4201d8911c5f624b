import { cpSync, createReadStream, createWriteStream, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { ArchiveError } from "./errors";

/** A file of the database part: its name in the archive (under "database/"), whether it is gzipped, its bytes. */
export interface DatabaseFile {
  readonly name: string;
  readonly encoding?: "gzip";
  readonly body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/** Where a backup copies PGlite's folder to: beside it in DATA_DIR, on the same disk, so the copy is quick. */
const SCRATCH = ".backup-snapshot-";
/** zlib and file streams in steps of this size: each step is a turn of the event loop, which serves the pages meanwhile. */
const STEP_BYTES = 1024 * 1024;

/** A new folder for a copy of PGlite's folder, in DATA_DIR; a copy a crash left behind is removed first. */
export async function scratchFolder(parent: string): Promise<string> {
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(SCRATCH)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
  return mkdtemp(path.join(parent, SCRATCH));
}

/**
 * Copies PGlite's data folder, while the snapshot holds the database and nothing writes it: on the
 * same disk it takes a moment (PGlite's own dumpDataDir held the folder in memory three times over,
 * more than a small server has). Synchronous: the site waits for the database meanwhile anyway, and
 * each asynchronous step would wait its turn behind the pages.
 */
export const copyFolderNow = (from: string, to: string) => cpSync(from, to, { recursive: true });

/**
 * The copied folder's files, each gzipped as it is read, and its folders as empty parts named with a
 * final "/": PostgreSQL won't start without its empty ones (pg_tblspc, pg_twophase…).
 */
export async function* pgliteFiles(folder: string): AsyncGenerator<DatabaseFile> {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const name = `pglite/${path.relative(folder, full).split(path.sep).join("/")}`;
    if (entry.isDirectory()) yield { name: `${name}/`, body: [] };
    else if (entry.isFile()) yield { name, encoding: "gzip", body: createReadStream(full, { highWaterMark: STEP_BYTES }).pipe(createGzip({ level: 6, chunkSize: STEP_BYTES })) };
  }
}

/** A file's or folder's place in the restored folder, from its name in the archive: nothing outside the folder. */
export function pglitePath(folder: string, name: string): string {
  const relative = name.replace(/^pglite\//, "").replace(/\/$/, "");
  if (!name.startsWith("pglite/") || relative.split("/").some((segment) => !/^[A-Za-z0-9_.-]+$/.test(segment) || segment === "." || segment === "..")) {
    throw new ArchiveError(`The archive is damaged: ${name} is no file of the embedded database.`);
  }
  return path.join(folder, ...relative.split("/"));
}

/** Writes one restored file or folder of PGlite's folder. */
export async function writePgliteFile(folder: string, file: DatabaseFile): Promise<void> {
  const target = pglitePath(folder, file.name);
  if (file.name.endsWith("/")) {
    for await (const block of file.body) void block;
    await mkdir(target, { recursive: true });
    return;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const source = Readable.from(file.body);
  await (file.encoding === "gzip" ? pipeline(source, createGunzip({ chunkSize: STEP_BYTES }), createWriteStream(target)) : pipeline(source, createWriteStream(target)));
}
