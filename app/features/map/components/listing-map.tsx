import { LngLatBounds, type GeoJSONSource, type Map as MapLibreMap, type MapLibreEvent, type StyleSpecification } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { fmt, useDictionary, useUi } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import { formatNumber } from "~/lib/format";
import type { Lang } from "~/lib/routes";
import { cn } from "~/lib/utils";
import type { MapBasemap } from "../config";
import type { Bounds } from "~/features/search/bounds";
import type { MapPin, MapPins } from "~/features/search/pins";
import { MapCard } from "./map-card";
import { addBasemapLabels, createMap, isDark, webglAvailable, withStyle, type DrawnMap } from "./map-base";
import { PINS_LAYER, PINS_SOURCE, PinMarkers, pinsGeoJson } from "./markers";

export interface ListingMapProps {
  readonly lang: Lang;
  /** The map's accessible name. */
  readonly label: string;
  /** The search's parameters, for GET /api/map-pins; or `pins`, the listings to show. */
  readonly pinsQuery?: string;
  readonly pins?: readonly MapPin[];
  /** Where the map starts: a searched area; without it the map fits its pins. */
  readonly view?: Bounds;
  /** The zoom to show a single pin at. */
  readonly singleZoom?: number;
  /** What the map draws under the pins (useMapBasemap). */
  readonly basemap: MapBasemap;
  /** Offers "Search this area" after the visitor moves the map. */
  readonly onSearchArea?: (bounds: Bounds) => void;
  /** Cards of the same listings inside this element light their pins up when pointed at or focused. */
  readonly listSelector?: string;
  /** Whether a pin opens its listing's card (false on the listing's own page). */
  readonly cards?: boolean;
  readonly className?: string;
}

type MapState = "loading" | "ready" | "no-webgl" | "failed";

/** The eight cities and the land between them, where a map without pins starts. */
const VALLEY: Bounds = { south: 26.08, west: -98.42, north: 26.4, east: -97.93 };
const SEARCH_AS_MOVE = "map-search-as-move";

const lngLatBounds = (bounds: Bounds) => new LngLatBounds([bounds.west, bounds.south], [bounds.east, bounds.north]);

function boundsOf(map: MapLibreMap): Bounds {
  const box = map.getBounds();
  return { south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() };
}

function pinsExtent(pins: readonly MapPin[]): LngLatBounds | undefined {
  const [first, ...rest] = pins;
  if (!first) return undefined;
  const box = new LngLatBounds([first.lng, first.lat], [first.lng, first.lat]);
  for (const pin of rest) box.extend([pin.lng, pin.lat]);
  return box;
}

/** A move the visitor made (drag, wheel, keys, buttons, a cluster's zoom), as opposed to the map fitting its pins. */
function movedByVisitor(event: MapLibreEvent & { userMoved?: boolean }): boolean {
  return Boolean(event.originalEvent) || event.userMoved === true;
}

/**
 * Listings on a MapLibre map: the site's street style or archive, or its
 * offline basemap, pins clustered by the GeoJSON source and drawn as buttons, a card
 * on a pin, and "Search this area". Loaded only when a map is shown: it is
 * the only module that imports MapLibre.
 */
