import type { Feature, FeatureCollection, Point } from "geojson";
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from "maplibre-gl";
import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { MapText } from "~/i18n/map.en";
import type { UiText } from "~/i18n/ui.en";
import { formatNumber, formatPrice } from "~/lib/format";
import type { LeaseFrequency } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import type { MapPin } from "~/features/search/pins";
import { pinLabel } from "../pins";

export const PINS_SOURCE = "listings";
/** An invisible layer over the source: MapLibre loads and queries a source's tiles through a layer. */
export const PINS_LAYER = "listings-tiles";

/** A pin's properties in the GeoJSON source; clusters add cluster_id and point_count. */
interface PinProperties {
  key: string;
  price: number | null;
  period?: LeaseFrequency;
}

export function pinsGeoJson(pins: readonly MapPin[]): FeatureCollection<Point, PinProperties> {
  return {
    type: "FeatureCollection",
    features: pins.map((pin) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [pin.lng, pin.lat] },
      properties: { key: pin.key, price: pin.price, ...(pin.period ? { period: pin.period } : {}) },
    })),
  };
}

export interface MarkerEvents {
  /** What a pin opens; without it (the listing's own page) a pin is a picture of where the home is, not a button. */
  readonly onPin?: (key: string) => void;
}

/**
 * The clusters and single pins in view, drawn as buttons over the map: they
 * take the keyboard's focus and read their price or count aloud, and need no
 * font files (a WebGL symbol layer would). Only what the source has in view
 * is drawn, so a search of thousands keeps a few dozen elements.
 */
export class PinMarkers {
  private readonly shown = new Map<string, Marker>();
  private highlighted: string | undefined;
  private selected: string | undefined;

  constructor(
    private readonly map: MapLibreMap,
    private readonly lang: Lang,
    private readonly text: MapText,
    private readonly listingText: UiText["listings"],
    private readonly events: MarkerEvents,
  ) {}

  /** Brings the markers in line with what the source shows at this view. */
  sync(): void {
    if (!this.map.getSource(PINS_SOURCE) || !this.map.isSourceLoaded(PINS_SOURCE)) return;
    const wanted = new Map<string, Feature<Point>>();
    // Rendered features only: the source also keeps tiles of the zoom levels around, whose clusters differ.
    for (const feature of this.map.queryRenderedFeatures({ layers: [PINS_LAYER] })) {
      if (feature.geometry.type !== "Point") continue;
      const props = feature.properties as Record<string, unknown>;
      const id = props.cluster ? `c:${String(props.cluster_id)}` : `p:${String(props.key)}`;
      if (!wanted.has(id)) wanted.set(id, feature as Feature<Point>);
    }
    for (const [id, marker] of this.shown) {
      if (wanted.has(id)) continue;
      // A focused marker the view no longer shows hands the focus to the map, not to the page.
      if (marker.getElement().contains(document.activeElement)) this.map.getCanvas().focus({ preventScroll: true });
      marker.remove();
      this.shown.delete(id);
    }
    for (const [id, feature] of wanted) {
      if (this.shown.has(id)) continue;
      const marker = new Marker({ element: this.element(feature), anchor: "bottom" }).setLngLat(feature.geometry.coordinates as [number, number]).addTo(this.map);
      this.shown.set(id, marker);
    }
  }

  /** Marks the pin of the card the pointer is over in the list (a pin inside a cluster has none to mark). */
  highlight(key: string | undefined): void {
    this.toggle(this.highlighted, "data-highlighted", false);
    this.highlighted = key;
    this.toggle(key, "data-highlighted", true);
  }

  select(key: string | undefined): void {
    this.toggle(this.selected, "data-selected", false);
    this.selected = key;
    this.toggle(key, "data-selected", true);
  }

  clear(): void {
    for (const marker of this.shown.values()) marker.remove();
    this.shown.clear();
  }

  private toggle(key: string | undefined, attribute: string, on: boolean): void {
    const element = key ? this.shown.get(`p:${key}`)?.getElement() : undefined;
    if (!element) return;
    if (on) element.setAttribute(attribute, "");
    else element.removeAttribute(attribute);
  }

  /*
   * A marker's name starts with what it shows ("$975K", "1.2k"), then says it whole and what it does, so
   * a voice user saying what they see reaches it (WCAG 2.5.3, label in name).
   */
  private element(feature: Feature<Point>): HTMLElement {
    const props = feature.properties as Record<string, unknown>;
    if (props.cluster) {
      const count = Number(props.point_count);
      const button = document.createElement("button");
      button.type = "button";
      button.className = "map-cluster";
      button.dataset.count = String(count);
      button.textContent = count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count);
      const shown = count >= 1000 ? `${button.textContent} (${formatNumber(this.lang, count)})` : button.textContent;
      button.setAttribute("aria-label", plural(this.lang, count, this.text.cluster, { count: shown }));
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        // The cluster's button goes as the map zooms in: the focus stays on the map rather than falling to the page.
        if (document.activeElement === button) this.map.getCanvas().focus({ preventScroll: true });
        void this.zoomInto(Number(props.cluster_id), feature.geometry.coordinates as [number, number]);
      });
      return button;
    }
    const pin = props as unknown as PinProperties;
    const onPin = this.events.onPin;
    const element = document.createElement(onPin ? "button" : "div");
    element.className = "map-pin";
    element.dataset.key = pin.key;
    const label = pinLabel(this.lang, this.listingText, { price: pin.price ?? null, ...(pin.period ? { period: pin.period } : {}) });
    element.textContent = label;
    // A sale price is read whole after its short form; a rent as its pin shows it, period and all.
    const price = pin.price === null || pin.period || formatPrice(this.lang, pin.price) === label ? label : `${label} (${formatPrice(this.lang, pin.price)})`;
    element.setAttribute("aria-label", fmt(onPin ? this.text.pin : this.text.pinHere, { price }));
    if (pin.key === this.highlighted) element.setAttribute("data-highlighted", "");
    if (pin.key === this.selected) element.setAttribute("data-selected", "");
    if (onPin) {
      (element as HTMLButtonElement).type = "button";
      element.addEventListener("click", (event) => {
        event.stopPropagation();
        onPin(pin.key);
      });
    } else {
      element.setAttribute("role", "img");
    }
    return element;
  }

  private async zoomInto(clusterId: number, center: [number, number]): Promise<void> {
    const source = this.map.getSource<GeoJSONSource>(PINS_SOURCE);
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    // Marked as the visitor's move, so the map offers to search the area it zoomed into.
    this.map.easeTo({ center, zoom: Math.min(zoom, this.map.getMaxZoom()) }, { userMoved: true });
  }
}
