import { gzipSync } from "node:zlib";
import { geoJSONToTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { zxyToTileId } from "pmtiles";

/**
 * A small PMTiles v3 archive of central McAllen in the Protomaps basemap
 * schema, made in the tests (ADR 0417): land, a lake, an expressway, a
 * main road, a residential street and the city's name in both languages.
 * Written by hand after the PMTiles v3 specification: a 127-byte header,
 * one root directory, JSON metadata and gzipped vector tiles.
 */

export type Feature = GeoJSON.Feature<GeoJSON.Geometry, Record<string, string | number>>;

const WEST = -98.3;
const SOUTH = 26.15;
const EAST = -98.15;
const NORTH = 26.26;

const line = (coordinates: [number, number][], properties: Record<string, string | number>): Feature => ({ type: "Feature", properties, geometry: { type: "LineString", coordinates } });
const box = (west: number, south: number, east: number, north: number, properties: Record<string, string | number> = {}): Feature => ({
  type: "Feature",
  properties,
  geometry: { type: "Polygon", coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] },
});

/** The archive's layers, by the Protomaps schema's names and kinds. */
export const archiveLayers: Record<string, Feature[]> = {
  earth: [box(WEST, SOUTH, EAST, NORTH, { kind: "earth" })],
  water: [box(-98.262, 26.225, -98.252, 26.232, { kind: "water", name: "Lago Test" })],
  roads: [
    line([[WEST, 26.1935], [EAST, 26.1935]], { kind: "highway", kind_detail: "motorway", name: "Interstate 2", ref: "I 2", min_zoom: 5 }),
    line([[-98.2205, SOUTH], [-98.2205, NORTH]], { kind: "major_road", kind_detail: "primary", name: "North 10th Street", min_zoom: 8 }),
    line([[-98.245, 26.205], [-98.235, 26.205]], { kind: "minor_road", kind_detail: "residential", name: "Ensenada Drive", min_zoom: 12 }),
  ],
  places: [
    { type: "Feature", properties: { kind: "locality", name: "McAllen", "name:es": "McAllen", "name:en": "McAllen", min_zoom: 6, population_rank: 12 }, geometry: { type: "Point", coordinates: [-98.23, 26.2034] } },
  ],
};

/** One vector tile of `layers`, gzipped, as the archive holds it and tile hosts send it (Content-Encoding: gzip). */
export function vectorTile(layers: Record<string, Feature[]>, z: number, x: number, y: number): Buffer {
  const tiles = Object.fromEntries(Object.entries(layers).map(([name, features]) => [name, geoJSONToTile({ type: "FeatureCollection", features }, z, x, y, { extent: 4096 })]));
  return gzipSync(fromGeojsonVt(tiles, { version: 2, extent: 4096 }));
}

function tilesCovering(z: number): [number, number][] {
  const n = 2 ** z;
  const x = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  };
  const tiles: [number, number][] = [];
  for (let tx = x(WEST); tx <= x(EAST); tx++) for (let ty = y(NORTH); ty <= y(SOUTH); ty++) tiles.push([tx, ty]);
  return tiles;
}

function varints(values: number[]): number[] {
  const out: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      out.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    out.push(value);
  }
  return out;
}

interface Entry {
  readonly tileId: number;
  readonly offset: number;
  readonly length: number;
}

/** The directory's columns, each a run of varints: ids as deltas, run lengths, lengths, offsets (0 when contiguous). */
function directory(entries: Entry[]): Uint8Array {
  const ids = entries.map((entry, index) => entry.tileId - (index ? entries[index - 1]!.tileId : 0));
  const offsets = entries.map((entry, index) => {
    const before = entries[index - 1];
    return before && entry.offset === before.offset + before.length ? 0 : entry.offset + 1;
  });
  return Uint8Array.from(varints([entries.length, ...ids, ...entries.map(() => 1), ...entries.map((entry) => entry.length), ...offsets]));
}

const e7 = (degrees: number) => Math.round(degrees * 1e7);

/** The archive's bytes, zooms `minZoom` to `maxZoom` over central McAllen. */
export function makeValleyArchive({ minZoom = 0, maxZoom = 12 }: { minZoom?: number; maxZoom?: number } = {}): Buffer {
  const tiles: { tileId: number; data: Buffer }[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    for (const [x, y] of tilesCovering(z)) tiles.push({ tileId: zxyToTileId(z, x, y), data: vectorTile(archiveLayers, z, x, y) });
  }
  tiles.sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = tiles.map(({ tileId, data }) => {
    const entry = { tileId, offset, length: data.length };
    offset += data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = Buffer.from(JSON.stringify({ name: "Valley test archive", attribution: "© OpenStreetMap", vector_layers: Object.keys(archiveLayers).map((id) => ({ id, fields: {} })) }));
  const data = Buffer.concat(tiles.map((tile) => tile.data));

  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const sections: [number, number][] = [
    [127, root.length],
    [127 + root.length, metadata.length],
    [127 + root.length + metadata.length, 0],
    [127 + root.length + metadata.length, data.length],
  ];
  sections.forEach(([start, length], index) => {
    header.writeBigUInt64LE(BigInt(start), 8 + index * 16);
    header.writeBigUInt64LE(BigInt(length), 16 + index * 16);
  });
  for (const [index, count] of [tiles.length, tiles.length, tiles.length].entries()) header.writeBigUInt64LE(BigInt(count), 72 + index * 8);
  header.writeUInt8(1, 96); // clustered: tiles in id order
  header.writeUInt8(1, 97); // directories and metadata uncompressed
  header.writeUInt8(2, 98); // tiles gzipped
  header.writeUInt8(1, 99); // Mapbox vector tiles
  header.writeUInt8(minZoom, 100);
  header.writeUInt8(maxZoom, 101);
  header.writeInt32LE(e7(WEST), 102);
  header.writeInt32LE(e7(SOUTH), 106);
  header.writeInt32LE(e7(EAST), 110);
  header.writeInt32LE(e7(NORTH), 114);
  header.writeUInt8(12, 118);
  header.writeInt32LE(e7(-98.23), 119);
  header.writeInt32LE(e7(26.2034), 123);
  return Buffer.concat([header, root, metadata, data]);
}
