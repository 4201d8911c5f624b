import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";
import type { BasemapData, Extent } from "../app/features/map/basemap-data";

type Position = [number, number];

const MODULE_ID = "virtual:basemap";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The Valley (about 25.8–27.0 °N, 99.2–97.1 °W) with a margin, so a map
 * held inside it can pan a little around the eight cities and Starr, Cameron
 * and Willacy counties, and the river leaves it across the top edge.
 */
const EXTENT: Extent = [-99.6, 25.6, -96.9, 27.3];
const TEXAS = "48";
/** The Valley's four counties and their neighbours, by FIPS code: the ones named on the map. */
const LABELLED_COUNTIES = ["48215", "48061", "48427", "48489", "48047", "48261", "48247", "48505"];
/** Four decimals are about 11 m; the 1:10m Census outlines are coarser than that. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * Highways as they run between the cities' exits (the site keeps only city
 * centres, which sit off the expressways), west to east and south to north.
 */
const HIGHWAYS: ReadonlyArray<{ ref: string; major: boolean; line: Position[] }> = [
  {
    ref: "I-2",
    major: true,
    line: [
      [-98.383, 26.205], [-98.345, 26.201], [-98.325, 26.199], [-98.29, 26.197], [-98.255, 26.195], [-98.23, 26.194],
      [-98.199, 26.193], [-98.184, 26.192], [-98.155, 26.189], [-98.123, 26.184], [-98.09, 26.18], [-98.05, 26.176],
      [-98.02, 26.172], [-97.989, 26.168], [-97.95, 26.163], [-97.915, 26.16], [-97.87, 26.16], [-97.825, 26.163],
      [-97.78, 26.172], [-97.74, 26.183], [-97.695, 26.196],
    ],
  },
  {
    ref: "US 83",
    major: false,
    line: [
      [-98.81, 26.383], [-98.74, 26.358], [-98.68, 26.33], [-98.62, 26.3], [-98.563, 26.277], [-98.52, 26.262],
      [-98.48, 26.246], [-98.44, 26.229], [-98.41, 26.215], [-98.383, 26.205],
    ],
  },
  {
    ref: "I-69C",
    major: true,
    line: [[-98.199, 26.193], [-98.196, 26.21], [-98.19, 26.235], [-98.181, 26.26], [-98.175, 26.285], [-98.172, 26.31], [-98.17, 26.34], [-98.168, 26.37]],
  },
  {
    ref: "US 281",
    major: false,
    line: [[-98.168, 26.37], [-98.165, 26.45], [-98.153, 26.52], [-98.13, 26.57], [-98.12, 26.65], [-98.13, 26.8], [-98.14, 26.95], [-98.143, 27.1], [-98.144, 27.227], [-98.142, 27.29]],
  },
  {
    ref: "I-69E",
    major: true,
    line: [
      [-97.5, 25.92], [-97.52, 25.95], [-97.56, 26.0], [-97.6, 26.08], [-97.637, 26.133], [-97.67, 26.16], [-97.695, 26.196],
      [-97.71, 26.24], [-97.75, 26.29], [-97.79, 26.34], [-97.79, 26.41], [-97.785, 26.48],
    ],
  },
  {
    ref: "US 77",
    major: false,
    line: [[-97.785, 26.48], [-97.79, 26.6], [-97.8, 26.75], [-97.78, 26.9], [-97.8, 27.0], [-97.79, 27.22]],
  },
];

/**
 * Mexico's coast south of the river mouth, which the Census data leaves out,
 * from three points; and points inland in Texas that close the Gulf's shape,
 * whose edges Texas's land then covers.
 */
const MEXICAN_COAST: Position[] = [[-97.16, 25.85], [-97.19, 25.72], [-97.22, 25.6]];
const TEXAS_INLAND: Position[] = [[-97.9, 27.3], [-97.85, 26.3], [-97.6, 26.05]];
/** Where the Gulf's shape joins the river, a little upstream of the mouth. */
const GULF_RIVER_WEST = -97.3;
/** The river's name sits south of Donna, between cities. */
const RIVER_LABEL_LNG = -98.04;

const inside = ([lng, lat]: Position, [west, south, east, north]: Extent) => lng >= west && lng <= east && lat >= south && lat <= north;
const at = (point: Position): Position => [round(point[0]), round(point[1])];

