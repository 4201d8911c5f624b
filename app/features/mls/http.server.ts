import { logWarn } from "~/server/log.server";

/** How the feed's requests are bounded: each attempt's time, the attempts, the backoff between them. */
export interface RetryPolicy {
  readonly timeoutMs: number;
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** The longest Retry-After the sync waits out; a server asking for longer fails the request (and the pass, which resumes later). */
  readonly maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { timeoutMs: 30_000, attempts: 6, baseDelayMs: 500, maxDelayMs: 30_000, maxRetryAfterMs: 300_000 };

/** A feed request that did not succeed: the HTTP status (0 for a network failure) and what was asked for, without its query. */
export class FeedError extends Error {
  override readonly name = "FeedError";
  constructor(
    readonly status: number,
    readonly what: string,
    options?: { cause?: unknown },
  ) {
    super(`${what} answered ${status === 0 ? "no response" : status}`, options);
  }
  /** For errorFacts: a code, never the URL. */
  get code(): string {
    return this.status === 0 ? "FEED_NETWORK" : `HTTP_${this.status}`;
  }
}

export interface FeedResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

export interface RequestOptions {
  readonly policy?: RetryPolicy;
  /** Bytes beyond which the answer is refused (photos). */
  readonly maxBytes?: number;
  /** Statuses handed back to the caller instead of retried or thrown (401 for a token refresh). */
  readonly passStatuses?: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
  /** Names the request in logs: "Property", "Media", "token", "photo". */
  readonly what: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential backoff with full jitter: a random wait up to base·2ⁿ, so many clients don't retry in step. */
export function backoffMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  return Math.round(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
}

class TooLarge extends Error {
  override readonly name = "TooLarge";
  readonly code = "FEED_TOO_LARGE";
}

async function readBody(response: Response, maxBytes: number | undefined): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (maxBytes !== undefined && declared > maxBytes) {
    await response.body?.cancel();
    throw new TooLarge();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (maxBytes !== undefined && size > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const retriable = (status: number) => status === 429 || status >= 500;

/**
 * One request to the feed, answered in full (body read within the timeout),
 * retried on a network error, a timeout, 429 and 5xx, waiting what
 * Retry-After says or an exponential backoff with jitter. `init` is called
 * for each attempt so that a fresh token goes with it.
 */
export async function feedRequest(url: string, init: () => Promise<RequestInit> | RequestInit, options: RequestOptions): Promise<FeedResponse> {
  const policy = options.policy ?? defaultRetryPolicy;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    let delay: number;
    let failure: FeedError;
    try {
      const response = await fetch(url, { ...(await init()), signal: AbortSignal.timeout(policy.timeoutMs) });
      if (response.ok || options.passStatuses?.includes(response.status)) {
        return { status: response.status, headers: response.headers, body: await readBody(response, options.maxBytes) };
      }
      await response.body?.cancel();
      failure = new FeedError(response.status, options.what);
      if (!retriable(response.status)) throw failure;
      const asked = retryAfterMs(response.headers.get("retry-after"));
      if (asked !== null && asked > policy.maxRetryAfterMs) throw failure;
      delay = asked ?? backoffMs(attempt, policy);
    } catch (error) {
      if (error instanceof FeedError || error instanceof TooLarge) throw error;
      failure = new FeedError(0, options.what, { cause: error });
      delay = backoffMs(attempt, policy);
    }
    if (attempt + 1 >= policy.attempts) throw failure;
    logWarn({ msg: "mls request retried", what: options.what, status: failure.status, attempt: attempt + 1, delayMs: delay });
    await sleep(delay);
  }
}
