import { outgoingFetch, OutgoingRefused, OutgoingTooLarge, type OutgoingFetch } from "~/server/http/outgoing.server";
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

/** What one attempt sends; made again for each, so that a fresh token goes with it. */
export interface FeedInit {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** The most a feed's answer ($metadata, a page of listings with their media) may hold: a page is a few MB, a large MLS's $metadata tens. */
export const FEED_MAX_BYTES = 64 * 1024 * 1024;

export interface RequestOptions {
  readonly policy?: RetryPolicy;
  /** Bytes beyond which the answer is refused (photos); FEED_MAX_BYTES otherwise. */
  readonly maxBytes?: number;
  /** Statuses handed back to the caller instead of retried or thrown (401 for a token refresh). */
  readonly passStatuses?: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
  /** Names the request in logs: "Property", "Media", "token", "photo". */
  readonly what: string;
  /** The guarded requests (ADR 0011): the server's, under its allow list, unless a test gives its own. */
  readonly outgoing?: OutgoingFetch;
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

const retriable = (status: number) => status === 429 || status >= 500;

/**
 * One request to the feed, answered in full (body read within the timeout),
 * through the outgoing guard, retried on a network error, a timeout, 429 and
 * 5xx, waiting what Retry-After says or an exponential backoff with jitter.
 * A URL the guard refuses and an answer over the size are not retried.
 * `init` is called for each attempt so that a fresh token goes with it.
 */
export async function feedRequest(url: string, init: () => Promise<FeedInit> | FeedInit, options: RequestOptions): Promise<FeedResponse> {
  const policy = options.policy ?? defaultRetryPolicy;
  const sleep = options.sleep ?? wait;
  const send = options.outgoing ?? outgoingFetch;
  for (let attempt = 0; ; attempt += 1) {
    let delay: number;
    let failure: FeedError;
    try {
      const response = await send(url, { ...(await init()), what: `mls ${options.what}`, timeoutMs: policy.timeoutMs, maxBytes: options.maxBytes ?? FEED_MAX_BYTES });
      if ((response.status >= 200 && response.status < 300) || options.passStatuses?.includes(response.status)) return response;
      failure = new FeedError(response.status, options.what);
      if (!retriable(response.status)) throw failure;
      const asked = retryAfterMs(response.headers.get("retry-after"));
      if (asked !== null && asked > policy.maxRetryAfterMs) throw failure;
      delay = asked ?? backoffMs(attempt, policy);
    } catch (error) {
      if (error instanceof FeedError || error instanceof OutgoingRefused || error instanceof OutgoingTooLarge) throw error;
      failure = new FeedError(0, options.what, { cause: error });
      delay = backoffMs(attempt, policy);
    }
    if (attempt + 1 >= policy.attempts) throw failure;
    logWarn({ msg: "mls request retried", what: options.what, status: failure.status, attempt: attempt + 1, delayMs: delay });
    await sleep(delay);
  }
}
