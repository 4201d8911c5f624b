import type { ExpressionSpecification, StyleSpecification } from "maplibre-gl";
import basemap from "virtual:basemap";
import { basemapTexts } from "~/i18n/basemap";
import { fmt } from "~/i18n/index";
import { cityList } from "~/lib/cities";
import type { Lang } from "~/lib/routes";
import type { Extent } from "./basemap-data";
import { palettes } from "./palettes";

/** Line widths grow with the zoom, as on any street map; interstates are wider than US highways. */
function width(low: [major: number, minor: number], high: [major: number, minor: number]): ExpressionSpecification {
  const byRank = ([major, minor]: [number, number]): ExpressionSpecification => ["case", ["get", "major"], major, minor];
  return ["interpolate", ["linear"], ["zoom"], 8, byRank(low), 15, byRank(high)];
}

const cities: GeoJSON.FeatureCollection<GeoJSON.Point, { slug: string }> = {
  type: "FeatureCollection",
  features: cityList.map((city) => ({ type: "Feature", properties: { slug: city.slug }, geometry: { type: "Point", coordinates: [city.center.lng, city.center.lat] } })),
};

/** What the basemap covers, [west, south, east, north]: the map's `maxBounds`, so it never pans off the drawing. */
export const basemapExtent: Extent = basemap.extent;

/**
 * The site's own basemap (ADR 0117): inline GeoJSON and plain fills and
 * lines only. No symbol layer, glyphs or sprite, which MapLibre would fetch:
 * the labels are HTML markers (`basemapLabels`), so nothing leaves the site.
 */
export function basemapStyle({ dark }: { dark: boolean }): StyleSpecification {
  const colour = dark ? palettes.dark : palettes.light;
  const round = { "line-join": "round", "line-cap": "round" } as const;
  return {
    version: 8,
    sources: {
      gulf: { type: "geojson", data: basemap.gulf },
      texas: { type: "geojson", data: basemap.texas },
      counties: { type: "geojson", data: basemap.counties },
      river: { type: "geojson", data: basemap.river },
      highways: { type: "geojson", data: basemap.highways },
      cities: { type: "geojson", data: cities },
    },
    layers: [
      { id: "mexico", type: "background", paint: { "background-color": colour.mexico } },
      { id: "gulf", type: "fill", source: "gulf", paint: { "fill-color": colour.water } },
      { id: "texas", type: "fill", source: "texas", paint: { "fill-color": colour.texas } },
      { id: "counties", type: "line", source: "counties", paint: { "line-color": colour.county, "line-width": 1, "line-dasharray": [4, 3] } },
      {
        id: "river",
        type: "line",
        source: "river",
        layout: round,
        paint: { "line-color": colour.river, "line-width": ["interpolate", ["linear"], ["zoom"], 8, 1.5, 15, 8] },
      },
      {
        id: "highway-casing",
        type: "line",
        source: "highways",
        layout: round,
        paint: { "line-color": colour.casing, "line-width": width([3, 2], [12, 8]) },
      },
      {
        id: "highways",
        type: "line",
        source: "highways",
        layout: round,
        paint: { "line-color": ["case", ["get", "major"], colour.road, colour.minorRoad], "line-width": width([1.5, 0.75], [9, 5.5]) },
      },
      {
        id: "cities",
        type: "circle",
        source: "cities",
        paint: {
          "circle-color": colour.city,
          "circle-radius": ["interpolate", ["linear"], ["zoom"], 8, 3, 15, 6],
          "circle-stroke-color": colour.cityRing,
          "circle-stroke-width": 1.5,
        },
      },
    ],
  };
}

export interface BasemapLabel {
  readonly text: string;
  readonly lng: number;
  readonly lat: number;
  readonly kind: "city" | "river" | "country" | "county";
}

/** In open country on each side of the river: Mexico south of Reynosa, Texas where Hidalgo, Starr and Brooks counties meet. */
const MEXICO = { lng: -98.3, lat: 25.97 };
const TEXAS = { lng: -98.45, lat: 26.75 };

/**
 * The basemap's names in the page's language, for the map to draw as HTML
 * over it: countries, the river, the counties, then the cities, which come
 * last so their markers sit on top.
 */
export function basemapLabels(lang: Lang): BasemapLabel[] {
  const text = basemapTexts[lang];
  return [
    { text: text.mexico, ...MEXICO, kind: "country" },
    { text: text.texas, ...TEXAS, kind: "country" },
    { text: text.river, ...basemap.riverLabel, kind: "river" },
    ...basemap.countyLabels.map(({ name, lng, lat }): BasemapLabel => ({ text: fmt(text.county, { name }), lng, lat, kind: "county" })),
    ...cityList.map((city): BasemapLabel => ({ text: city.name, lng: city.center.lng, lat: city.center.lat, kind: "city" })),
  ];
}
