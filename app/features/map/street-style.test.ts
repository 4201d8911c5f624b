import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { palettes } from "./palettes";
import { STREETS_SOURCE, streetStyle } from "./street-style";

const archive = "https://homes.example/map/valley.pmtiles";

describe("streetStyle", () => {
  it.each([false, true])("is a valid style over the archive that fetches no glyphs, sprite or other source (dark: %s)", (dark) => {
    const style = streetStyle({ archive, dark, lang: "en" });
    expect(validateStyleMin(style)).toEqual([]);
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(Object.keys(style.sources)).toEqual([STREETS_SOURCE]);
    expect(style.sources[STREETS_SOURCE]).toMatchObject({ type: "vector", url: `pmtiles://${archive}` });
    expect(JSON.stringify(style.sources)).toMatch(/OpenStreetMap/);
    const urls = JSON.stringify(style.layers).match(/https?:\/\/[^"]+/g) ?? [];
    expect(urls).toEqual([]);
    expect(style.layers.filter((layer) => layer.type === "symbol" && layer.layout && "icon-image" in layer.layout).map((layer) => layer.id)).toEqual([]);
  });

  it("draws streets and the cities' names", () => {
    const ids = streetStyle({ archive, dark: false, lang: "en" }).layers.map((layer) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(["earth", "water", "roads_highway", "roads_major", "roads_minor", "roads_labels_major", "places_locality"]));
    expect(ids).not.toContain("pois");
  });

  it("is drawn in the site's colours, in each theme", () => {
    for (const dark of [false, true]) {
      const colour = dark ? palettes.dark : palettes.light;
      const paint = (id: string) => streetStyle({ archive, dark, lang: "en" }).layers.find((layer) => layer.id === id)?.paint as Record<string, unknown>;
      expect(paint("earth")["fill-color"]).toBe(colour.texas);
      expect(paint("water")["fill-color"]).toBe(colour.water);
      expect(paint("roads_highway")["line-color"]).toBe(colour.road);
    }
  });

  it("names places in the page's language", () => {
    const names = (lang: "en" | "es") => JSON.stringify(streetStyle({ archive, dark: false, lang }).layers.find((layer) => layer.id === "places_locality")?.layout);
    expect(names("es")).toContain('["get","name:es"]');
    expect(names("en")).toContain('["get","name:en"]');
    expect(names("en")).not.toContain('"name:es"');
  });
});
