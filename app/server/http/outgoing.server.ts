import { lookup as dnsLookup } from "node:dns/promises";
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { getEnv } from "../env.server";
import { logWarn } from "../log.server";
import { type AddressClass, classifyAddress, hostListed, isAddressLiteral } from "./addresses.server";

/**
 * Every request the server makes to a URL it did not write itself (a push
 * endpoint, an MLS feed and its photos, the geocoder) goes through here
 * (ADR 0011): https to public addresses only, checked on the address the
 * socket connects to and again on every redirect, within a time and a size.
 */

/** Why a URL was refused: its address's class, or what else was wrong with it. */
export type RefusalReason = AddressClass | "scheme" | "credentials" | "unlisted" | "redirects";

/** A URL the server will not reach. Lasting: callers never retry it. */
export class OutgoingRefused extends Error {
  override readonly name = "OutgoingRefused";
  readonly code = "OUTGOING_REFUSED";
  constructor(
    readonly reason: RefusalReason,
    /** The host (and port) refused; never the path or query, which may carry a token. */
    readonly host: string,
  ) {
    super(`${host} refused: ${reason}`);
  }
}

/** The call's time ran out (every hop and the body together). */
export class OutgoingTimeout extends Error {
  override readonly name = "OutgoingTimeout";
  readonly code = "OUTGOING_TIMEOUT";
}

/** The answer's body was larger than the call allows. */
export class OutgoingTooLarge extends Error {
  override readonly name = "OutgoingTooLarge";
  readonly code = "OUTGOING_TOO_LARGE";
}

export interface OutgoingRequest {
  /** Names the caller in the refusal's log line ("push", "mls photo", "geocoder"). */
  readonly what: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** The whole call: every hop, and the answer read to its end. */
  readonly timeoutMs: number;
  /** The most the answer's body may hold, decoded. */
  readonly maxBytes: number;
  /** Redirects followed, each checked as the first URL was: 0 to 3 (the default and the most). */
  readonly redirects?: number;
  /** The caller's own list, checked on every hop too: a push endpoint must be a push service's. */
  readonly permit?: (url: URL) => boolean;
  /** The caller's own end (the request that asked has gone). */
  readonly signal?: AbortSignal;
}

export interface OutgoingResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
  /** Where the answer came from, after redirects. */
  readonly url: string;
}

export type OutgoingFetch = (url: string | URL, request: OutgoingRequest) => Promise<OutgoingResponse>;

/** A DNS answer: every address of the name. */
export type Resolver = (hostname: string, family: number) => Promise<readonly { address: string; family: number }[]>;

export interface GuardOptions {
  /** Hosts let through over http and at any address (OUTGOING_ALLOW_HOSTS): the operator's intranet, the tests' doubles. */
  readonly allowHosts: readonly string[];
  /** DNS; the system's resolver unless a test gives one. */
  readonly resolve?: Resolver;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that belong to the origin they were meant for, and don't follow a redirect elsewhere (as fetch drops them). */
const ORIGIN_BOUND = ["authorization", "cookie", "proxy-authorization"];
const BODY_HEADERS = ["content-type", "content-length", "content-encoding"];

/**
 * Why the server must not ask this URL, before any DNS: credentials in it,
 * an address of a refused class, a host outside the caller's own list, or a
 * scheme other than https. A host on the allow list may use http and any
 * address. Null when it may go on to DNS (whose every answer is checked too).
 */
export function urlRefusal(url: URL, { allowHosts, permit }: { allowHosts: readonly string[]; permit?: (url: URL) => boolean }): RefusalReason | null {
  if (url.username || url.password) return "credentials";
  const listed = hostListed(allowHosts, url.hostname);
  const kind = !listed && isAddressLiteral(url.hostname) ? classifyAddress(url.hostname) : null;
  if (kind) return kind;
  if (permit && !permit(url)) return "unlisted";
  return url.protocol === "https:" || (listed && url.protocol === "http:") ? null : "scheme";
}

/** The one log line a refusal gets: who asked, why, and the host; never the path or query (push endpoints are bearer secrets). */
export function reportRefusal(what: string, reason: RefusalReason, url: URL): OutgoingRefused {
  logWarn({ msg: "outgoing request refused", what, reason, host: url.host });
  return new OutgoingRefused(reason, url.host);
}

/** Thrown inside DNS, where the URL isn't known; the caller reports it against the hop's URL. */
class AddressRefused extends Error {
  constructor(readonly reason: AddressClass) {
    super(reason);
  }
}

const systemResolver: Resolver = (hostname, family) => dnsLookup(hostname, { all: true, family: family === 4 || family === 6 ? family : 0, order: "verbatim" });

/**
 * DNS for the guard's sockets: every address of a name not on the allow list
 * must be public, and the socket connects to one of exactly those, so a name
 * that answers a public address to a check and a private one to the connect
 * (DNS rebinding) has no second answer to give.
 */
function guardedLookup(allowHosts: readonly string[], resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options.family === "IPv6" ? 6 : options.family === "IPv4" ? 4 : Number(options.family ?? 0))
      .then((addresses) => {
        if (!hostListed(allowHosts, hostname)) {
          for (const { address } of addresses) {
            const kind = classifyAddress(address);
            if (kind) throw new AddressRefused(kind);
          }
        }
        const [first] = addresses;
        if (!first) throw Object.assign(new Error(`no address for the host`), { code: "ENOTFOUND" });
        if (options.all) callback(null, addresses.map(({ address, family }) => ({ address, family })));
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, "", 0));
  };
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The body, decoded as fetch would (gzip, deflate, br), counted as it arrives so that no more than `maxBytes` is ever held. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const declared = Number(response.headers["content-length"] ?? "NaN");
  if ((encoding === "" || encoding === "identity") && declared > maxBytes) {
    response.destroy();
    throw new OutgoingTooLarge();
  }
  const decoder = encoding === "gzip" || encoding === "x-gzip" ? createGunzip() : encoding === "deflate" ? createInflate() : encoding === "br" ? createBrotliDecompress() : null;
  const source: Readable = decoder ? pipeline(response, decoder, () => undefined) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw new OutgoingTooLarge();
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

