import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/**
 * HTTP caching of the pages React Router renders (see docs/decisions/0501).
 *
 * - A request carrying a session (or an Authorization header), and any
 *   response that sets a cookie, is `private, no-store`.
 * - Error responses are `no-store`; redirects and other non-200s `no-cache`.
 * - A 200 page (HTML, or the `.data` of a client navigation) for everyone
 *   else is public for a short while, with a weak ETag over its bytes, 304s
 *   for a matching If-None-Match, and `Vary: Cookie` because the theme cookie
 *   is rendered into it.
 * - Pages for requests whose cookies the policy knows (theme, language) are
 *   also kept in process, keyed by URL and those cookies' values and tagged
 *   with the content version; a hit skips the loaders, the render and the
 *   compression. Responses with their own Cache-Control are left alone.
 * - A cookie the page doesn't depend on (where the visit came from, ADR 0426)
 *   is set beside the page: served from the cache, or kept in it, all the
 *   same; only that one response is `private, no-store`.
 *
 * The middleware must sit right before React Router's handler, after
 * compression: it buffers the page's raw bytes and sends an already encoded body.
 */

export interface PageCachePolicy {
  /** true when the response may depend on who is asking (a session) */
  isPersonal(cookie: string | undefined, authorization: string | undefined): boolean;
  /**
   * the values of the cookies a public page depends on, or undefined when the
   * request carries cookies the policy doesn't know (the page is then not kept)
   */
  variant(cookie: string | undefined): string | undefined;
  /** changes whenever cached pages may be out of date */
  version(): Promise<string>;
}

export interface PageCacheOptions {
  policy: PageCachePolicy;
  /** seconds browsers and shared caches may reuse a page */
  maxAge?: number;
  /** seconds a stale page may be shown while a fresh one loads */
  staleWhileRevalidate?: number;
  maxEntries?: number;
  /** raw and encoded bytes kept in all */
  maxBytes?: number;
  now?: () => number;
  /** A Set-Cookie for this request that its page doesn't depend on, or undefined. */
  asideCookie?: (req: Request) => string | undefined;
}

type HeaderValue = number | string | string[];
type HeaderList = [name: string, value: HeaderValue][];

interface Entry {
  headers: HeaderList;
  /** The raw page; br and gzip are its encodings, made on first request for them. */
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  version: string | undefined;
  createdAt: number;
  bytes: number;
  brotliQuality: number;
}

