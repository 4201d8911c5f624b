import { addProtocol } from "maplibre-gl";
import { Protocol } from "pmtiles";
import type { StyleSpecification } from "maplibre-gl";
import type { Lang } from "~/lib/routes";
import { streetStyle } from "../street-style";

let registered = false;

/**
 * The street basemap, in its own chunk: only pages whose site has a
 * MAP_PMTILES archive load the Protomaps layers and the archive reader.
 * MapLibre reads the archive's tiles by byte ranges through `pmtiles://`.
 */
export function streetsStyle(archive: string, options: { dark: boolean; lang: Lang }): StyleSpecification {
  if (!registered) {
    addProtocol("pmtiles", new Protocol().tile);
    registered = true;
  }
  return streetStyle({ archive: new URL(archive, location.href).href, ...options });
}
