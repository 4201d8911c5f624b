/** A report is about 150 bytes; anything near this is not one. */
export const MAX_REPORT_BYTES = 4096;

/**
 * An oversize body is still read, up to this, before the 413: refusing with
 * unread bytes in flight resets the connection and the client never sees the
 * answer. Beacons can't exceed 64 KiB anyway; beyond it the stream is cut.
 */
const DRAIN_BYTES = 64 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false };

/**
 * The request body as text, refused once it passes `limit` bytes:
 * Content-Length is only a claim, so the bytes are counted as they arrive.
 */
export async function readLimitedBody(request: Request, limit = MAX_REPORT_BYTES): Promise<BodyRead> {
  if (!request.body) return { ok: true, text: "" };
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  const reader = request.body.getReader();
  if (declared > DRAIN_BYTES) {
    await reader.cancel().catch(() => undefined);
    return { ok: false };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit || declared > limit) return { ok: false };
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}
