import { z } from "zod";
import { isCompleteAddress } from "~/lib/zip-centres";
import { outgoingFetch, OutgoingRefused, OutgoingTimeout, OutgoingTooLarge, type OutgoingFetch, type OutgoingResponse } from "./http/outgoing.server";
import { errorFacts, logWarn } from "./log.server";
import { withinMs } from "./time-limit.server";

/**
 * The listing editor's geocoder: a US Census Bureau `locations/address`
 * endpoint (ADR 0418). It helps place a pin and is never needed: every failure
 * is one warning line and a null, and the whole call, its retry included,
 * ends within its time.
 */

export interface StreetAddress {
  readonly street: string;
  /** The city's name, as the Census Bureau writes it ("San Juan", not a slug). */
  readonly city: string;
  readonly zip: string;
}

/** A box in degrees. */
export interface GeoBox {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
}

export interface GeocodeOptions {
  readonly url: string;
  /** Where a match must lie: the geocoder also matches a street of the same name elsewhere in Texas. */
  readonly within: GeoBox;
  readonly timeoutMs?: number;
  /** The guarded requests (ADR 0011): the server's, under its allow list, unless a test gives its own. */
  readonly outgoing?: OutgoingFetch;
  /** The caller's own end (the request that asked has gone): no warning then. */
  readonly signal?: AbortSignal;
}

export interface GeocodeMatch {
  readonly lat: number;
  readonly lng: number;
  /** The address as the geocoder matched it. */
  readonly matched: string;
}

// Only what is used is read; x is the longitude, y the latitude. A string or a NaN (no JSON number) is refused.
const answerSchema = z.object({
  result: z.object({
    addressMatches: z.array(z.object({ matchedAddress: z.string().max(300), coordinates: z.object({ x: z.number(), y: z.number() }) })).max(100),
  }),
});

type FailureKind = "status" | "network" | "timeout" | "unreadable" | "outside";

class GeocoderFailure extends Error {
  override readonly name = "GeocoderFailure";
  constructor(
    readonly kind: FailureKind,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(kind, options);
  }
}

/** A Census Bureau answer is a few kilobytes; anything near this is not one. */
const ANSWER_MAX_BYTES = 1024 * 1024;
const retriable = (status: number) => status === 429 || status >= 500;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The point the geocoder gives a complete address, or null: no match, no
 * answer in time, an answer that isn't the Census Bureau's shape, a point
 * outside `within`. The address is never logged.
 */
export async function geocodeAddress(address: StreetAddress, options: GeocodeOptions): Promise<GeocodeMatch | null> {
  if (!isCompleteAddress(address.street, address.zip)) return null;
  const { timeoutMs = 3_000, signal } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const ended = signal ? AbortSignal.any([deadline, signal]) : deadline;
  try {
    const target = new URL(options.url);
    const query = { street: address.street.trim(), city: address.city, state: "TX", zip: address.zip.trim(), benchmark: "Public_AR_Current", format: "json" };
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
    // The abort ends a fetch that honours it; withinMs ends one that doesn't.
    return await withinMs(ask(target, options, ended, timeoutMs), timeoutMs, () => new GeocoderFailure("timeout"));
  } catch (error) {
    // The outgoing guard has logged why it refused the endpoint; a refusal is not retried.
    if (signal?.aborted || error instanceof OutgoingRefused) return null;
    const failure = error instanceof GeocoderFailure ? error : new GeocoderFailure("network", undefined, { cause: error });
    logWarn({ msg: "geocoder failed", kind: failure.kind, ...(failure.status ? { status: failure.status } : {}), ...(failure.cause ? errorFacts(failure.cause) : {}) });
    return null;
  }
}

/** One request, and one more after a network error, 429 or 5xx when time enough is left: a jittered wait first, so many editors don't retry in step. */
async function ask(target: URL, options: GeocodeOptions, signal: AbortSignal, timeoutMs: number): Promise<GeocodeMatch | null> {
  const endsAt = Date.now() + timeoutMs;
  try {
    return await once(target, options, signal, endsAt);
  } catch (error) {
    if (error instanceof OutgoingRefused) throw error;
    const failure = error as GeocoderFailure;
    const delay = Math.round(Math.random() * Math.min(250, timeoutMs / 10));
    const again = failure.kind === "network" || (failure.kind === "status" && retriable(failure.status ?? 0));
    // A retry is worth it with a third of the time still left after the wait.
    if (!again || endsAt - Date.now() - delay < timeoutMs / 3) throw failure;
    await wait(delay);
    return once(target, options, signal, endsAt);
  }
}

/** One request, answered in full; any failure but the guard's refusal is a GeocoderFailure. */
async function once(target: URL, { outgoing = outgoingFetch, within }: GeocodeOptions, signal: AbortSignal, endsAt: number): Promise<GeocodeMatch | null> {
  let response: OutgoingResponse;
  try {
    response = await outgoing(target, { what: "geocoder", headers: { Accept: "application/json" }, timeoutMs: Math.max(1, endsAt - Date.now()), maxBytes: ANSWER_MAX_BYTES, signal });
  } catch (error) {
    if (error instanceof OutgoingRefused) throw error;
    if (error instanceof OutgoingTooLarge) throw new GeocoderFailure("unreadable");
    throw signal.aborted || error instanceof OutgoingTimeout ? new GeocoderFailure("timeout") : new GeocoderFailure("network", undefined, { cause: error });
  }
  if (response.status < 200 || response.status >= 300) throw new GeocoderFailure("status", response.status);
  return matchIn(new TextDecoder().decode(response.body), within);
}

function matchIn(body: string, within: GeoBox): GeocodeMatch | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new GeocoderFailure("unreadable");
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new GeocoderFailure("unreadable");
  const matches = answer.data.result.addressMatches;
  if (matches.length === 0) return null;
  const inside = matches.find(({ coordinates: { x, y } }) => y >= within.south && y <= within.north && x >= within.west && x <= within.east);
  if (!inside) throw new GeocoderFailure("outside");
  return { lat: inside.coordinates.y, lng: inside.coordinates.x, matched: inside.matchedAddress };
}