export function ListingMap(props: ListingMapProps) {
  const { lang, label, pinsQuery, pins, view, singleZoom = 13, basemap, onSearchArea, listSelector, cards = true, className } = props;
  const t = useDictionary(mapTexts);
  const listingText = useUi().listings;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<PinMarkers | null>(null);
  const searchRef = useRef(onSearchArea);
  const viewRef = useRef(view);
  // Made only in the browser (MapSlot loads it after hydration), so the first state can ask the browser.
  const [state, setState] = useState<MapState>(() => (webglAvailable() ? "loading" : "no-webgl"));
  const [selected, setSelected] = useState<string>();
  const [moved, setMoved] = useState<Bounds>();
  const [auto, setAuto] = useState(() => localStorage.getItem(SEARCH_AS_MOVE) === "1");
  const autoRef = useRef(auto);
  const [counts, setCounts] = useState<{ total: number; shown: number }>();

  useEffect(() => {
    searchRef.current = onSearchArea;
    viewRef.current = view;
    autoRef.current = auto;
  });

  useEffect(() => {
    const element = container.current;
    if (!element || state === "no-webgl") return;
    function start(element: HTMLDivElement, style: StyleSpecification, drawn: MapBasemap): DrawnMap {
      let loaded = false;
      const map = createMap({ container: element, style, basemap: drawn, label, t, bounds: lngLatBounds(viewRef.current ?? VALLEY) });
      const markers = new PinMarkers(map, lang, t, listingText, cards ? { onPin: setSelected } : {});
      map.on("load", () => {
        loaded = true;
        map.addSource(PINS_SOURCE, { type: "geojson", data: pinsGeoJson([]), cluster: true, clusterRadius: 60, clusterMaxZoom: 15 });
        // The pins themselves are drawn as buttons; this layer only makes them queryable.
        map.addLayer({ id: PINS_LAYER, type: "circle", source: PINS_SOURCE, paint: { "circle-radius": 1, "circle-opacity": 0, "circle-stroke-width": 0 } });
        addBasemapLabels(map, element, drawn, lang);
        markersRef.current = markers;
        mapRef.current = map;
        setState("ready");
      });
      // A street style's errors before it has loaded are withStyle's: it puts the offline basemap in its place.
      map.on("error", () => {
        if (!loaded && drawn.kind !== "style") setState("failed");
      });
      map.on("sourcedata", (event) => {
        if (event.sourceId === PINS_SOURCE && event.isSourceLoaded) markers.sync();
      });
      // Once every tile is in, only the current zoom's clusters are drawn: tiles of the zoom before may have been drawn until then.
      map.on("idle", () => markers.sync());
      map.on("moveend", (event) => {
        markers.sync();
        const search = searchRef.current;
        if (!search || !movedByVisitor(event)) return;
        const area = boundsOf(map);
        if (autoRef.current) search(area);
        else setMoved(area);
      });
      map.on("click", () => setSelected(undefined));
      const stop = () => {
        markers.clear();
        map.remove();
        mapRef.current = null;
        markersRef.current = null;
      };
      return { map, stop };
    }

    return withStyle(basemap, lang, (style, drawn) => start(element, style, drawn), () => setState("failed"));
    // The map is made once; its texts, style and language come with the page, which makes a new one when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (state !== "ready" || !map) return;
    const controller = new AbortController();
    const show = (shown: readonly MapPin[]) => {
      map.getSource<GeoJSONSource>(PINS_SOURCE)?.setData(pinsGeoJson(shown));
      if (viewRef.current) return;
      const extent = pinsExtent(shown);
      if (!extent) return;
      if (shown.length === 1) map.jumpTo({ center: extent.getCenter(), zoom: singleZoom });
      else map.fitBounds(extent, { padding: 48, maxZoom: 15, animate: false });
    };
    if (pins) {
      show(pins);
      return;
    }
    if (pinsQuery === undefined) return;
    fetch(`/api/map-pins?${pinsQuery}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<MapPins>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => {
        setCounts({ total: data.total, shown: data.pins.length });
        setMoved(undefined);
        show(data.pins);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState("failed");
      });
    return () => controller.abort();
  }, [state, pins, pinsQuery, singleZoom]);

  useEffect(() => markersRef.current?.select(selected), [selected, state]);

  useEffect(() => {
    if (!listSelector || state !== "ready") return;
    const keyOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(`${listSelector} [data-listing-key]`)?.getAttribute("data-listing-key") : null) ?? undefined;
    const enter = (event: Event) => markersRef.current?.highlight(keyOf(event.target));
    const leave = (event: Event) => {
      if (!keyOf((event as FocusEvent | PointerEvent).relatedTarget)) markersRef.current?.highlight(undefined);
    };
    document.addEventListener("pointerover", enter);
    document.addEventListener("focusin", enter);
    document.addEventListener("pointerout", leave);
    document.addEventListener("focusout", leave);
    return () => {
      document.removeEventListener("pointerover", enter);
      document.removeEventListener("focusin", enter);
      document.removeEventListener("pointerout", leave);
      document.removeEventListener("focusout", leave);
    };
  }, [listSelector, state]);

  const toggleAuto = (on: boolean) => {
    setAuto(on);
    localStorage.setItem(SEARCH_AS_MOVE, on ? "1" : "0");
    const map = mapRef.current;
    if (on && map && moved) onSearchArea?.(boundsOf(map));
  };

  return (
    <div className={cn("relative isolate overflow-hidden rounded-2xl border bg-muted", isDarkClass(state), className)} data-testid="listing-map" data-state={state}>
      {/* MapLibre makes its container position: relative, so the container fills a box that is placed absolutely. */}
      <div className="absolute inset-0">
        <div ref={container} className="size-full" />
      </div>
      {state === "loading" ? <p className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">{t.loading}</p> : null}
      {state === "no-webgl" || state === "failed" ? (
        <p role="status" className="absolute inset-0 grid place-items-center p-6 text-center text-sm" data-testid="map-unavailable">
          {state === "no-webgl" ? t.noWebgl : t.failed}
        </p>
      ) : null}
      {onSearchArea && state === "ready" ? (
        <div className="absolute top-3 left-3 z-10 flex flex-col items-start gap-2">
          {moved && !auto ? (
            <button
              type="button"
              onClick={() => onSearchArea(moved)}
              className="min-h-11 rounded-full bg-foreground px-4 text-sm font-semibold text-background shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {t.searchArea}
            </button>
          ) : null}
          <label className="flex min-h-11 items-center gap-2 rounded-full bg-background/95 px-3 text-sm shadow">
            <input type="checkbox" checked={auto} onChange={(event) => toggleAuto(event.target.checked)} className="size-4 accent-primary" />
            {t.searchAsMove}
          </label>
        </div>
      ) : null}
      {counts && counts.total > counts.shown ? (
        <p role="status" className="absolute inset-x-3 bottom-3 z-10 rounded-xl bg-background/95 p-2 text-center text-xs shadow sm:right-auto sm:max-w-sm">
          {fmt(t.tooMany, { shown: formatNumber(lang, counts.shown), total: formatNumber(lang, counts.total) })}
        </p>
      ) : counts?.total === 0 ? (
        <p role="status" className="absolute inset-x-3 bottom-3 z-10 rounded-xl bg-background/95 p-2 text-center text-sm shadow sm:right-auto sm:max-w-sm">
          {t.none}
        </p>
      ) : null}
      {selected ? <MapCard key={selected} listingKey={selected} lang={lang} onClose={() => setSelected(undefined)} /> : null}
    </div>
  );
}

function isDarkClass(state: MapState): string | undefined {
  return state === "ready" && isDark() ? "map-dark" : undefined;
}