interface Hop {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | Uint8Array | undefined;
}

/**
 * Makes an OutgoingFetch with its own connections: keep-alive sockets, each
 * connected through the guard's DNS, so a socket is only ever reused for the
 * policy that opened it.
 */
export function createOutgoingFetch({ allowHosts, resolve = systemResolver }: GuardOptions): OutgoingFetch {
  const lookup = guardedLookup(allowHosts, resolve);
  // An idle socket is closed after a few seconds, before most servers close theirs: reusing one they just closed fails the request.
  const pool = { keepAlive: true, timeout: 4_000, lookup };
  const agents = { "http:": new HttpAgent(pool), "https:": new HttpsAgent(pool) };

  const send = (url: URL, hop: Hop, signal: AbortSignal) =>
    new Promise<IncomingMessage>((resolveResponse, reject) => {
      const protocol = url.protocol === "https:" ? "https:" : "http:";
      const request = (protocol === "https:" ? httpsRequest : httpRequest)(url, { method: hop.method, headers: hop.headers as OutgoingHttpHeaders, agent: agents[protocol], signal }, resolveResponse);
      request.once("error", reject);
      request.end(hop.body);
    });

  return async (target, options) => {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    const redirects = Math.min(Math.max(0, options.redirects ?? MAX_REDIRECTS), MAX_REDIRECTS);
    let url = new URL(target);
    let hop: Hop = {
      method: (options.method ?? "GET").toUpperCase(),
      headers: { "accept-encoding": "gzip, deflate, br", ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])) },
      body: options.body,
    };
    try {
      for (let followed = 0; ; followed += 1) {
        const refusal = urlRefusal(url, { allowHosts, permit: options.permit });
        if (refusal) throw reportRefusal(options.what, refusal, url);
        let response: IncomingMessage;
        try {
          response = await send(url, hop, signal);
        } catch (error) {
          if (error instanceof AddressRefused) throw reportRefusal(options.what, error.reason, url);
          throw error;
        }
        const status = response.statusCode ?? 0;
        const location = REDIRECTS.has(status) ? response.headers.location : undefined;
        if (location === undefined) {
          const stop = () => response.destroy();
          signal.addEventListener("abort", stop, { once: true });
          try {
            return { status, headers: headersOf(response), body: await readBody(response, options.maxBytes), url: url.toString() };
          } finally {
            signal.removeEventListener("abort", stop);
          }
        }
        response.destroy();
        const next = new URL(location, url);
        if (followed >= redirects) throw reportRefusal(options.what, "redirects", next);
        // 303, and 301/302 after a POST, go on as a GET without the body, as browsers and fetch do.
        const asGet = status === 303 || ((status === 301 || status === 302) && hop.method === "POST");
        const dropped = [...(next.origin === url.origin ? [] : ORIGIN_BOUND), ...(asGet ? BODY_HEADERS : [])];
        hop = {
          method: asGet && hop.method !== "HEAD" ? "GET" : hop.method,
          headers: Object.fromEntries(Object.entries(hop.headers).filter(([name]) => !dropped.includes(name))),
          body: asGet ? undefined : hop.body,
        };
        url = next;
      }
    } catch (error) {
      if (deadline.aborted && !(error instanceof OutgoingRefused) && !(error instanceof OutgoingTooLarge)) throw new OutgoingTimeout(`no answer within ${options.timeoutMs} ms`, { cause: error });
      throw error;
    }
  };
}

const guards = new Map<string, OutgoingFetch>();

/**
 * The server's outgoing requests, under the environment's allow list
 * (OUTGOING_ALLOW_HOSTS): one set of connections per list, so that a test
 * that changes the list never reuses a socket another list let through.
 */
export const outgoingFetch: OutgoingFetch = (url, request) => {
  const allowHosts = getEnv().OUTGOING_ALLOW_HOSTS;
  const key = allowHosts.join(",");
  let guard = guards.get(key);
  if (!guard) {
    guard = createOutgoingFetch({ allowHosts });
    guards.set(key, guard);
  }
  return guard(url, request);
};
