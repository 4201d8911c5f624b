import type { IncomingMessage, ServerResponse } from "node:http";
import { listenLoopback, sendHtml as html, sendJson as json } from "./loopback-double";

/** An address the double knows, and the point it answers (x the longitude, y the latitude, as the Census Bureau writes them). */
export interface KnownAddress {
  readonly street: string;
  readonly city: string;
  readonly zip: string;
  readonly x: number;
  readonly y: number;
}

/** A request as the double received it. */
export interface GeocoderRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
}

/** What the next requests get instead of an answer: a proxy's 502 page, silence, or JSON cut short. */
export type GeocoderFault = "502" | "hang" | "malformed";

export interface CensusGeocoderOptions {
  readonly addresses?: readonly KnownAddress[];
  /** How long a "hang" lasts before the double answers after all. */
  readonly hangMs?: number;
}

export interface CensusGeocoder {
  /** The endpoint, as GEOCODER_URL would name it. */
  readonly url: string;
  readonly requests: GeocoderRequest[];
  /** The next `count` requests get the fault. */
  fail(kind: GeocoderFault, count?: number): void;
  stop(): Promise<void>;
}

export const defaultAddresses: readonly KnownAddress[] = [
  { street: "1201 W University Dr", city: "Edinburg", zip: "78539", x: -98.1789, y: 26.3061 },
  { street: "2721 Pecan Blvd", city: "McAllen", zip: "78501", x: -98.2562, y: 26.2134 },
  { street: "1000 E Business 83", city: "Weslaco", zip: "78596", x: -97.9791, y: 26.1601 },
];

const PATH = "/geocoder/locations/address";
const BENCHMARKS = new Set(["Public_AR_Current", "4"]);

// The Census Bureau writes addresses in capitals, without punctuation, one space apart.
const normal = (text: string) => text.toUpperCase().replace(/[.,#]/g, " ").replace(/\s+/g, " ").trim();

/** What the real service answers for an address: the input echoed, and its matches (none for an address it doesn't know). */
function matchesFor(params: Record<string, string>, addresses: readonly KnownAddress[]) {
  const street = normal(params.street ?? "");
  const city = normal(params.city ?? "");
  const zip = (params.zip ?? "").trim();
  const known = addresses.filter(
    (address) => normal(address.street) === street && (zip === "" || address.zip === zip) && (city === "" || normal(address.city) === city) && (params.state ?? "TX").toUpperCase() === "TX",
  );
  return {
    result: {
      input: {
        address: { street: params.street ?? "", city: params.city ?? "", state: params.state ?? "", zip: params.zip ?? "" },
        benchmark: { isDefault: true, benchmarkDescription: "Public Address Ranges - Current Benchmark", id: "4", benchmarkName: "Public_AR_Current" },
      },
      addressMatches: known.map((address) => {
        const [number = "", ...name] = normal(address.street).split(" ");
        return {
          tigerLine: { side: "L", tigerLineId: "59611372" },
          coordinates: { x: address.x, y: address.y },
          addressComponents: { zip: address.zip, streetName: name.join(" "), city: normal(address.city), state: "TX", fromAddress: number, toAddress: number },
          matchedAddress: `${normal(address.street)}, ${normal(address.city)}, TX, ${address.zip}`,
        };
      }),
    },
  };
}

/**
 * The US Census Bureau's geocoder (`geocoder/locations/address`) on loopback,
 * answering as the real one does: JSON with `format=json` and an HTML page
 * without it, 400 with `errors` for a request it refuses, and the faults a
 * test asks for.
 */
export async function startCensusGeocoder({ addresses = defaultAddresses, hangMs = 10_000 }: CensusGeocoderOptions = {}): Promise<CensusGeocoder> {
  const requests: GeocoderRequest[] = [];
  const faults: GeocoderFault[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function answer(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (url.pathname !== PATH) return html(res, 404, "404 Not Found");
    if (req.method !== "GET") {
      res.setHeader("Allow", "GET");
      return html(res, 405, "405 Method Not Allowed");
    }
    const fault = faults.shift();
    if (fault === "502") return html(res, 502, "502 Bad Gateway");
    if (fault === "malformed") {
      res.writeHead(200, { "Content-Type": "application/json;charset=UTF-8" });
      return void res.end('{"result":{"input":{},"addressMatches":[{"coordinates":{"x":-98.17');
    }
    if (fault === "hang") {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) reply(res, Object.fromEntries(url.searchParams));
      }, hangMs);
      timers.add(timer);
      return;
    }
    reply(res, Object.fromEntries(url.searchParams));
  }

  function reply(res: ServerResponse, params: Record<string, string>): void {
    if (params.format !== "json") return html(res, 200, "Census Geocoder");
    if (!params.benchmark) return json(res, 400, { errors: ["Benchmark must be provided"] });
    if (!BENCHMARKS.has(params.benchmark)) return json(res, 400, { errors: ["Invalid Benchmark"] });
    if (!/^\s*\d\S*\s+\S/.test(params.street ?? "")) return json(res, 400, { errors: ["Specify House number and Street name."] });
    json(res, 200, matchesFor(params, addresses));
  }

  const server = await listenLoopback((req, res, url) => {
    requests.push({ method: req.method ?? "", path: url.pathname, params: Object.fromEntries(url.searchParams) });
    answer(req, res, url);
  }, timers);

  return {
    url: `${server.origin}${PATH}`,
    requests,
    fail(kind, count = 1) {
      for (let i = 0; i < count; i++) faults.push(kind);
    },
    stop: () => server.stop(),
  };
}