/** Rounds a line's points and drops the ones that rounding made repeat. */
function compact(line: Position[]): Position[] {
  return line.map(at).filter((point, index, all) => index === 0 || point[0] !== all[index - 1]![0] || point[1] !== all[index - 1]![1]);
}

/** A ring clipped to the extent (Sutherland–Hodgman); empty when nothing of it is inside. */
function clipRing(ring: Position[], [west, south, east, north]: Extent): Position[] {
  const atLng = (a: Position, b: Position, lng: number): Position => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
  const atLat = (a: Position, b: Position, lat: number): Position => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];
  const edges: Array<[(point: Position) => boolean, (a: Position, b: Position) => Position]> = [
    [(point) => point[0] >= west, (a, b) => atLng(a, b, west)],
    [(point) => point[0] <= east, (a, b) => atLng(a, b, east)],
    [(point) => point[1] >= south, (a, b) => atLat(a, b, south)],
    [(point) => point[1] <= north, (a, b) => atLat(a, b, north)],
  ];
  let points = ring.slice(0, -1);
  for (const [keep, cut] of edges) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length]!;
      if (keep(current)) {
        if (!keep(previous)) points.push(cut(previous, current));
        points.push(current);
      } else if (keep(previous)) points.push(cut(previous, current));
    });
  }
  const open = compact(points);
  const [first, last] = [open[0], open.at(-1)];
  if (open.length > 1 && first![0] === last![0] && first![1] === last![1]) open.pop();
  return open.length >= 3 ? [...open, open[0]!] : [];
}

/** The parts of a line inside the extent (Liang–Barsky on each segment). */
function clipLine(line: Position[], extent: Extent): Position[][] {
  const [west, south, east, north] = extent;
  const parts: Position[][] = [];
  let part: Position[] = [];
  for (let index = 1; index < line.length; index++) {
    const a = line[index - 1]!;
    const b = line[index]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    let enter = 0;
    let leave = 1;
    const checks: Array<[number, number]> = [[-dx, a[0] - west], [dx, east - a[0]], [-dy, a[1] - south], [dy, north - a[1]]];
    const crosses = checks.every(([p, q]) => {
      if (p === 0) return q >= 0;
      const t = q / p;
      if (p < 0) enter = Math.max(enter, t);
      else leave = Math.min(leave, t);
      return enter <= leave;
    });
    if (!crosses) continue;
    if (enter > 0 || part.length === 0) {
      if (part.length > 1) parts.push(part);
      part = [[a[0] + enter * dx, a[1] + enter * dy]];
    }
    part.push([a[0] + leave * dx, a[1] + leave * dy]);
    if (leave < 1) {
      parts.push(part);
      part = [];
    }
  }
  if (part.length > 1) parts.push(part);
  return parts.map(compact).filter((piece) => piece.length > 1);
}

/** Shoelace area (signed) and centroid of a closed ring. */
function areaAndCentroid(ring: Position[]): { area: number; centre: Position } {
  let area = 0;
  let lng = 0;
  let lat = 0;
  for (let index = 1; index < ring.length; index++) {
    const [x0, y0] = ring[index - 1]!;
    const [x1, y1] = ring[index]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross / 2;
    lng += ((x0 + x1) * cross) / 6;
    lat += ((y0 + y1) * cross) / 6;
  }
  return { area, centre: [lng / area, lat / area] };
}

function polygonsOf(geometry: GeoJSON.Geometry | null): Position[][][] {
  if (geometry?.type === "Polygon") return [geometry.coordinates as Position[][]];
  if (geometry?.type === "MultiPolygon") return geometry.coordinates as Position[][][];
  return [];
}

/** Every polygon of a shape clipped to the extent: one whose outline falls outside goes, and so do holes that do. */
function clipPolygons(geometry: GeoJSON.Geometry | null, extent: Extent): Position[][][] {
  return polygonsOf(geometry).flatMap((rings) => {
    const [outer, ...holes] = rings.map((ring) => clipRing(ring, extent));
    return outer && outer.length > 0 ? [[outer, ...holes.filter((ring) => ring.length > 0)]] : [];
  });
}

/**
 * The Rio Grande is Texas's border with Mexico: the part of the state's
 * outline that no other state shares, from the mouth (its easternmost point
 * south of 26 °N, at Boca Chica) upstream, as the coast runs north from there.
 */