/** res.write and res.end as this module calls them: their overloads, as one signature. */
type Write = (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;

const PAGE_TYPE = /^(text\/html|text\/x-script)\b/i;
/** Never copied into a kept entry: they are set for each response. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "etag", "cache-control", "vary", "date", "set-cookie", "connection"]);

function addVary(res: Response, field: string): void {
  const current = String(res.getHeader("Vary") ?? "");
  const fields = current.split(",").map((value) => value.trim()).filter(Boolean);
  if (fields.includes("*") || fields.some((value) => value.toLowerCase() === field.toLowerCase())) return;
  res.setHeader("Vary", [...fields, field].join(", "));
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/**
 * A kept page is sent to many: it must not carry the nonce of the response it
 * was rendered for, or one visitor's nonce would be every visitor's. Its
 * inline scripts stay allowed by the hashes the policy lists beside the nonce.
 */
export function withoutNonce(body: Buffer, headers: HeaderList, nonce: string | undefined): { body: Buffer; headers: HeaderList } {
  if (!nonce) return { body, headers };
  const attribute = ` nonce="${nonce}"`;
  const html = body.toString("utf8");
  if (!html.includes(attribute)) return { body, headers };
  return {
    body: Buffer.from(html.replaceAll(attribute, ""), "utf8"),
    headers: headers.map(([name, value]): [string, HeaderValue] =>
      name === "content-security-policy" ? [name, String(value).replace(`'nonce-${nonce}' `, "")] : [name, value],
    ),
  };
}

function weakEtag(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** The middleware (see above). */
export function pageCache({
  policy,
  maxAge = 60,
  staleWhileRevalidate = 600,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  asideCookie = () => undefined,
}: PageCacheOptions): (req: Request, res: Response, next: NextFunction) => Promise<void> {
  const publicControl = `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  /** Insertion order is recency: a hit moves its entry to the end, eviction takes from the front. */
  const entries = new Map<string, Entry>();
  let keptBytes = 0;
  /** Renders in progress by version and key: concurrent requests for a page wait for the one render rather than repeat it. */
  const rendering = new Map<string, Promise<Entry | undefined>>();

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    keptBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry): void {
    forget(key);
    entries.set(key, entry);
    keptBytes += entry.bytes;
    while (entries.size > maxEntries || keptBytes > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      forget(oldest.value);
    }
  }

  /** The body in the best encoding the request accepts, compressed once per entry. */
  function encoded(req: Request, entry: Entry): { encoding: string; body: Buffer } {
    const encoding = req.acceptsEncodings("br", "gzip", "identity") || "identity";
    if (encoding === "br") {
      if (!entry.br) {
        entry.br = brotliCompressSync(entry.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: entry.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
        });
        entry.bytes += entry.br.length;
        keptBytes += entry.br.length;
      }
      return { encoding, body: entry.br };
    }
    if (encoding === "gzip") {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 6 });
        entry.bytes += entry.gzip.length;
        keptBytes += entry.gzip.length;
      }
      return { encoding, body: entry.gzip };
    }
    return { encoding: "identity", body: entry.body };
  }

  function send(req: Request, res: Response, end: End, entry: Entry, aside: string | undefined): void {
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (aside === undefined) res.setHeader("Cache-Control", publicControl);
    else {
      res.append("Set-Cookie", aside);
      res.setHeader("Cache-Control", "private, no-store");
    }
    res.setHeader("ETag", entry.etag);
    addVary(res, "Cookie");
    addVary(res, "Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.statusCode = 304;
      for (const name of ["Content-Type", "Content-Length", "Content-Encoding"]) res.removeHeader(name);
      end.call(res);
      return;
    }
    const { encoding, body } = encoded(req, entry);
    if (encoding === "identity") res.removeHeader("Content-Encoding");
    else res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    end.call(res, req.method === "HEAD" ? undefined : body);
  }

  return async function pageCacheMiddleware(req, res, next) {
    const readOnly = req.method === "GET" || req.method === "HEAD";
    const personal = policy.isPersonal(req.headers.cookie, req.headers.authorization);
    const variant = readOnly && !personal ? policy.variant(req.headers.cookie) : undefined;
    const key = variant === undefined ? undefined : `${variant}\n${req.originalUrl}`;
    const aside = readOnly ? asideCookie(req) : undefined;
    let version: string | undefined;
    if (key !== undefined) {
      version = await policy.version().catch(() => undefined);
      const entry = entries.get(key);
      // No version (the database is down or slow to answer): a kept page is still served until it ages out.
      // Nothing can change the listings while the database is away, and the page would only be its 503.
      if (entry && (version === undefined || entry.version === version) && now() - entry.createdAt < maxAge * 1000) {
        entries.delete(key);
        entries.set(key, entry);
        send(req, res, res.end as End, entry, aside);
        return;
      }
      const pending = version === undefined ? undefined : rendering.get(`${version}\n${key}`);
      if (pending) {
        const rendered = await pending;
        if (rendered) {
          send(req, res, res.end as End, rendered, aside);
          return;
        }
      }
    }

    /** Settles the render others may be waiting for: with the kept page, or undefined when it was not kept. */
    let settle: (entry: Entry | undefined) => void = () => {};
    if (key !== undefined && version !== undefined && req.method === "GET") {
      const renderKey = `${version}\n${key}`;
      const promise = new Promise<Entry | undefined>((resolve) => {
        settle = (entry) => {
          settle = () => {};
          if (rendering.get(renderKey) === promise) rendering.delete(renderKey);
          resolve(entry);
        };
      });
      rendering.set(renderKey, promise);
      res.once("close", () => settle(undefined));
    }

    const write = res.write as Write;
    const end = res.end as End;
    /** Decided when the handler first writes, once status and headers are known: "pass" or "buffer". */
    let mode: "pass" | "buffer" | undefined;
    const chunks: Buffer[] = [];

    function decide(): "pass" | "buffer" {
      const mode = decideCaching();
      // Added after the page's own cookies were looked at: this one doesn't make the page anyone's own.
      if (mode === "pass" && aside !== undefined) {
        res.append("Set-Cookie", aside);
        res.setHeader("Cache-Control", "private, no-store");
      }
      return mode;
    }

    function decideCaching(): "pass" | "buffer" {
      if (personal || res.hasHeader("Set-Cookie")) {
        res.setHeader("Cache-Control", "private, no-store");
        return "pass";
      }
      if (res.statusCode >= 400) {
        res.setHeader("Cache-Control", "no-store");
        return "pass";
      }
      if (!readOnly || res.hasHeader("Cache-Control")) return "pass";
      if (res.statusCode !== 200 || !PAGE_TYPE.test(String(res.getHeader("Content-Type") ?? ""))) {
        res.setHeader("Cache-Control", "no-cache");
        return "pass";
      }
      if (req.method === "HEAD") {
        res.setHeader("Cache-Control", publicControl);
        addVary(res, "Cookie");
        return "pass";
      }
      return "buffer";
    }

    res.write = function pageCacheWrite(this: Response, chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
      mode ??= decide();
      if (mode === "pass") return write.call(this, chunk, encoding, callback);
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    } as Response["write"];

    res.end = function pageCacheEnd(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
      mode ??= decide();
      res.write = write as Response["write"];
      res.end = end as Response["end"];
      if (mode === "pass") {
        settle(undefined);
        return end.call(this, chunk, encoding, callback);
      }
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      const kept = key !== undefined && version !== undefined;
      let body: Buffer = Buffer.concat(chunks);
      let headers = Object.entries(res.getHeaders()).filter((header): header is [string, HeaderValue] => !PER_RESPONSE.has(header[0]) && header[1] !== undefined);
      if (kept) ({ body, headers } = withoutNonce(body, headers, res.locals.cspNonce as string | undefined));
      // A kept page is compressed once for many requests, so harder; a one-off as fast as compression() would.
      const entry: Entry = { headers, body, etag: weakEtag(body), version, createdAt: now(), bytes: body.length, brotliQuality: kept ? 6 : 4 };
      if (kept) keep(key, entry);
      settle(kept ? entry : undefined);
      send(req, res, end, entry, aside);
      const done = [chunk, encoding, callback].find((value) => typeof value === "function");
      if (done) res.once("finish", done as () => void);
      return this;
    } as Response["end"];

    next();
  };
}
