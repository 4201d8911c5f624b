import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import busboy from "busboy";
import { stripControls, type BodyRefusal } from "./body.server";

/**
 * A form that may carry files, read as it streams in (ADR 0008, issue 40): the
 * text fields into memory, each file part straight to a temporary file, so a
 * 40 MB post costs the server a few buffers of memory rather than 40 MB, or
 * twice that while a parser copies it.
 */

export interface UploadLimits {
  /**
   * The whole body. Past it no more file bytes are kept, but the fields that follow (a message, a
   * consent box after the file input) are still read, up to four times this, so the form comes
   * back with everything typed (`overflow`).
   */
  readonly maxBytes: number;
  /** The fields whose files are kept; any other file part is read past and dropped. */
  readonly fileFields: readonly string[];
  /** Files kept per request; more are counted (`extraFiles`), not written. */
  readonly files: number;
  /** Bytes kept per file; a longer one is cut there and marked `truncated`. */
  readonly fileBytes: number;
}

export interface UploadedFile {
  readonly field: string;
  /** The name the browser gave, cleaned of control characters. */
  readonly name: string;
  /** The temporary file, removed by `dispose`. */
  readonly path: string;
  /** Bytes written: at most `fileBytes`. */
  readonly size: number;
  /** The file was longer than `fileBytes`. */
  readonly truncated: boolean;
}

export interface Upload {
  readonly fields: FormData;
  readonly files: readonly UploadedFile[];
  /** Files past the `files` limit, read past and not kept. */
  readonly extraFiles: number;
  /** The body went past `maxBytes`: the fields and files before that point are all there is. */
  readonly overflow: boolean;
  /** Removes the temporary files; safe to call more than once. */
  dispose(): Promise<void>;
}

export type UploadRead = ({ readonly ok: true } & Upload) | BodyRefusal;

/** A text field: far more than any form's longest (a 2,000-character message). */
const FIELD_BYTES = 64 * 1024;
/** Fields and parts of one form: more than any form of the site sends. */
const MAX_FIELDS = 100;
const MAX_PARTS = 200;

const MULTIPART = /^multipart\/form-data\b/i;
const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** A URL-encoded form has no files: past this it is too large (`overflow`). */
export const URLENCODED_BYTES = 256 * 1024;

/**
 * Reads a form that may carry files, as it streams through busboy: fields are
 * cleaned of control characters, files go to a fresh temporary folder. 415 when
 * the body isn't a form, 400 when it can't be parsed (a truncated body), 413
 * when a URL-encoded one declares more than is read at all, or one past the
 * limit doesn't parse; past the limit otherwise, `overflow` with the fields read.
 * Whoever gets `ok` calls `dispose`.
 */
export async function readUpload(request: Request, limits: UploadLimits): Promise<UploadRead> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPE.test(type)) return { ok: false, status: 415 };
  // A URL-encoded form holds no files: past URLENCODED_BYTES it is too large, but its fields, each cut at
  // FIELD_BYTES, are still read (up to sixteen times that) so the form comes back with what was typed.
  const multipart = MULTIPART.test(type);
  const maxBytes = multipart ? limits.maxBytes : Math.min(limits.maxBytes, URLENCODED_BYTES);
  const readLimit = multipart ? maxBytes * 4 : maxBytes * 16;
  const declared = Number(request.headers.get("Content-Length"));
  // A URL-encoded body declared past what is read at all is refused before a byte of it.
  if (!multipart && Number.isFinite(declared) && declared > readLimit) return { ok: false, status: 413 };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: { fieldSize: FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_PARTS, files: MAX_PARTS, fileSize: limits.fileBytes },
    });
  } catch {
    // No boundary, or one busboy can't use.
    return { ok: false, status: 400 };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "rgv-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields = new FormData();
  const files: Array<{ -readonly [K in keyof UploadedFile]: UploadedFile[K] }> = [];
  const writes: Promise<void>[] = [];
  let extraFiles = 0;

  let overflow = Number.isFinite(declared) && declared > maxBytes;
  parser.on("field", (name, value, info) => {
    // A value longer than any field of the site's is kept cut, and the form is too large.
    if (info.valueTruncated) overflow = true;
    fields.append(stripControls(name), stripControls(value));
  });

  parser.on("file", (name, stream, info) => {
    const field = stripControls(name);
    // A file input left empty still sends a part, with no name and no bytes.
    const chosen = info.filename !== undefined && info.filename !== "";
    const wanted = chosen && limits.fileFields.includes(field);
    if (!wanted || overflow || files.length >= limits.files) {
      if (wanted && !overflow) extraFiles += 1;
      stream.resume();
      return;
    }
    const entry = { field, name: stripControls(info.filename), path: path.join(dir, String(files.length + 1)), size: 0, truncated: false };
    files.push(entry);
    const out = createWriteStream(entry.path);
    writes.push(
      new Promise<void>((resolve, reject) => {
        out.on("close", resolve);
        out.on("error", reject);
      }),
    );
    stream.on("data", (chunk: Buffer) => {
      // Past the body's limit the file is cut: its bytes are read past, not kept.
      if (overflow) {
        entry.truncated = true;
        return;
      }
      entry.size += chunk.byteLength;
      if (!out.write(chunk)) {
        stream.pause();
        out.once("drain", () => stream.resume());
      }
    });
    stream.on("limit", () => (entry.truncated = true));
    stream.on("end", () => out.end());
    stream.on("error", () => out.destroy());
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // The parser's errors surface through `finished`; one must not go unhandled while the body is still being read.
  finished.catch(() => {});

  let total = 0;
  let cut = false;
  const reader = request.body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      const before = total;
      total += value.byteLength;
      if (total > maxBytes) overflow = true;
      // The read stops at readLimit, within the chunk that passes it.
      const part = total > readLimit ? value.subarray(0, Math.max(0, readLimit - before)) : value;
      // Waits while the parser (and through it the file being written) is behind: memory stays a few buffers.
      if (part.byteLength > 0 && !parser.write(part)) await Promise.race([once(parser, "drain"), finished]);
      if (total > readLimit) {
        cut = true;
        break;
      }
    }
    if (cut && !multipart) {
      // The rest is never read here (the server drops it once the answer is sent); ended, the parser gives
      // the fields it holds, the last one as far as it came.
      parser.end();
      await finished;
    } else if (cut) {
      parser.destroy();
      for (const file of files) file.truncated = true;
    } else {
      parser.end();
      await finished;
    }
    await Promise.allSettled(writes);
  } catch {
    parser.destroy();
    await Promise.allSettled(writes);
    await dispose();
    // A body past the limit that doesn't parse either is answered for its size, the clearer of its two faults.
    return { ok: false, status: overflow ? 413 : 400 };
  } finally {
    reader?.releaseLock();
  }
  return { ok: true, fields, files, extraFiles, overflow, dispose };
}
