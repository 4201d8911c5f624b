import type { ServerResponse } from "node:http";
import { listenLoopback, sendHtml as html, sendJson as json } from "./loopback-double";

/**
 * FEMA's National Flood Hazard Layer on loopback (ADR 0124): layer 28's `query`, as
 * `hazards.fema.gov/arcgis/rest/services/public/NFHL/MapServer/28/query` answers it.
 */

/** The zones the real layer gives, with the attributes it gives them (ZONE_SUBTY and SFHA_TF as FEMA writes them). */
export const nfhlZones = {
  X: { FLD_ZONE: "X", ZONE_SUBTY: "AREA OF MINIMAL FLOOD HAZARD", SFHA_TF: "F", STATIC_BFE: -9999 },
  "X shaded": { FLD_ZONE: "X", ZONE_SUBTY: "0.2 PCT ANNUAL CHANCE FLOOD HAZARD", SFHA_TF: "F", STATIC_BFE: -9999 },
  A: { FLD_ZONE: "A", ZONE_SUBTY: null, SFHA_TF: "T", STATIC_BFE: -9999 },
  AE: { FLD_ZONE: "AE", ZONE_SUBTY: null, SFHA_TF: "T", STATIC_BFE: 36 },
  AO: { FLD_ZONE: "AO", ZONE_SUBTY: null, SFHA_TF: "T", STATIC_BFE: -9999 },
  VE: { FLD_ZONE: "VE", ZONE_SUBTY: null, SFHA_TF: "T", STATIC_BFE: 12 },
  D: { FLD_ZONE: "D", ZONE_SUBTY: null, SFHA_TF: "F", STATIC_BFE: -9999 },
} as const;
export type NfhlZone = keyof typeof nfhlZones;

/** A point the double knows and its zone; any other point is unmapped (no features). */
export interface NfhlPoint {
  readonly lat: number;
  readonly lng: number;
  readonly zone: NfhlZone;
}

/**
 * What the next requests get instead of an answer: a proxy's 500 page, ArcGIS's error object with
 * HTTP 200, a maintenance page with HTTP 200, or an answer that comes after `slowMs`.
 */
export type NfhlFault = "500" | "error" | "html" | "slow";

export interface NfhlRequest {
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface FemaNfhl {
  /** The endpoint, as FLOOD_ZONE_URL would name it. */
  readonly url: string;
  readonly requests: NfhlRequest[];
  /** The next `count` requests get the fault; with no count, every request until `heal()`. */
  fail(kind: NfhlFault, count?: number): void;
  heal(): void;
  stop(): Promise<void>;
}

const PATH = "/arcgis/rest/services/public/NFHL/MapServer/28/query";
const FIELDS = ["FLD_ZONE", "ZONE_SUBTY", "SFHA_TF", "STATIC_BFE"] as const;
const fieldTypes = { FLD_ZONE: "esriFieldTypeString", ZONE_SUBTY: "esriFieldTypeString", SFHA_TF: "esriFieldTypeString", STATIC_BFE: "esriFieldTypeDouble" } as const;

/** ArcGIS's refusal: HTTP 200 and an error object. */
const arcgisError = (details: string[]) => ({ error: { code: 400, message: "Unable to complete operation.", details } });

/** Points match within about a metre, as a polygon around them would. */
const near = (a: number, b: number) => Math.abs(a - b) < 0.00001;

export async function startFemaNfhl({ points = [], slowMs = 10_000 }: { points?: readonly NfhlPoint[]; slowMs?: number } = {}): Promise<FemaNfhl> {
  const requests: NfhlRequest[] = [];
  const faults: NfhlFault[] = [];
  let always: NfhlFault | undefined;
  const timers = new Set<NodeJS.Timeout>();

  function reply(res: ServerResponse, params: Record<string, string>): void {
    if (params.f !== "json") return html(res, 200, "Query: Flood Hazard Zones (ID: 28)");
    const [x, y] = (params.geometry ?? "").split(",").map(Number);
    if (params.geometryType !== "esriGeometryPoint" || x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
      return json(res, 200, arcgisError(["Invalid or missing input parameters."]));
    }
    if (params.inSR !== "4326") return json(res, 200, arcgisError(["Invalid spatial reference: the double knows WGS 84 (4326) only."]));
    const asked = (params.outFields ?? "*") === "*" ? [...FIELDS] : FIELDS.filter((field) => params.outFields!.split(",").includes(field));
    const found = points.filter((point) => near(point.lat, y) && near(point.lng, x));
    json(res, 200, {
      displayFieldName: "DFIRM_ID",
      fieldAliases: Object.fromEntries(asked.map((field) => [field, field])),
      fields: asked.map((field) => ({ name: field, type: fieldTypes[field], alias: field, ...(fieldTypes[field] === "esriFieldTypeString" ? { length: 254 } : {}) })),
      features: found.map((point) => ({ attributes: Object.fromEntries(asked.map((field) => [field, nfhlZones[point.zone][field]])) })),
    });
  }

  function answer(res: ServerResponse, url: URL): void {
    if (url.pathname !== PATH) return html(res, 404, "404 Not Found");
    const params = Object.fromEntries(url.searchParams);
    const fault = faults.shift() ?? always;
    if (fault === "500") return html(res, 500, "500 Internal Server Error");
    if (fault === "error") return json(res, 200, { error: { code: 500, message: "Error performing query operation", details: [] } });
    if (fault === "html") return html(res, 200, "This service is temporarily unavailable for maintenance");
    if (fault === "slow") {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) reply(res, params);
      }, slowMs);
      timers.add(timer);
      return;
    }
    reply(res, params);
  }

  const server = await listenLoopback((_req, res, url) => {
    requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
    answer(res, url);
  }, timers);

  return {
    url: `${server.origin}${PATH}`,
    requests,
    fail(kind, count) {
      if (count === undefined) always = kind;
      else for (let i = 0; i < count; i++) faults.push(kind);
    },
    heal() {
      always = undefined;
      faults.length = 0;
    },
    stop: () => server.stop(),
  };
}