function riverOf(outline: Position[][], extent: Extent): Position[] {
  let best: { line: Position[]; index: number } | undefined;
  for (const line of outline) {
    line.forEach((point, index) => {
      if (point[1] < 26 && inside(point, extent) && (!best || point[0] > best.line[best.index]![0])) best = { line, index };
    });
  }
  if (!best) throw new Error("basemap: the Rio Grande's mouth is not in the Census outline of Texas");
  const { line, index } = best;
  const upstreamFirst = (line[index + 1]?.[0] ?? Number.POSITIVE_INFINITY) < line[index]![0] ? line.slice(index).reverse() : line.slice(0, index + 1);
  const parts = clipLine(upstreamFirst, extent);
  const river = parts.at(-1);
  if (!river) throw new Error("basemap: the Rio Grande is outside the extent");
  return river;
}

export async function buildBasemap(): Promise<BasemapData> {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(await readFile(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{
    counties: GeometryCollection<{ name: string }>;
    states: GeometryCollection<{ name: string }>;
  }>;
  // One topology for states and counties: their shared borders are the same arcs, so the lines meet exactly.
  const states = feature(topology, topology.objects.states);
  const texasShape = states.features.find((state) => state.id === TEXAS);
  if (!texasShape) throw new Error("basemap: Texas is missing from us-atlas");
  const texas = clipPolygons(texasShape.geometry, EXTENT);

  const outline = mesh(topology, topology.objects.states, (a, b) => a === b && a.id === TEXAS).coordinates as Position[][];
  const river = riverOf(outline, EXTENT);
  const mouth = river.at(-1)!;

  const inTexas = (id: string | number | undefined) => String(id).startsWith(TEXAS);
  const countyLines = mesh(topology, topology.objects.counties, (a, b) => a !== b && inTexas(a.id) && inTexas(b.id)).coordinates as Position[][];

  const counties = feature(topology, topology.objects.counties);
  const countyLabels = LABELLED_COUNTIES.map((id) => {
    const county = counties.features.find((shape) => shape.id === id);
    if (!county) throw new Error(`basemap: county ${id} is missing from us-atlas`);
    const outer = clipPolygons(county.geometry, EXTENT).map((rings) => areaAndCentroid(rings[0]!));
    const largest = outer.sort((a, b) => Math.abs(b.area) - Math.abs(a.area))[0];
    if (!largest) throw new Error(`basemap: county ${id} is outside the extent`);
    const [lng, lat] = at(largest.centre);
    return { name: county.properties.name, lng, lat };
  });

  const [, south, east, north] = EXTENT;
  // The river ends at the mouth, which closes the ring.
  const gulf: Position[] = [mouth, ...MEXICAN_COAST, [east, south], [east, north], ...TEXAS_INLAND, ...river.filter((point) => point[0] > GULF_RIVER_WEST)];

  const riverLabel = river.reduce((nearest, point) => (Math.abs(point[0] - RIVER_LABEL_LNG) < Math.abs(nearest[0] - RIVER_LABEL_LNG) ? point : nearest));

  return {
    extent: EXTENT,
    texas: { type: "Feature", properties: {}, geometry: { type: "MultiPolygon", coordinates: texas } },
    gulf: { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [compact(gulf)] } },
    counties: { type: "Feature", properties: {}, geometry: { type: "MultiLineString", coordinates: countyLines.flatMap((line) => clipLine(line, EXTENT)) } },
    river: { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: river } },
    highways: {
      type: "FeatureCollection",
      features: HIGHWAYS.map(({ ref, major, line }) => ({ type: "Feature", properties: { ref, major }, geometry: { type: "LineString", coordinates: compact(line) } })),
    },
    countyLabels,
    riverLabel: { lng: riverLabel[0], lat: riverLabel[1] },
  };
}

/**
 * Serves `virtual:basemap`: the offline basemap's shapes, worked out from the
 * Census outlines in us-atlas once per build (ADR 0117), so the browser gets
 * a few kilobytes of GeoJSON and never the atlas.
 */
export function basemap(): Plugin {
  let data: Promise<string> | undefined;
  return {
    name: "basemap",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      data ??= buildBasemap().then((basemap) => `export default JSON.parse(${JSON.stringify(JSON.stringify(basemap))});`);
      return data;
    },
  };
}
