import { useRouteLoaderData } from "react-router";

/**
 * What the maps draw under the pins: the tile provider's MapLibre style
 * (MAP_STYLE_URL), the street basemap from a PMTiles archive of the Valley
 * (MAP_PMTILES, ADR 0417), or the site's own offline basemap (ADR 0117).
 */
export type MapBasemap = { readonly kind: "style"; readonly url: string } | { readonly kind: "streets"; readonly archive: string } | { readonly kind: "offline" };

/** Where the site serves a MAP_PMTILES file, with range requests (server/app.ts). */
export const PMTILES_PATH = "/map/valley.pmtiles";

const offline: MapBasemap = { kind: "offline" };

/** The basemap as the root loader passes it on: only the configured ones reach the page. */
export function useMapBasemap(): MapBasemap {
  const root = useRouteLoaderData("root") as { mapStyleUrl?: unknown; mapArchive?: unknown } | undefined;
  if (typeof root?.mapStyleUrl === "string") return { kind: "style", url: root.mapStyleUrl };
  if (typeof root?.mapArchive === "string") return { kind: "streets", archive: root.mapArchive };
  return offline;
}
