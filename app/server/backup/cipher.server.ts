import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { type ByteReader, pieces, u32 } from "./bytes.server";
import { ArchiveError } from "./errors";

/**
 * How an archive is encrypted (ADR 0019): AES-256-GCM in chunks of 1 MiB, each sealed on its own
 * (a nonce of the archive's random prefix, the chunk's number and a last-chunk flag, so chunks can't
 * be reordered, dropped or cut off unnoticed), under a key scrypt derives from BACKUP_KEY with the
 * archive's own salt. A check value made from the same derivation tells a wrong key from a damaged archive.
 */
export const encryptionSchema = z.object({
  cipher: z.literal("aes-256-gcm"),
  kdf: z.object({
    name: z.literal("scrypt"),
    salt: z.base64().refine((value) => Buffer.from(value, "base64").byteLength === 16),
    // Bounded: an archive's header must not make a restore spend gigabytes on deriving the key.
    N: z.number().int().min(2 ** 14).max(2 ** 20).refine((value) => Number.isInteger(Math.log2(value)), "a power of two"),
    r: z.number().int().min(1).max(16),
    p: z.number().int().min(1).max(4),
  }),
  noncePrefix: z.base64().refine((value) => Buffer.from(value, "base64").byteLength === 7),
  chunkBytes: z.number().int().min(1024).max(16 * 1024 * 1024),
  keyCheck: z.base64(),
});
export type Encryption = z.infer<typeof encryptionSchema>;

/** Large enough that sealing an archive is few steps of the event loop, which serves pages meanwhile. */
const CHUNK_BYTES = 1024 * 1024;
const TAG_BYTES = 16;
const KEY_CHECK_LABEL = "rgv-homes backup key check";

function deriveKeys(passphrase: string, kdf: Encryption["kdf"]): Promise<{ key: Buffer; check: Buffer }> {
  return new Promise((resolve, reject) => {
    // 128·N·r bytes of memory: 32 MiB at the default N = 2^15, r = 8.
    scrypt(passphrase, Buffer.from(kdf.salt, "base64"), 64, { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.N * kdf.r }, (error, derived) =>
      error ? reject(error) : resolve({ key: derived.subarray(0, 32), check: derived.subarray(32) }),
    );
  });
}

const keyCheckOf = (check: Buffer) => createHmac("sha256", check).update(KEY_CHECK_LABEL).digest();

/** A new archive's encryption: its header's part and the key. */
export async function newEncryption(passphrase: string): Promise<{ encryption: Encryption; key: Buffer }> {
  const kdf = { name: "scrypt" as const, salt: randomBytes(16).toString("base64"), N: 2 ** 15, r: 8, p: 1 };
  const { key, check } = await deriveKeys(passphrase, kdf);
  return {
    encryption: { cipher: "aes-256-gcm", kdf, noncePrefix: randomBytes(7).toString("base64"), chunkBytes: CHUNK_BYTES, keyCheck: keyCheckOf(check).toString("base64") },
    key,
  };
}

/** The archive's key from BACKUP_KEY, or a clear refusal when BACKUP_KEY is not the one it was made with. */
export async function keyFor(encryption: Encryption, passphrase: string): Promise<Buffer> {
  const { key, check } = await deriveKeys(passphrase, encryption.kdf);
  const expected = Buffer.from(encryption.keyCheck, "base64");
  const actual = keyCheckOf(check);
  if (expected.byteLength !== actual.byteLength || !timingSafeEqual(expected, actual)) {
    throw new ArchiveError("BACKUP_KEY is not the key this archive was encrypted with: set the one in use when it was made.");
  }
  return key;
}

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  if (index >= 2 ** 32) throw new Error("An archive of more than 2^32 chunks");
  return Buffer.concat([prefix, u32(index), Buffer.from([last ? 1 : 0])]);
}

/** The plain stream sealed chunk by chunk: each frame is its last-chunk flag, its length and the ciphertext with its tag. */
export async function* encrypt(source: AsyncIterable<Uint8Array>, key: Buffer, encryption: Encryption, aad: Buffer): AsyncGenerator<Buffer> {
  const prefix = Buffer.from(encryption.noncePrefix, "base64");
  let index = 0;
  for await (const { piece, last } of pieces(source, encryption.chunkBytes)) {
    const cipher = createCipheriv("aes-256-gcm", key, nonce(prefix, index, last));
    cipher.setAAD(aad);
    const sealed = Buffer.concat([cipher.update(piece), cipher.final(), cipher.getAuthTag()]);
    yield Buffer.concat([Buffer.from([last ? 1 : 0]), u32(sealed.byteLength), sealed]);
    index += 1;
  }
}

/** The plain stream back; a frame that fails its tag, or a stream that stops before its last chunk, is an ArchiveError. */
export async function* decrypt(reader: ByteReader, key: Buffer, encryption: Encryption, aad: Buffer): AsyncGenerator<Buffer> {
  const prefix = Buffer.from(encryption.noncePrefix, "base64");
  for (let index = 0; ; index += 1) {
    const flag = (await reader.exactly(1))[0];
    const length = await reader.u32();
    if ((flag !== 0 && flag !== 1) || length < TAG_BYTES || length > encryption.chunkBytes + TAG_BYTES) throw new ArchiveError("The archive is damaged: a chunk's frame is not one.");
    const sealed = await reader.exactly(length);
    const decipher = createDecipheriv("aes-256-gcm", key, nonce(prefix, index, flag === 1));
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(length - TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(sealed.subarray(0, length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new ArchiveError(`The archive is damaged: encrypted chunk ${index + 1} fails its authentication.`);
    }
    yield plain;
    if (flag === 1) {
      if (!(await reader.atEnd())) throw new ArchiveError("The archive is damaged: bytes follow its last chunk.");
      return;
    }
  }
}
