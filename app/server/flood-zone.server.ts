import { z } from "zod";
import { floodRiskOf, type FloodRisk, type FloodZoneReading } from "~/lib/flood-zones";
import { outgoingFetch, OutgoingRefused, OutgoingTimeout, OutgoingTooLarge, type OutgoingFetch, type OutgoingResponse } from "./http/outgoing.server";
import { withinMs } from "./time-limit.server";

/**
 * FEMA's National Flood Hazard Layer, asked for the flood zone at a point (ADR 0124): an ArcGIS
 * REST `query` of its flood hazard zones. Only the background job asks, never a page; its answer is
 * untrusted and read through a schema.
 */

export interface FloodZoneOptions {
  readonly url: string;
  /** For the whole call, its retry included. */
  readonly timeoutMs?: number;
  /** The guarded requests (ADR 0011): the server's, under its allow list, unless a test gives its own. */
  readonly outgoing?: OutgoingFetch;
  /** The job stopping: the call ends at once. */
  readonly signal?: AbortSignal;
}

/** Why no zone came back: the guard refused the URL, no answer in time, a network error, an HTTP status, an ArcGIS error in a 200, or not the layer's shape. */
export type FloodZoneFailureKind = "refused" | "timeout" | "network" | "status" | "service" | "unreadable";

export type FloodZoneAnswer = { readonly ok: true; readonly reading: FloodZoneReading } | { readonly ok: false; readonly kind: FloodZoneFailureKind; readonly status?: number };

export class FloodZoneFailure extends Error {
  override readonly name = "FloodZoneFailure";
  constructor(
    readonly kind: FloodZoneFailureKind,
    readonly status?: number,
  ) {
    super(kind);
  }
}

const text = z.string().max(200).nullish();
// ArcGIS answers a refused query with HTTP 200 and an `error` object; a query answered has `features`.
const answerSchema = z.union([
  z.object({ error: z.object({ code: z.number().optional() }) }),
  z.object({ features: z.array(z.object({ attributes: z.object({ FLD_ZONE: text, ZONE_SUBTY: text, SFHA_TF: text }) })).max(50) }),
]);

/** The order in which one point's several zones (a point on a boundary) are told: the riskiest. */
const riskOrder: readonly (FloodRisk | null)[] = ["coastal", "high", "moderate", "undetermined", "minimal", null, "unmapped"];

/**
 * The zone an answer's body gives; a body without features is a point FEMA hasn't mapped. Throws a
 * FloodZoneFailure for an ArcGIS error or a body that isn't the layer's shape (an HTML page).
 */
export function readFloodAnswer(body: string): FloodZoneReading {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new FloodZoneFailure("unreadable");
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new FloodZoneFailure("unreadable");
  if ("error" in answer.data) throw new FloodZoneFailure("service", answer.data.error.code);
  const readings = answer.data.features
    .map(({ attributes }): FloodZoneReading => ({ zone: attributes.FLD_ZONE?.trim() || null, subtype: attributes.ZONE_SUBTY?.trim() || null, sfha: attributes.SFHA_TF === "T" }))
    .filter((reading) => reading.zone !== null);
  const riskiest = readings.sort((a, b) => riskOrder.indexOf(floodRiskOf(a)) - riskOrder.indexOf(floodRiskOf(b)))[0];
  return riskiest ?? { zone: null, subtype: null, sfha: false };
}

/** A query answer is a few hundred bytes; anything near this is not one. */
const ANSWER_MAX_BYTES = 256 * 1024;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The query of one point, as FEMA's map service takes it: WGS 84 in, attributes only out. */
export function floodZoneQuery(url: string, lat: number, lng: number): URL {
  const target = new URL(url);
  const params = {
    geometry: `${lng},${lat}`,
    geometryType: "esriGeometryPoint",
    inSR: "4326",
    spatialRel: "esriSpatialRelIntersects",
    outFields: "FLD_ZONE,ZONE_SUBTY,SFHA_TF",
    returnGeometry: "false",
    f: "json",
  };
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target;
}

/**
 * The flood zone at a point, or why not. One retry after a network error, a 429 or 5xx or an
 * ArcGIS error, when a third of the time is left; never throws. The point is never logged.
 */
export async function fetchFloodZone(lat: number, lng: number, options: FloodZoneOptions): Promise<FloodZoneAnswer> {
  const { timeoutMs = 8_000, signal } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const ended = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const endsAt = Date.now() + timeoutMs;
  let target: URL;
  try {
    target = floodZoneQuery(options.url, lat, lng);
  } catch {
    return { ok: false, kind: "refused" };
  }
  const attempt = () => withinMs(once(target, options, ended, endsAt), Math.max(1, endsAt - Date.now()), () => new FloodZoneFailure("timeout"));
  try {
    try {
      return { ok: true, reading: await attempt() };
    } catch (error) {
      const failure = asFailure(error);
      const again = failure.kind === "network" || failure.kind === "service" || (failure.kind === "status" && (failure.status === 429 || (failure.status ?? 0) >= 500));
      const delay = Math.round(100 + Math.random() * 400);
      if (!again || ended.aborted || endsAt - Date.now() - delay < timeoutMs / 3) throw failure;
      await wait(delay);
      return { ok: true, reading: await attempt() };
    }
  } catch (error) {
    const failure = asFailure(error);
    return { ok: false, kind: failure.kind, ...(failure.status ? { status: failure.status } : {}) };
  }
}

function asFailure(error: unknown): FloodZoneFailure {
  if (error instanceof FloodZoneFailure) return error;
  if (error instanceof OutgoingRefused) return new FloodZoneFailure("refused");
  return new FloodZoneFailure("network");
}

async function once(target: URL, { outgoing = outgoingFetch }: FloodZoneOptions, signal: AbortSignal, endsAt: number): Promise<FloodZoneReading> {
  let response: OutgoingResponse;
  try {
    response = await outgoing(target, { what: "flood zone", headers: { Accept: "application/json" }, timeoutMs: Math.max(1, endsAt - Date.now()), maxBytes: ANSWER_MAX_BYTES, signal });
  } catch (error) {
    if (error instanceof OutgoingRefused) throw error;
    if (error instanceof OutgoingTooLarge) throw new FloodZoneFailure("unreadable");
    throw signal.aborted || error instanceof OutgoingTimeout ? new FloodZoneFailure("timeout") : new FloodZoneFailure("network");
  }
  if (response.status < 200 || response.status >= 300) throw new FloodZoneFailure("status", response.status);
  return readFloodAnswer(new TextDecoder().decode(response.body));
}
