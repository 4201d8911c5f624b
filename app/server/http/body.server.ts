/**
 * The one way a request body is read, whatever the route: within a size
 * limit, counted as the bytes arrive (Content-Length is only a claim), and
 * with control characters taken out of every text value, so that a NUL byte
 * or an escape sequence typed or pasted into a field never reaches the
 * database, a log or an e-mail. Tab and newline stay: they are text.
 */

import { data } from "react-router";

/** C0 controls but tab and line feed (a carriage return goes: form bodies send CRLF, the site keeps LF). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f]/g;

export function stripControls(value: string): string {
  return value.replace(CONTROLS, "");
}

/** Every string in a parsed JSON value, cleaned; keys too. */
export function stripControlsDeep(value: unknown): unknown {
  if (typeof value === "string") return stripControls(value);
  if (Array.isArray(value)) return value.map(stripControlsDeep);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [stripControls(key), stripControlsDeep(inner)]));
  }
  return value;
}

export type BodyRefusal = { readonly ok: false; readonly status: 400 | 413 | 415 };
export type BytesRead = { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> } | BodyRefusal;

/**
 * The body's bytes, or 413 as soon as they pass `maxBytes` (or the length a
 * client declares does). The rest is never cancelled: that would destroy the
 * connection and the visitor would see a network error instead of the page
 * that says what was too large. Node reads and drops whatever is left once
 * the answer is sent.
 */
export async function readBytes(request: Request, maxBytes: number): Promise<BytesRead> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) return { ok: false, status: 413 };
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type FormRead = { readonly ok: true; readonly data: FormData } | BodyRefusal;

const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * A form's fields, cleaned: 415 when the body isn't a form, 413 past
 * `maxBytes`, 400 when it can't be parsed (a truncated multipart body).
 * Uploaded files are kept as they came; their names are cleaned.
 */
export async function readForm(request: Request, maxBytes: number): Promise<FormRead> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPE.test(type)) return { ok: false, status: 415 };
  const read = await readBytes(request, maxBytes);
  if (!read.ok) return read;
  let parsed: FormData;
  try {
    parsed = await new Response(read.bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { ok: false, status: 400 };
  }
  const data = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value === "string") data.append(stripControls(name), stripControls(value));
    else data.append(stripControls(name), value, stripControls(value.name));
  }
  return { ok: true, data };
}

export type TextRead = { readonly ok: true; readonly text: string } | BodyRefusal;

/** The body as text, cleaned (a JSON body's escapes are cleaned once parsed, with stripControlsDeep). */
export async function readText(request: Request, maxBytes: number): Promise<TextRead> {
  const read = await readBytes(request, maxBytes);
  if (!read.ok) return read;
  return { ok: true, text: stripControls(new TextDecoder().decode(read.bytes)) };
}

/** Forms without uploads (a few fields): far more than any of them sends. */
export const SMALL_FORM_BYTES = 64 * 1024;

/**
 * A small form's fields. One too large is answered 413 (the site's page, with the way back to the form,
 * where the browser still has what was typed; JSON on a resource route), never read as an empty form;
 * any other body that can't be read as a form reads as an empty one, which the form's schema then refuses.
 */
export async function readSmallForm(request: Request): Promise<FormData> {
  const read = await readForm(request, SMALL_FORM_BYTES);
  if (!read.ok && read.status === 413) {
    const url = new URL(request.url);
    throw data({ error: "too-large", back: `${url.pathname}${url.search}` }, { status: 413 });
  }
  return read.ok ? read.data : new FormData();
}

/**
 * The same request with its body cleaned, for a handler that reads the body
 * itself (better-auth): a JSON body's strings and a URL-encoded form's fields
 * lose their control characters; a body that doesn't parse goes on as it
 * came, for the handler's own 400.
 */
export async function withCleanBody(request: Request, maxBytes: number): Promise<Request | BodyRefusal> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  const read = await readText(request, maxBytes);
  if (!read.ok) return read;
  const type = request.headers.get("Content-Type") ?? "";
  let body = read.text;
  if (/^application\/json\b/i.test(type)) {
    try {
      body = JSON.stringify(stripControlsDeep(JSON.parse(read.text)));
    } catch {
      // Not JSON: the handler answers it.
    }
  } else if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const fields = new URLSearchParams(read.text);
    body = new URLSearchParams([...fields].map(([name, value]) => [stripControls(name), stripControls(value)])).toString();
  }
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}
