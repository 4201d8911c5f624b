import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type ArchiveEnd, type ArchivePart, archiveBytes, type Digest, manifestFrame, openArchive, partFrames } from "./archive.server";
import { pieces } from "./bytes.server";
import { ArchiveError } from "./errors";
import type { Manifest } from "./manifest";

const KEY = "correct horse battery staple";
const zero = "0".repeat(64);
const manifest: Manifest = {
  format: 1,
  createdAt: "2026-05-01T08:00:00.000Z",
  app: { commit: null, migration: { tag: "0021_second_factor_limits", when: 1 } },
  database: { driver: "pglite", serverVersion: "17.4", rows: { leads: 2 }, count: 1, sha256: zero, bytes: 0 },
  objects: { count: 1, bytes: 0, sha256: zero },
  secrets: [],
};

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** An archive of a 3 MB database part (several blocks, many encrypted chunks) and a small object. */
async function archive(passphrase?: string): Promise<{ bytes: Buffer; database: Buffer; digests: Digest[] }> {
  const database = randomBytes(3 * 1024 * 1024 + 17);
  const digests: Digest[] = [];
  async function* frames() {
    yield* partFrames({ header: { name: "database", part: "database", driver: "pglite" }, body: [database.subarray(0, 1000), database.subarray(1000)] }, (digest) => digests.push(digest));
    yield* partFrames({ header: { name: "objects/agent/headshot.jpg", part: "object", contentType: "image/jpeg" }, body: [Buffer.from("jpeg")] }, (digest) => digests.push(digest));
    yield manifestFrame(manifest);
  }
  return { bytes: await collect(archiveBytes(frames(), passphrase)), database, digests };
}

async function readAll(bytes: Buffer, passphrase?: string): Promise<Array<{ header: ArchivePart["header"]; body: Buffer } | ArchiveEnd>> {
  const { items } = await openArchive([bytes.subarray(0, 5), bytes.subarray(5)], passphrase);
  const read: Array<{ header: ArchivePart["header"]; body: Buffer } | ArchiveEnd> = [];
  for await (const item of items) read.push(item.kind === "end" ? item : { header: item.header, body: await collect(item.body()) });
  return read;
}

describe("the backup archive", () => {
  it.each([
    ["plain", undefined],
    ["encrypted", KEY],
  ])("gives back its parts and manifest (%s)", async (_, passphrase) => {
    const { bytes, database, digests } = await archive(passphrase);
    const [first, second, end] = await readAll(bytes, passphrase);
    expect(first).toMatchObject({ header: { name: "database", driver: "pglite" } });
    expect((first as { body: Buffer }).body.equals(database)).toBe(true);
    expect((second as { body: Buffer }).body.toString()).toBe("jpeg");
    expect(end).toEqual({ kind: "end", manifest });
    expect(digests[0]?.bytes).toBe(database.byteLength);
    // The encrypted archive holds none of the plain bytes.
    expect(bytes.includes(database.subarray(0, 64))).toBe(passphrase === undefined);
    expect(bytes.includes(Buffer.from("headshot"))).toBe(passphrase === undefined);
  });

  it("skips a part nobody reads, checking it all the same", async () => {
    const { bytes } = await archive(KEY);
    const { items } = await openArchive([bytes], KEY);
    const kinds: string[] = [];
    for await (const item of items) kinds.push(item.kind);
    expect(kinds).toEqual(["part", "part", "end"]);
  });

  it("refuses a wrong key, and a missing one, before reading any part", async () => {
    const { bytes } = await archive(KEY);
    await expect(openArchive([bytes], "not the key at all")).rejects.toThrow(/BACKUP_KEY is not the key this archive was encrypted with/);
    await expect(openArchive([bytes], undefined)).rejects.toThrow(/encrypted: set BACKUP_KEY/);
  });

  it.each([
    ["plain", undefined],
    ["encrypted", KEY],
  ])("finds every truncation and a flipped byte anywhere (%s)", async (_, passphrase) => {
    const { bytes } = await archive(passphrase);
    for (const cut of [3, 20, 300, 70_000, bytes.byteLength - 200, bytes.byteLength - 1]) {
      await expect(readAll(bytes.subarray(0, cut), passphrase), `cut at ${cut}`).rejects.toThrow(ArchiveError);
    }
    for (const at of [40, 2_000, 1_500_000, bytes.byteLength - 40, bytes.byteLength - 5]) {
      const damaged = Buffer.from(bytes);
      damaged[at] = (damaged[at] ?? 0) ^ 0x20;
      await expect(readAll(damaged, passphrase), `byte ${at}`).rejects.toThrow(ArchiveError);
    }
    await expect(readAll(Buffer.concat([bytes, Buffer.from("x")]), passphrase)).rejects.toThrow(/bytes follow/);
    // A damaged header is damage, never "wrong key".
    const header = Buffer.from(bytes);
    header[30] = (header[30] ?? 0) ^ 0x01;
    await expect(readAll(header, passphrase)).rejects.toThrow(/header does not match its checksum/);
  });

  it("says plainly when a file is no archive at all", async () => {
    await expect(openArchive([Buffer.from("PK\u0003\u0004 a zip file")], undefined)).rejects.toThrow(/not a backup archive/);
    await expect(openArchive([], undefined)).rejects.toThrow(/not a backup archive/);
  });
});

describe("pieces", () => {
  it("cuts a stream into fixed pieces and knows the last one", async () => {
    const cut = async (chunks: number[], size: number) => {
      const out: Array<[number, boolean]> = [];
      for await (const { piece, last } of pieces((async function* () {
        for (const length of chunks) yield Buffer.alloc(length);
      })(), size)) out.push([piece.byteLength, last]);
      return out;
    };
    expect(await cut([], 4)).toEqual([[0, true]]);
    expect(await cut([4], 4)).toEqual([[4, true]]);
    expect(await cut([3, 3, 3], 4)).toEqual([[4, false], [4, false], [1, true]]);
    expect(await cut([10], 4)).toEqual([[4, false], [4, false], [2, true]]);
    expect(await cut([8], 4)).toEqual([[4, false], [4, true]]);
  });
});
