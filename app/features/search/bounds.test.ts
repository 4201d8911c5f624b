import { describe, expect, it } from "vitest";
import { contains, formatBounds, parseBounds } from "./bounds";

describe("parseBounds", () => {
  it("reads south,west,north,east", () => {
    expect(parseBounds("26.1,-98.3,26.3,-98.1")).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
    expect(parseBounds(" 26.1 , -98.3,26.3 ,-98.1 ")).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
  });

  it("puts swapped corners back in order", () => {
    expect(parseBounds("26.3,-98.1,26.1,-98.3")).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
  });

  it("clamps to the map's latitudes and the world's longitudes", () => {
    expect(parseBounds("-90,-200,90,200")).toEqual({ south: -85, west: -180, north: 85, east: 180 });
    expect(parseBounds("89,10,86,20")).toBeUndefined();
  });

  it("rounds to four decimals, so one view makes one URL", () => {
    expect(parseBounds("26.123456,-98.123449,26.2,-98.1")).toEqual({ south: 26.1235, west: -98.1234, north: 26.2, east: -98.1 });
  });

  it.each([
    ["letters", "a,b,c,d"],
    ["empty", ""],
    ["three parts", "26.1,-98.3,26.3"],
    ["five parts", "26.1,-98.3,26.3,-98.1,1"],
    ["an empty part", "26.1,,26.3,-98.1"],
    ["NaN", "NaN,-98.3,26.3,-98.1"],
    ["Infinity", "Infinity,-98.3,26.3,-98.1"],
    ["an exponent", "2.6e1,-98.3,26.3,-98.1"],
    ["hexadecimal", "0x1A,-98.3,26.3,-98.1"],
    ["a unit", "26.1°,-98.3,26.3,-98.1"],
    ["no height", "26.1,-98.3,26.1,-98.1"],
    ["no width once rounded", "26.1,-98.30001,26.3,-98.30002"],
    ["too long", `26.1,-98.3,26.3,-98.1${"0".repeat(100)}`],
  ])("refuses %s", (_name, raw) => {
    expect(parseBounds(raw)).toBeUndefined();
  });

  it("refuses what is not a string", () => {
    for (const raw of [undefined, null, 26, ["26.1,-98.3,26.3,-98.1"], { south: 26.1, west: -98.3, north: 26.3, east: -98.1 }]) {
      expect(parseBounds(raw)).toBeUndefined();
    }
  });
});

describe("formatBounds", () => {
  it("writes what parseBounds reads back", () => {
    const bounds = { south: 26.1, west: -98.3, north: 26.3, east: -98.1 };
    expect(formatBounds(bounds)).toBe("26.1,-98.3,26.3,-98.1");
    expect(parseBounds(formatBounds(bounds))).toEqual(bounds);
  });
});

describe("contains", () => {
  const bounds = { south: 26.1, west: -98.3, north: 26.3, east: -98.1 };

  it("holds points inside and on the edges, not outside", () => {
    expect(contains(bounds, { lat: 26.2, lng: -98.2 })).toBe(true);
    expect(contains(bounds, { lat: 26.1, lng: -98.3 })).toBe(true);
    expect(contains(bounds, { lat: 26.31, lng: -98.2 })).toBe(false);
    expect(contains(bounds, { lat: 26.2, lng: -98.05 })).toBe(false);
  });
});
