import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type MapOptions, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { mapTexts } from "~/i18n/map";
import { cities, type CitySlug } from "~/lib/cities";
import type { Lang } from "~/lib/routes";
import { basemapExtent, basemapLabels, basemapStyle } from "../basemap-style";
import { MAP_STYLE_PATH, type MapBasemap } from "../config";
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

/** How long a street style has to arrive, then its first tile, before the map draws the offline basemap instead (ADR 0419). */
const ANSWER_MS = 6_000;

const offline: MapBasemap = { kind: "offline" };

/** A style and the basemap it draws, which is the offline one when the one asked for can't be had. */
interface Drawing {
  readonly style: StyleSpecification;
  readonly basemap: MapBasemap;
}

/** A map made over a style, and how to take it down. */
export interface DrawnMap {
  readonly map: MapLibreMap;
  readonly stop: () => void;
}

const offlineDrawing = (options: { dark: boolean; lang: Lang }): Drawing => ({ style: basemapStyle(options), basemap: offline });

/**
 * The street style the site hands its maps, or null when it has none now.
 * It comes from the site itself, which answers 204 rather than fail: a
 * failed request is written to the browser's console, which no script can stop.
 */
async function siteStyle(lang: Lang): Promise<StyleSpecification | null> {
  try {
    const response = await fetch(`${MAP_STYLE_PATH}?lang=${lang}`, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(ANSWER_MS) });
    return response.status === 200 ? ((await response.json()) as StyleSpecification) : null;
  } catch {
    return null;
  }
}

/** The basemap's style; the street basemap's code is fetched only when the site has an archive. */
async function drawingOf(basemap: MapBasemap, options: { dark: boolean; lang: Lang }): Promise<Drawing> {
  if (basemap.kind === "offline") return offlineDrawing(options);
  if (basemap.kind === "style") {
    const style = await siteStyle(options.lang);
    return style ? { style, basemap } : offlineDrawing(options);
  }
  const { streetsStyle } = await import("./streets");
  return { style: streetsStyle(basemap.archive, options), basemap };
}

/**
 * Watches a street style's map until its first tile has arrived: an error
 * before that, or no tile within ANSWER_MS, takes the map down and
 * calls `instead`. Its error listener stays, so MapLibre never writes a later
 * error (a tile the host dropped) to the console. Returns the map's stop.
 */
function unlessAnswered({ map, stop }: DrawnMap, instead: () => void): () => void {
  let settled = false;
  const settle = () => {
    settled = true;
    clearTimeout(timer);
  };
  const giveUp = () => {
    if (settled) return;
    settle();
    stop();
    instead();
  };
  const timer = setTimeout(giveUp, ANSWER_MS);
  map.on("sourcedata", (event) => {
    if (event.tile) settle();
  });
  // A view that needs no tile of the style's (outside its bounds) loads without one.
  map.once("load", settle);
  map.on("error", giveUp);
  return () => {
    settle();
    stop();
  };
}

/**
 * Makes a map with `start` once the basemap's style is in hand, with the
 * basemap it draws; a street style that doesn't answer is replaced by the
 * offline basemap without a word. The cleanup it returns works at any point,
 * before the style arrives or after.
 */
export function withStyle(basemap: MapBasemap, lang: Lang, start: (style: StyleSpecification, drawn: MapBasemap) => DrawnMap, failed: () => void): () => void {
  const options = { dark: isDark(), lang };
  let cancelled = false;
  let stop: (() => void) | undefined;
  const draw = (drawing: Drawing) => {
    const made = start(drawing.style, drawing.basemap);
    stop = drawing.basemap.kind === "style" ? unlessAnswered(made, () => !cancelled && draw(offlineDrawing(options))) : made.stop;
  };
  drawingOf(basemap, options).then(
    (drawing) => !cancelled && draw(drawing),
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
export function createMap(options: { container: HTMLElement; style: StyleSpecification; basemap: MapBasemap; label: string; t: MapText } & Pick<MapOptions, "bounds" | "center" | "zoom">): MapLibreMap {
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
 * the minor cities' names wait for zoom 10. The street basemaps name their places themselves.
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
