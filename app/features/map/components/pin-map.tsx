import { Marker, type Map as MapLibreMap, type StyleSpecification } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useDictionary } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import type { Lang } from "~/lib/routes";
import type { MapBasemap } from "../config";
import { addBasemapLabels, createMap, webglAvailable, withStyle, type DrawnMap } from "./map-base";

export interface PinMapProps {
  readonly lang: Lang;
  readonly basemap: MapBasemap;
  /** The map's accessible name, which says how to place the pin. */
  readonly label: string;
  readonly lat: number;
  readonly lng: number;
  /** The agent dragged the pin or tapped the map: the new point, to six decimals (about 10 cm). */
  readonly onPlace: (lat: number, lng: number) => void;
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The listing editor's map: one draggable pin, moved by the coordinates
 * beside it and moving them in turn. The keyboard's way to place it is the
 * coordinate fields; the map shows where they point.
 */
export function PinMap({ lang, basemap, label, lat, lng, onPlace }: PinMapProps) {
  const t = useDictionary(mapTexts);
  const container = useRef<HTMLDivElement>(null);
  const markerRef = useRef<Marker | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const placeRef = useRef(onPlace);
  const startRef = useRef({ lat, lng });
  const [state, setState] = useState<"loading" | "ready" | "no-webgl" | "failed">(() => (webglAvailable() ? "loading" : "no-webgl"));

  useEffect(() => {
    placeRef.current = onPlace;
  });

  useEffect(() => {
    const element = container.current;
    if (!element || state === "no-webgl") return;
    function start(element: HTMLDivElement, style: StyleSpecification, drawn: MapBasemap): DrawnMap {
      const centre: [number, number] = [startRef.current.lng, startRef.current.lat];
      // Streets show at 16; the offline basemap draws no streets, so the city around the pin is what helps.
      const map = createMap({ container: element, style, basemap: drawn, label, t, center: centre, zoom: drawn.kind === "offline" ? 12 : 16 });
      // MapLibre positions the marker with its transform: the drop's own rotation sits on a child.
      const pin = document.createElement("div");
      pin.className = "map-place-pin";
      pin.setAttribute("aria-hidden", "true");
      pin.append(document.createElement("span"));
      const marker = new Marker({ element: pin, draggable: true, anchor: "bottom" }).setLngLat(centre).addTo(map);
      const place = (point: { lat: number; lng: number }) => placeRef.current(round(point.lat), round(point.lng));
      marker.on("dragend", () => place(marker.getLngLat()));
      map.on("click", (event) => {
        marker.setLngLat(event.lngLat);
        place(event.lngLat);
      });
      map.on("load", () => {
        addBasemapLabels(map, element, drawn, lang);
        setState("ready");
      });
      // A street style's errors before it has loaded are withStyle's: it puts the offline basemap in its place.
      map.on("error", () => setState((now) => (now === "loading" && drawn.kind !== "style" ? "failed" : now)));
      markerRef.current = marker;
      mapRef.current = map;
      const stop = () => {
        map.remove();
        markerRef.current = null;
        mapRef.current = null;
      };
      return { map, stop };
    }
    return withStyle(basemap, lang, (style, drawn) => start(element, style, drawn), () => setState("failed"));
    // Made once, like the other maps: its texts and basemap come with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Typed coordinates, or a new address, move the pin; the map follows it when it leaves the view.
  useEffect(() => {
    const marker = markerRef.current;
    const map = mapRef.current;
    if (!marker || !map || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    const current = marker.getLngLat();
    if (round(current.lat) === round(lat) && round(current.lng) === round(lng)) return;
    marker.setLngLat([lng, lat]);
    if (!map.getBounds().contains([lng, lat])) map.easeTo({ center: [lng, lat], duration: 300 });
  }, [lat, lng, state]);

  return (
    <div className="relative isolate aspect-[4/3] overflow-hidden rounded-xl border bg-muted sm:aspect-[16/9]" data-testid="pin-map" data-state={state}>
      <div className="absolute inset-0">
        <div ref={container} className="size-full" />
      </div>
      {state === "loading" ? <p className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">{t.loading}</p> : null}
      {state === "no-webgl" || state === "failed" ? (
        <p role="status" className="absolute inset-0 grid place-items-center p-6 text-center text-sm">
          {state === "no-webgl" ? t.noWebgl : t.failed}
        </p>
      ) : null}
    </div>
  );
}
