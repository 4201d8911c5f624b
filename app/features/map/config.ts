import { useRouteLoaderData } from "react-router";

/**
 * What the maps draw under the pins: the street style the site hands them
 * (OpenFreeMap's unless MAP_STYLE_URL names another, ADR 0419), the street
 * basemap from a PMTiles archive of the Valley (MAP_PMTILES, ADR 0417), or
 * the site's own offline basemap (ADR 0117).
 */
export type MapBasemap = { readonly kind: "style" } | { readonly kind: "streets"; readonly archive: string } | { readonly kind: "offline" };

/** Where the site serves a MAP_PMTILES file, with range requests (server/app.ts). */
export const PMTILES_PATH = "/map/valley.pmtiles";

/** Where the maps ask for the street style (app/routes/api/map-style.ts). */
export const MAP_STYLE_PATH = "/api/map-style";

const style: MapBasemap = { kind: "style" };
const offline: MapBasemap = { kind: "offline" };

/** The basemap as the root loader passes it on: a style, the default, is named by nothing. */
export function useMapBasemap(): MapBasemap {
  const root = useRouteLoaderData("root") as { mapArchive?: unknown; mapOffline?: unknown } | undefined;
  if (typeof root?.mapArchive === "string") return { kind: "streets", archive: root.mapArchive };
  return root?.mapOffline === true ? offline : style;
}
