import { createServer, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { archiveLayers, type Feature, vectorTile } from "./pmtiles-archive";

/**
 * A local double of OpenFreeMap (ADR 0419), the maps' street style when nothing else is set: a small
 * style shaped as Liberty is (its vector source a TileJSON URL, glyphs and a sprite, its labels read
 * from `name_en`/`name`), the TileJSON with OpenFreeMap's credit, vector tiles in the OpenMapTiles
 * schema (central McAllen's lake, roads and name from tests/support/pmtiles-archive.ts), empty glyph
 * ranges and an empty sprite, every answer open to any origin as OpenFreeMap's are. Its `mode` makes
 * it the host a machine can't reach (each connection dropped) or one that never answers.
 */

/** Liberty's water, which the tests count on the map's canvas. */
export const DOUBLE_WATER = "#9ebdff";

/** OpenFreeMap's TileJSON credit, word for word. */
export const OPENFREEMAP_CREDIT =
  '<a href="https://openfreemap.org" target="_blank">OpenFreeMap</a> <a href="https://www.openmaptiles.org/" target="_blank">&copy; OpenMapTiles</a> Data from <a href="https://www.openstreetmap.org/copyright" target="_blank">OpenStreetMap</a>';

const roadClass: Record<string, string> = { highway: "motorway", major_road: "primary", minor_road: "minor" };
const [place] = archiveLayers.places as [Feature];

/** The archive's features under the OpenMapTiles schema's layers and classes. */
const layers: Record<string, Feature[]> = {
  water: archiveLayers.water!.map((feature) => ({ ...feature, properties: { class: "lake" } })),
  transportation: archiveLayers.roads!.map((feature) => ({ ...feature, properties: { class: roadClass[String(feature.properties.kind)] ?? "minor" } })),
  place: [{ ...place, properties: { class: "city", rank: 4, name: "McAllen", name_en: "McAllen", "name:en": "McAllen", "name:es": "McAllen", "name:latin": "McAllen" } }],
};

/** Liberty's layer of city names, as OpenFreeMap's styles repository (hyperknot/openfreemap-styles) writes it. */
export const libertyCityLabel = {
  id: "label_city",
  type: "symbol",
  source: "openmaptiles",
  "source-layer": "place",
  layout: {
    "text-field": ["case", ["has", "name:nonlatin"], ["concat", ["get", "name:latin"], "\n", ["get", "name:nonlatin"]], ["coalesce", ["get", "name_en"], ["get", "name"]]],
    "text-font": ["Noto Sans Regular"],
  },
};

const roadColour = ["match", ["get", "class"], "motorway", "#fc8", "primary", "#fea", "#fff"];

function style(origin: string) {
  return {
    version: 8,
    sources: { openmaptiles: { type: "vector", url: `${origin}/planet` } },
    sprite: `${origin}/sprites/ofm_f384/ofm`,
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#f8f4f0" } },
      { id: "water", type: "fill", source: "openmaptiles", "source-layer": "water", paint: { "fill-color": DOUBLE_WATER } },
      { id: "road", type: "line", source: "openmaptiles", "source-layer": "transportation", layout: { "line-join": "round" }, paint: { "line-color": roadColour, "line-width": 6 } },
      libertyCityLabel,
    ],
  };
}

function tileJson(origin: string) {
  return {
    tilejson: "3.0.0",
    tiles: [`${origin}/planet/20250101_001001_pt/{z}/{x}/{y}.pbf`],
    vector_layers: Object.keys(layers).map((id) => ({ id, fields: {} })),
    attribution: OPENFREEMAP_CREDIT,
    bounds: [-180, -85.05113, 180, 85.05113],
    minzoom: 0,
    maxzoom: 14,
  };
}

const EMPTY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWNgYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==", "base64");

export interface OpenFreeMapDouble {
  /** The style's URL, for MAP_STYLE_URL. */
  readonly url: string;
  readonly origin: string;
  /** `up` answers; `down` drops every connection, as an unreachable host fails; `hang` never answers. */
  mode: "up" | "down" | "hang";
  /** Every path asked, in order. */
  readonly requests: string[];
  stop(): Promise<void>;
}

function send(res: ServerResponse, type: string, body: Buffer | string, headers: Record<string, string> = {}): void {
  res.writeHead(200, { "Content-Type": type, "Access-Control-Allow-Origin": "*", ...headers }).end(body);
}

export async function startOpenFreeMapDouble(): Promise<OpenFreeMapDouble> {
  const sockets = new Set<Socket>();
  // The tests set `mode` on what this function returns, this same object.
  const state: Pick<OpenFreeMapDouble, "mode" | "requests"> = { mode: "up", requests: [] };
  let origin = "";
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", origin).pathname;
    state.requests.push(path);
    if (state.mode === "down") return void req.socket.destroy();
    if (state.mode === "hang") return;
    const tile = /^\/planet\/[^/]+\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
    if (path === "/styles/liberty") return send(res, "application/json", JSON.stringify(style(origin)));
    if (path === "/planet") return send(res, "application/json", JSON.stringify(tileJson(origin)));
    if (tile) return send(res, "application/vnd.mapbox-vector-tile", vectorTile(layers, Number(tile[1]), Number(tile[2]), Number(tile[3])), { "Content-Encoding": "gzip" });
    if (path.startsWith("/fonts/")) return send(res, "application/x-protobuf", Buffer.alloc(0));
    if (/^\/sprites\/.+\.json$/.test(path)) return send(res, "application/json", "{}");
    if (/^\/sprites\/.+\.png$/.test(path)) return send(res, "image/png", EMPTY_PNG);
    res.writeHead(404, { "Access-Control-Allow-Origin": "*" }).end();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  origin = `http://127.0.0.1:${address.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return Object.assign(state, { url: `${origin}/styles/liberty`, origin, stop });
}
