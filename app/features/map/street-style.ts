import { layers, namedFlavor, type Flavor } from "@protomaps/basemaps";
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import type { Lang } from "~/lib/routes";
import { palettes } from "./palettes";

/** The archive's vector source in the style; MapLibre reads it through the `pmtiles://` protocol. */
export const STREETS_SOURCE = "protomaps";

/** OpenStreetMap's licence asks for its credit wherever its data is drawn; Protomaps made the tiles. */
const attribution = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The Protomaps flavour in the site's colours: the land is the page's
 * background, water and highways the offline basemap's, so the pins read
 * the same on either basemap.
 */
function siteFlavor(dark: boolean): Flavor {
  const colour = dark ? palettes.dark : palettes.light;
  return {
    ...namedFlavor(dark ? "dark" : "light"),
    background: colour.mexico,
    earth: colour.texas,
    water: colour.water,
    highway: colour.road,
    highway_casing_early: colour.casing,
    highway_casing_late: colour.casing,
    major: colour.minorRoad,
    major_casing_early: colour.county,
    major_casing_late: colour.county,
    boundaries: colour.county,
    city_label: colour.city,
    city_label_halo: colour.cityRing,
  };
}

/**
 * The street basemap's style (ADR 0417): the Protomaps basemap layers over
 * the archive, names in the page's language. No `glyphs`: MapLibre draws the
 * labels with the browser's own fonts, so nothing is fetched for them. No
 * sprite either: the layers drawn with its icons (one-way arrows, highway
 * shields, points of interest) are left out, and the cities' names are drawn without their dots.
 */
export function streetStyle({ archive, dark, lang }: { archive: string; dark: boolean; lang: Lang }): StyleSpecification {
  const drawn = layers(STREETS_SOURCE, siteFlavor(dark), { lang }) as LayerSpecification[];
  return {
    version: 8,
    sources: { [STREETS_SOURCE]: { type: "vector", url: `pmtiles://${archive}`, attribution } },
    layers: drawn.flatMap((layer): LayerSpecification[] => {
      if (layer.type !== "symbol" || !layer.layout || !("icon-image" in layer.layout)) return [layer];
      if (!("text-field" in layer.layout)) return [];
      if (iconLayers.has(layer.id)) return [];
      const { "icon-image": _image, "icon-size": _size, ...layout } = layer.layout;
      return [{ ...layer, layout }];
    }),
  };
}

/** Layers whose text belongs to an icon (a shield's number, a point of interest's name): without the sprite they are left out. */
const iconLayers = new Set(["roads_shields", "pois"]);
