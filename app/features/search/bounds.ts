/**
 * A map area as the search reads it from `bounds=south,west,north,east`
 * (degrees, WGS 84). Pure, shared by the server's filter and the browser's
 * map, so both write the same URL.
 */
export interface Bounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** Web Mercator's limit: a map never shows further north or south. */
const MAX_LAT = 85;
/** Four decimals are ~11 m, finer than any pin; they keep URLs short and cache keys stable. */
const DECIMALS = 4;

const round = (value: number) => Number(value.toFixed(DECIMALS));
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * Reads "south,west,north,east". Undefined unless there are exactly four
 * finite numbers; latitudes are clamped to ±85 and longitudes to ±180,
 * swapped corners are put back in order, and an area with no height or
 * width is refused. An area across the antimeridian is not read (the
 * Valley is nowhere near it).
 */
export function parseBounds(raw: unknown): Bounds | undefined {
  if (typeof raw !== "string" || raw.length > 100) return undefined;
  const parts = raw.split(",");
  if (parts.length !== 4 || parts.some((part) => !/^\s*-?\d+(\.\d+)?\s*$/.test(part))) return undefined;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return boundsOf(a, b, c, d);
}

/**
 * Two corners (latitude, longitude, latitude, longitude) as an area, by the
 * rules parseBounds reads text with; undefined unless all four are finite.
 */
export function boundsOf(a: number, b: number, c: number, d: number): Bounds | undefined {
  if (![a, b, c, d].every(Number.isFinite)) return undefined;
  const south = round(clamp(Math.min(a, c), MAX_LAT));
  const north = round(clamp(Math.max(a, c), MAX_LAT));
  const west = round(clamp(Math.min(b, d), 180));
  const east = round(clamp(Math.max(b, d), 180));
  if (south === north || west === east) return undefined;
  return { south, west, north, east };
}

export function formatBounds(bounds: Bounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map(round).join(",");
}

export function contains(bounds: Bounds, point: { readonly lat: number; readonly lng: number }): boolean {
  return point.lat >= bounds.south && point.lat <= bounds.north && point.lng >= bounds.west && point.lng <= bounds.east;
}
