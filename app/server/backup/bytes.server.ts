import { ArchiveError } from "./errors";

/** Reads exact byte counts from a stream of chunks, for the archive's framing. */
export class ByteReader {
  private readonly iterator: AsyncIterator<Uint8Array>;
  private buffered: Buffer[] = [];
  private size = 0;
  private done = false;

  constructor(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
    this.iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : (async function* () {
      yield* source;
    })();
  }

  /** Pulls chunks until `n` bytes are at hand or the stream ends; how many are. */
  private async fill(n: number): Promise<number> {
    while (this.size < n && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else if (next.value.byteLength > 0) {
        this.buffered.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        this.size += next.value.byteLength;
      }
    }
    return this.size;
  }

  /** The next `n` bytes; an archive that ends first is truncated. */
  async exactly(n: number): Promise<Buffer> {
    if ((await this.fill(n)) < n) throw new ArchiveError("The archive ends early: it is truncated (an interrupted copy or upload?).");
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.byteLength > 0 ? [rest] : [];
    this.size = rest.byteLength;
    return taken;
  }

  async u32(): Promise<number> {
    return (await this.exactly(4)).readUInt32BE(0);
  }

  async atEnd(): Promise<boolean> {
    return (await this.fill(1)) === 0;
  }
}

export function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
}

/** Chunks regrouped into pieces of `size` bytes (the last one shorter, or empty for an empty stream), each known to be the last or not. */
export async function* pieces(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<{ piece: Buffer; last: boolean }> {
  let held: Buffer[] = [];
  let heldSize = 0;
  for await (const chunk of source) {
    held.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    heldSize += chunk.byteLength;
    // A piece is cut only once more bytes follow it: then it is certainly not the last.
    if (heldSize <= size) continue;
    const all = Buffer.concat(held);
    let offset = 0;
    for (; heldSize - offset > size; offset += size) yield { piece: all.subarray(offset, offset + size), last: false };
    held = [all.subarray(offset)];
    heldSize -= offset;
  }
  yield { piece: Buffer.concat(held), last: true };
}
