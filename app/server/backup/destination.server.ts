import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { BackupTarget } from "../env.server";
import { listKeys, s3Client, type S3Client, type S3Options, xmlValue } from "../storage/s3.server";
import { pieces } from "./bytes.server";
import { archiveTime } from "./retention";

/** Where archives are kept: BACKUP_DIR or BACKUP_S3_PREFIX. */
export interface Destination {
  readonly description: string;
  /** Writes an archive whole or not at all (a failed one leaves nothing behind): its path or s3:// URL. */
  write(name: string, bytes: AsyncIterable<Uint8Array>): Promise<string>;
  /** The names of the archives there. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

function folderDestination(dir: string): Destination {
  return {
    description: dir,
    async write(name, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = path.join(dir, name);
      // Hidden while it is written, so that neither retention nor a person takes half an archive for one.
      const partial = path.join(dir, `.${name}.partial`);
      try {
        // A large buffer: each wait for a write is a turn of the event loop, which a busy server gives out slowly.
        await pipeline(Readable.from(bytes), createWriteStream(partial, { mode: 0o600, flush: true, highWaterMark: 8 * 1024 * 1024 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return target;
    },
    async list() {
      try {
        return (await readdir(dir)).filter((name) => archiveTime(name) !== null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    remove: (name) => rm(path.join(dir, name), { force: true }),
  };
}

/** A multipart upload's parts: S3 takes 5 MiB to 5 GiB each, at most 10,000 of them (so archives up to 160 GiB). */
const PART_BYTES = 16 * 1024 * 1024;

async function checked(response: Response, what: string): Promise<string> {
  const text = await response.text();
  // CompleteMultipartUpload can answer 200 with an error in its body.
  if (!response.ok || text.includes("<Error>")) throw new Error(`S3 ${what} failed: ${response.status} ${xmlValue(text, "Code") ?? ""}`.trim());
  return text;
}

/** Uploads from a stream: one PUT for a small archive, else a multipart upload of 16 MiB parts, aborted on failure. */
async function upload(client: S3Client, key: string, bytes: AsyncIterable<Uint8Array>, partBytes: number): Promise<void> {
  let uploadId: string | undefined;
  const etags: string[] = [];
  try {
    for await (const { piece, last } of pieces(bytes, partBytes)) {
      const body = new Uint8Array(piece);
      if (uploadId === undefined && last) {
        await checked(await client.send("PUT", key, { body, contentType: "application/octet-stream" }), `PUT ${key}`);
        return;
      }
      uploadId ??= xmlValue(await checked(await client.send("POST", key, { query: { uploads: "" }, contentType: "application/octet-stream" }), "CreateMultipartUpload"), "UploadId");
      if (!uploadId) throw new Error("S3 CreateMultipartUpload answered no UploadId");
      const response = await client.send("PUT", key, { query: { partNumber: String(etags.length + 1), uploadId }, body });
      await checked(response, `UploadPart ${etags.length + 1}`);
      etags.push(response.headers.get("etag") ?? "");
    }
    const parts = etags.map((etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${etag.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}</ETag></Part>`);
    const body = new Uint8Array(Buffer.from(`<CompleteMultipartUpload>${parts.join("")}</CompleteMultipartUpload>`));
    await checked(await client.send("POST", key, { query: { uploadId: uploadId ?? "" }, body, contentType: "application/xml" }), "CompleteMultipartUpload");
  } catch (error) {
    if (uploadId) await client.send("DELETE", key, { query: { uploadId } }).catch(() => undefined);
    throw error;
  }
}

function bucketDestination(client: S3Client, prefix: string, partBytes: number): Destination {
  return {
    description: `s3://${client.bucket}/${prefix}`,
    async write(name, bytes) {
      await upload(client, `${prefix}${name}`, bytes, partBytes);
      return `s3://${client.bucket}/${prefix}${name}`;
    },
    async list() {
      const names: string[] = [];
      for await (const key of listKeys(client, prefix)) {
        const name = key.slice(prefix.length);
        if (archiveTime(name) !== null) names.push(name);
      }
      return names;
    },
    async remove(name) {
      const response = await client.send("DELETE", `${prefix}${name}`);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${prefix}${name} failed: ${response.status}`);
    },
  };
}

/** Each step of an upload gets a minute: a 16 MiB part on a slow uplink takes a while. */
const BACKUP_S3_OPTIONS: S3Options = { timeoutMs: 60_000, retries: 3, backoffMs: 500 };

/** `partBytes`: a test's smaller parts, to see a multipart upload without 16 MiB of archive. */
export function destinationOf(target: BackupTarget, { partBytes = PART_BYTES, ...options }: S3Options & { partBytes?: number } = BACKUP_S3_OPTIONS): Destination {
  return target.kind === "dir" ? folderDestination(target.dir) : bucketDestination(s3Client(target.s3, options), target.prefix, partBytes);
}

/** An s3:// URL's bucket and key; null for a path on disk. */
export function s3Location(location: string): { bucket: string; key: string } | null {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  return match ? { bucket: match[1] ?? "", key: match[2] ?? "" } : null;
}

/**
 * An archive to read, as a file: a path is itself, an s3:// URL is downloaded to a temporary folder
 * first (a restore reads it twice: once to check it, once to write). `done` removes what was downloaded.
 */
export async function archiveFile(location: string, clientFor: (bucket: string) => S3Client): Promise<{ file: string; done(): Promise<void> }> {
  const s3 = s3Location(location);
  if (!s3) return { file: path.resolve(location), done: async () => undefined };
  const folder = await mkdtemp(path.join(tmpdir(), "rgv-restore-"));
  try {
    const response = await clientFor(s3.bucket).send("GET", s3.key);
    if (!response.ok || !response.body) throw new Error(`S3 GET ${location} failed: ${response.status} ${xmlValue(await response.text(), "Code") ?? ""}`.trim());
    const file = path.join(folder, path.basename(s3.key));
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(file, { mode: 0o600 }));
    return { file, done: () => rm(folder, { recursive: true, force: true }) };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

export const readArchiveFile = (file: string) => createReadStream(file, { highWaterMark: 1024 * 1024 });
