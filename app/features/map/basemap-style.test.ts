import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { cityList } from "~/lib/cities";
import { basemapExtent, basemapLabels, basemapStyle } from "./basemap-style";

describe("basemapStyle", () => {
  it.each([false, true])("is a valid MapLibre style that requests nothing (dark: %s)", (dark) => {
    const style = basemapStyle({ dark });
    expect(validateStyleMin(style)).toEqual([]);
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    expect(style.layers.filter((layer) => layer.type === "symbol")).toEqual([]);
    for (const [id, source] of Object.entries(style.sources)) {
      expect(source.type, id).toBe("geojson");
      expect(source.type === "geojson" && typeof source.data, id).toBe("object");
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:|mapbox:|pmtiles:/);
  });

  it("draws the themes in their own colours", () => {
    const background = (dark: boolean) => basemapStyle({ dark }).layers.find((layer) => layer.type === "background")?.paint;
    expect(background(true)).not.toEqual(background(false));
  });

  it("gives the map its extent as bounds around the Valley", () => {
    const [west, south, east, north] = basemapExtent;
    expect(west).toBeLessThan(-99.2);
    expect(east).toBeGreaterThan(-97.1);
    expect(south).toBeLessThan(25.8);
    expect(north).toBeGreaterThan(27);
  });
});

describe("basemapLabels", () => {
  it("names the places in the page's language", () => {
    const texts = (lang: "en" | "es") => basemapLabels(lang).map((label) => `${label.kind}:${label.text}`);
    expect(texts("en")).toEqual(expect.arrayContaining(["river:Rio Grande", "country:MEXICO", "country:TEXAS", "county:Hidalgo County", "city:McAllen"]));
    expect(texts("es")).toEqual(expect.arrayContaining(["river:Río Bravo (Río Grande)", "country:MÉXICO", "country:TEXAS", "county:Condado de Hidalgo", "city:McAllen"]));
  });

  it("labels every city at its centre", () => {
    const cities = basemapLabels("en").filter((label) => label.kind === "city");
    expect(cities).toEqual(cityList.map((city) => ({ text: city.name, lng: city.center.lng, lat: city.center.lat, kind: "city" })));
  });
});
