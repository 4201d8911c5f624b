import { createHash } from "node:crypto";
import { z } from "zod";
import { ByteReader, u32 } from "./bytes.server";
import { ArchiveError } from "./errors";
import { decrypt, encrypt, encryptionSchema, keyFor, newEncryption } from "./cipher.server";
import { type Manifest, manifestSchema } from "./manifest";

/*
 * The archive (ADR 0019), a format of our own so that it streams both ways and needs no library:
 *
 *   "RGVBAK01", u32 header length, header JSON ({ format, encryption }), its SHA-256: never encrypted
 *   then, plain or sealed in chunks (cipher.server.ts):
 *     per part: "E", u32 length, entry JSON ({ name, part, … }), blocks (u32 length, bytes) up to
 *               an empty one, the part's SHA-256 (32 bytes)
 *     at the end: "Z", u32 length, the manifest JSON, its SHA-256
 *
 * A part's checksum follows its bytes, so a part of unknown size (pg_dump's output) streams
 * through; the manifest comes last because it holds every part's checksum.
 */
const MAGIC = Buffer.from("RGVBAK01");
const ENTRY = 0x45;
const END = 0x5a;
const BLOCK_BYTES = 1024 * 1024;
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

const headerSchema = z.object({ format: z.literal(1), encryption: encryptionSchema.nullable() });

export const entrySchema = z.object({
  name: z.string().min(1).max(600),
  part: z.enum(["database", "secret", "object"]),
  /** An object's, to put it back with (S3 keeps one per object). */
  contentType: z.string().max(100).optional(),
  /** The database's files': which database they are of, and whether the file is gzipped. */
  driver: z.enum(["pglite", "postgres"]).optional(),
  encoding: z.literal("gzip").optional(),
});
export type EntryHeader = z.infer<typeof entrySchema>;

export interface Part {
  readonly header: EntryHeader;
  readonly body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export interface Digest {
  readonly sha256: string;
  readonly bytes: number;
}

/**
 * A list of parts (the database's files, the objects) summed up for the manifest: how many, their
 * bytes, and the SHA-256 of their names and checksums, a line each in archive order.
 */
export function partListing() {
  const hash = createHash("sha256");
  let count = 0;
  let bytes = 0;
  return {
    add(name: string, digest: Digest) {
      hash.update(`${name} ${digest.sha256}\n`);
      count += 1;
      bytes += digest.bytes;
    },
    result: () => ({ count, bytes, sha256: hash.digest("hex") }),
  };
}

/** One part framed, its checksum handed to `done` once its last byte has gone. */
export async function* partFrames({ header, body }: Part, done: (digest: Digest) => void): AsyncGenerator<Buffer> {
  const json = Buffer.from(JSON.stringify(header));
  yield Buffer.concat([Buffer.from([ENTRY]), u32(json.byteLength), json]);
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of body) {
    for (let offset = 0; offset < chunk.byteLength; offset += BLOCK_BYTES) {
      const block = chunk.subarray(offset, offset + BLOCK_BYTES);
      hash.update(block);
      bytes += block.byteLength;
      yield Buffer.concat([u32(block.byteLength), block]);
    }
  }
  const digest = hash.digest();
  yield Buffer.concat([u32(0), digest]);
  done({ sha256: digest.toString("hex"), bytes });
}

export function manifestFrame(manifest: Manifest): Buffer {
  const json = Buffer.from(JSON.stringify(manifest));
  return Buffer.concat([Buffer.from([END]), u32(json.byteLength), json, createHash("sha256").update(json).digest()]);
}

/** The archive's bytes: its header, then the parts' frames, sealed when there is a BACKUP_KEY. */
export async function* archiveBytes(frames: AsyncIterable<Buffer>, passphrase: string | undefined): AsyncGenerator<Buffer> {
  const sealing = passphrase ? await newEncryption(passphrase) : null;
  const header = Buffer.from(JSON.stringify({ format: 1, encryption: sealing?.encryption ?? null }));
  const head = Buffer.concat([MAGIC, u32(header.byteLength), header, createHash("sha256").update(header).digest()]);
  yield head;
  if (!sealing) yield* frames;
  else yield* encrypt(frames, sealing.key, sealing.encryption, createHash("sha256").update(head).digest());
}

