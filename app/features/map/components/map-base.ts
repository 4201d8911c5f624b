import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type MapOptions, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { mapTexts } from "~/i18n/map";
import { cities, type CitySlug } from "~/lib/cities";
import type { Lang } from "~/lib/routes";
import { basemapExtent, basemapLabels, basemapStyle } from "../basemap-style";
import type { MapBasemap } from "../config";
import "./map.css";

/** What every map of the site shares: its basemap, its controls' texts, its gestures. Imported only by the map modules. */

type MapText = (typeof mapTexts)["en"];

/** Cities close to a bigger neighbour: their names show from zoom 10, where they no longer overlap. */
const minorCities = new Set(["pharr", "san-juan", "alamo", "donna"].map((slug) => cities[slug as CitySlug].name));
const MINOR_ZOOM = 10;

export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

export function isDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  return theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
}

/** The basemap's style; the street basemap's code is fetched only when the site has an archive. */
async function styleOf(basemap: MapBasemap, options: { dark: boolean; lang: Lang }): Promise<string | StyleSpecification> {
  if (basemap.kind === "style") return basemap.url;
  if (basemap.kind === "offline") return basemapStyle(options);
  const { streetsStyle } = await import("./streets");
  return streetsStyle(basemap.archive, options);
}

/**
 * Makes a map with `start` once the basemap's style is in hand; the cleanup
 * it returns works at any point, before the style arrives or after.
 */
export function withStyle(basemap: MapBasemap, lang: Lang, start: (style: string | StyleSpecification) => () => void, failed: () => void): () => void {
  let cancelled = false;
  let stop: (() => void) | undefined;
  styleOf(basemap, { dark: isDark(), lang }).then(
    (style) => {
      if (!cancelled) stop = start(style);
    },
    () => !cancelled && failed(),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/**
 * A MapLibre map over the basemap, without rotation or tilt, with zoom
 * buttons, its controls in the page's language. The canvas is the map's focusable region (arrow
 * keys pan it), named by "Map.Title".
 */
export function createMap(options: { container: HTMLElement; style: string | StyleSpecification; basemap: MapBasemap; label: string; t: MapText } & Pick<MapOptions, "bounds" | "center" | "zoom">): MapLibreMap {
  const { basemap, label, t, ...rest } = options;
  setWorkerUrl(workerUrl);
  const map = new MapLibreMap({
    ...rest,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    rollEnabled: false,
    renderWorldCopies: false,
    // The site's own basemap covers the Valley and its surroundings: the map stays over it.
    ...(basemap.kind === "offline" ? { maxBounds: basemapExtent } : {}),
    minZoom: 5,
    maxZoom: 18,
    attributionControl: { compact: true },
    locale: {
      "Map.Title": label,
      "NavigationControl.ZoomIn": t.zoomIn,
      "NavigationControl.ZoomOut": t.zoomOut,
      "NavigationControl.ResetBearing": t.resetBearing,
      "AttributionControl.ToggleAttribution": t.attribution,
      "AttributionControl.MapFeedback": t.mapFeedback,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  return map;
}

/**
 * The offline basemap's names, as HTML over the map in the page's language;
 * the minor cities' names wait for zoom 10. The other basemaps name their places themselves.
 */
export function addBasemapLabels(map: MapLibreMap, element: HTMLElement, basemap: MapBasemap, lang: Lang): void {
  if (basemap.kind !== "offline") return;
  for (const place of basemapLabels(lang)) {
    const tag = document.createElement("span");
    tag.className = "map-label";
    tag.dataset.kind = place.kind;
    tag.textContent = place.text;
    tag.setAttribute("aria-hidden", "true");
    if (minorCities.has(place.text)) tag.dataset.minor = "";
    // A city's name sits under its dot; other names are centred on their place.
    new Marker({ element: tag, anchor: place.kind === "city" ? "top" : "center", offset: place.kind === "city" ? [0, 4] : [0, 0] }).setLngLat([place.lng, place.lat]).addTo(map);
  }
  const zoomBand = () => element.toggleAttribute("data-zoomed-out", map.getZoom() < MINOR_ZOOM);
  zoomBand();
  map.on("zoomend", zoomBand);
}
