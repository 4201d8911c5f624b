/** [west, south, east, north] in degrees (WGS 84). */
export type Extent = [west: number, south: number, east: number, north: number];

/**
 * The offline basemap's shapes, computed at build time (vite/basemap-plugin.ts)
 * and read through `virtual:basemap`, which only the map's lazy chunk imports.
 */
export interface BasemapData {
  /** What the data covers: a map kept inside it never reaches the edge of the drawing. */
  readonly extent: Extent;
  /** Texas's land, clipped to the extent; what is not Texas or the Gulf is Mexico. */
  readonly texas: GeoJSON.Feature<GeoJSON.MultiPolygon>;
  /** The Gulf of Mexico and the Laguna Madre east of the coast. */
  readonly gulf: GeoJSON.Feature<GeoJSON.Polygon>;
  /** The borders between Texas counties. */
  readonly counties: GeoJSON.Feature<GeoJSON.MultiLineString>;
  /** The Rio Grande, from the top of the extent down to its mouth. */
  readonly river: GeoJSON.Feature<GeoJSON.LineString>;
  /** Interstates (`major`) and the US highways that carry on from them. */
  readonly highways: GeoJSON.FeatureCollection<GeoJSON.LineString, { readonly ref: string; readonly major: boolean }>;
  /** Where each county's name goes: the middle of its part of the extent. */
  readonly countyLabels: ReadonlyArray<{ readonly name: string; readonly lng: number; readonly lat: number }>;
  /** A point on the river, away from the cities, for its name. */
  readonly riverLabel: { readonly lng: number; readonly lat: number };
}