export interface ArchivePart {
  readonly kind: "part";
  readonly header: EntryHeader;
  /** The part's bytes, read once and whole; the last step throws when they don't match their checksum. A part not read is skipped. */
  body(): AsyncGenerator<Buffer>;
  /** Set once the body has been read. */
  digest?: Digest;
}

export interface ArchiveEnd {
  readonly kind: "end";
  readonly manifest: Manifest;
}

function parseJson<T>(bytes: Buffer, schema: z.ZodType<T>, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new ArchiveError(`The archive is damaged: its ${what} is not readable.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ArchiveError(`The archive is damaged: its ${what} is not one this version reads.`);
  return parsed.data;
}

async function* items(reader: ByteReader): AsyncGenerator<ArchivePart | ArchiveEnd> {
  for (;;) {
    const type = (await reader.exactly(1))[0];
    if (type === END) {
      const length = await reader.u32();
      if (length > MAX_MANIFEST_BYTES) throw new ArchiveError("The archive is damaged: its manifest's length is not possible.");
      const json = await reader.exactly(length);
      if (!createHash("sha256").update(json).digest().equals(await reader.exactly(32))) throw new ArchiveError("The archive is damaged: its manifest does not match its checksum.");
      const manifest = parseJson(json, manifestSchema, "manifest");
      if (!(await reader.atEnd())) throw new ArchiveError("The archive is damaged: bytes follow its manifest.");
      yield { kind: "end", manifest };
      return;
    }
    if (type !== ENTRY) throw new ArchiveError("The archive is damaged: a part does not start where one should.");
    const length = await reader.u32();
    if (length > MAX_HEADER_BYTES) throw new ArchiveError("The archive is damaged: a part's header length is not possible.");
    const header = parseJson(await reader.exactly(length), entrySchema, "part header");
    let started = false;
    const part: ArchivePart = {
      kind: "part",
      header,
      async *body() {
        if (started) throw new Error("A part's body is read once.");
        started = true;
        const hash = createHash("sha256");
        let bytes = 0;
        for (let size = await reader.u32(); size > 0; size = await reader.u32()) {
          if (size > BLOCK_BYTES) throw new ArchiveError(`The archive is damaged in ${header.name}: a block's length is not possible.`);
          const block = await reader.exactly(size);
          hash.update(block);
          bytes += size;
          yield block;
        }
        const digest = hash.digest();
        if (!digest.equals(await reader.exactly(32))) throw new ArchiveError(`The archive is damaged: ${header.name} does not match its checksum.`);
        part.digest = { sha256: digest.toString("hex"), bytes };
      },
    };
    yield part;
    if (!started) for await (const block of part.body()) void block;
  }
}

/**
 * Opens an archive: its header, the key checked against BACKUP_KEY when it is encrypted, then its
 * parts in order and its manifest last. Anything wrong is an ArchiveError saying what.
 */
export async function openArchive(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, passphrase: string | undefined): Promise<{ encrypted: boolean; items: AsyncGenerator<ArchivePart | ArchiveEnd> }> {
  const reader = new ByteReader(source);
  const magic = await reader.exactly(MAGIC.byteLength).catch(() => Buffer.alloc(0));
  if (!magic.equals(MAGIC)) throw new ArchiveError("This is not a backup archive of this site (it does not start as one).");
  const length = await reader.u32();
  if (length > MAX_HEADER_BYTES) throw new ArchiveError("The archive is damaged: its header length is not possible.");
  const headerBytes = await reader.exactly(length);
  const headerDigest = await reader.exactly(32);
  // Checked on its own: a damaged salt or key check must not read as a wrong BACKUP_KEY.
  if (!createHash("sha256").update(headerBytes).digest().equals(headerDigest)) throw new ArchiveError("The archive is damaged: its header does not match its checksum.");
  const { encryption } = parseJson(headerBytes, headerSchema, "header");
  if (!encryption) return { encrypted: false, items: items(reader) };
  if (!passphrase) throw new ArchiveError("The archive is encrypted: set BACKUP_KEY to the key it was made with.");
  const key = await keyFor(encryption, passphrase);
  const aad = createHash("sha256").update(Buffer.concat([magic, u32(length), headerBytes, headerDigest])).digest();
  return { encrypted: true, items: items(new ByteReader(decrypt(reader, key, encryption, aad))) };
}
