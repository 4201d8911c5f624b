import basemap from "virtual:basemap";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cityList } from "~/lib/cities";

type Position = GeoJSON.Position;

/** Even–odd ray casting over every ring of every polygon. */
function inTexas(point: Position): boolean {
  const [lng, lat] = point as [number, number];
  let inside = false;
  for (const ring of basemap.texas.geometry.coordinates.flat()) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [x0, y0] = ring[index]!;
      const [x1, y1] = ring[previous]!;
      if (y0! > lat !== y1! > lat && lng < ((x1! - x0!) * (lat - y0!)) / (y1! - y0!) + x0!) inside = !inside;
    }
  }
  return inside;
}

/** The river's latitude where it crosses a longitude (the first crossing from upstream). */
function riverAt(lng: number): number {
  const line = basemap.river.geometry.coordinates;
  for (let index = 1; index < line.length; index++) {
    const [x0, y0] = line[index - 1]!;
    const [x1, y1] = line[index]!;
    if ((x0! - lng) * (x1! - lng) <= 0 && x0 !== x1) return y0! + ((y1! - y0!) * (lng - x0!)) / (x1! - x0!);
  }
  throw new Error(`the river never reaches ${lng}`);
}

describe("the offline basemap's data", () => {
  it("covers the eight cities, each on Texas's side", () => {
    const [west, south, east, north] = basemap.extent;
    for (const city of cityList) {
      expect(city.center.lng, city.name).toBeGreaterThan(west);
      expect(city.center.lng, city.name).toBeLessThan(east);
      expect(city.center.lat, city.name).toBeGreaterThan(south);
      expect(city.center.lat, city.name).toBeLessThan(north);
      expect(inTexas([city.center.lng, city.center.lat]), city.name).toBe(true);
    }
  });

  it("runs the Rio Grande along the Valley's southern edge, down to the Gulf", () => {
    for (const city of cityList) {
      const river = riverAt(city.center.lng);
      expect(river, city.name).toBeLessThan(city.center.lat - 0.05);
      expect(river, city.name).toBeGreaterThan(city.center.lat - 0.25);
    }
    const mouth = basemap.river.geometry.coordinates.at(-1)!;
    expect(mouth[0]).toBeCloseTo(-97.15, 1);
    expect(mouth[1]).toBeCloseTo(25.95, 1);
  });

  it("keeps the highways in Texas and the labelled counties in the Valley", () => {
    expect(basemap.highways.features.map((road) => road.properties.ref)).toEqual(expect.arrayContaining(["I-2", "I-69C", "US 83", "US 281"]));
    for (const road of basemap.highways.features) {
      for (const point of road.geometry.coordinates) expect(inTexas(point), `${road.properties.ref} at ${point.join(",")}`).toBe(true);
    }
    expect(basemap.countyLabels.map((county) => county.name)).toEqual(
      expect.arrayContaining(["Hidalgo", "Cameron", "Starr", "Willacy", "Brooks", "Kenedy", "Jim Hogg", "Zapata"]),
    );
    for (const county of basemap.countyLabels) expect(inTexas([county.lng, county.lat]), county.name).toBe(true);
    expect(inTexas([basemap.riverLabel.lng, basemap.riverLabel.lat + 0.02])).toBe(true);
    expect(inTexas([basemap.riverLabel.lng, basemap.riverLabel.lat - 0.02])).toBe(false);
  });

  it("stays small", () => {
    expect(gzipSync(JSON.stringify(basemap)).length).toBeLessThan(10_000);
  });
});
