import { useRouteLoaderData } from "react-router";

/**
 * MAP_STYLE_URL as the root loader passes it on: the tile provider's
 * MapLibre style, or undefined when the maps draw the site's own offline
 * basemap (`basemapStyle`, ADR 0117).
 */
export function useMapStyleUrl(): string | undefined {
  const root = useRouteLoaderData("root") as { mapStyleUrl?: unknown } | undefined;
  return typeof root?.mapStyleUrl === "string" ? root.mapStyleUrl : undefined;
}
