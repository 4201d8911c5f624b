import type { Feature, FeatureCollection, Point } from "geojson";
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from "maplibre-gl";
import { plural } from "~/i18n/plural";
import type { MapText } from "~/i18n/map.en";
import type { UiText } from "~/i18n/ui.en";
import { formatPrice } from "~/lib/format";
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
  readonly onPin: (key: string) => void;
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

  private element(feature: Feature<Point>): HTMLElement {
    const props = feature.properties as Record<string, unknown>;
    const button = document.createElement("button");
    button.type = "button";
    if (props.cluster) {
      const count = Number(props.point_count);
      button.className = "map-cluster";
      button.dataset.count = String(count);
      button.textContent = count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count);
      button.setAttribute("aria-label", plural(this.lang, count, this.text.cluster));
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        void this.zoomInto(Number(props.cluster_id), feature.geometry.coordinates as [number, number]);
      });
      return button;
    }
    const pin = props as unknown as PinProperties;
    button.className = "map-pin";
    button.dataset.key = pin.key;
    button.textContent = pinLabel(this.lang, this.listingText, { price: pin.price ?? null, ...(pin.period ? { period: pin.period } : {}) });
    // A sale price is read whole; a rent as its pin shows it, period and all.
    const spoken = pin.price === null || pin.period ? button.textContent : formatPrice(this.lang, pin.price);
    button.setAttribute("aria-label", this.text.pin.replace("{price}", spoken));
    if (pin.key === this.highlighted) button.setAttribute("data-highlighted", "");
    if (pin.key === this.selected) button.setAttribute("data-selected", "");
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      this.events.onPin(pin.key);
    });
    return button;
  }

  private async zoomInto(clusterId: number, center: [number, number]): Promise<void> {
    const source = this.map.getSource<GeoJSONSource>(PINS_SOURCE);
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    // Marked as the visitor's move, so the map offers to search the area it zoomed into.
    this.map.easeTo({ center, zoom: Math.min(zoom, this.map.getMaxZoom()) }, { userMoved: true });
  }
}
