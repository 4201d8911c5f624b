import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-parse";
import { activeFilters, filterFormValues, pageWindow, searchHref, withoutFilter, withoutFilters } from "./search-url";

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));

describe("active filters", () => {
  it("lists each condition, one per value of a list, and leaves sort and page out", () => {
    const query = parse("q=pool&city=mission&type=Residential&type=Land&beds=3&casita=true&sort=price-asc&page=3");
    expect(activeFilters(query)).toEqual([
      { key: "q", value: "pool" },
      { key: "city", value: "mission" },
      { key: "type", value: "Residential" },
      { key: "type", value: "Land" },
      { key: "beds", value: 3 },
      { key: "casita", value: true },
    ]);
  });

  it("removes one filter or one value and goes back to the first page", () => {
    const query = parse("city=mission&type=Residential&type=Land&sort=price-asc&page=3");
    expect(searchHref("en", withoutFilter(query, { key: "type", value: "Land" }))).toBe("/en/search?city=mission&type=Residential&sort=price-asc");
    expect(searchHref("es", withoutFilter(query, { key: "city", value: "mission" }))).toBe("/es/buscar?type=Residential&type=Land&sort=price-asc");
    expect(searchHref("en", withoutFilters(query))).toBe("/en/search?sort=price-asc");
  });
  it("shows the map area as one chip, which removes it", () => {
    const query = parse("bounds=26.1,-98.3,26.3,-98.1&city=mission&sort=price-asc");
    expect(activeFilters(query)).toEqual([
      { key: "bounds", value: "26.1,-98.3,26.3,-98.1" },
      { key: "city", value: "mission" },
    ]);
    expect(searchHref("en", withoutFilter(query, { key: "bounds", value: "26.1,-98.3,26.3,-98.1" }))).toBe("/en/search?city=mission&sort=price-asc");
    expect(searchHref("es", query)).toBe("/es/buscar?city=mission&bounds=26.1%2C-98.3%2C26.3%2C-98.1&sort=price-asc");
  });
});

describe("filter form values", () => {
  it("shows the quick search's location as the city", () => {
    expect(filterFormValues(parse("location=pharr&minPrice=100k"))).toMatchObject({ city: "pharr", minPrice: "100000", beds: "" });
  });
});

describe("page links", () => {
  it("shows the ends and two pages either side of the current one, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 59)).toEqual([1, null, 4, 5, 6, 7, 8, null, 59]);
    expect(pageWindow(59, 59)).toEqual([1, null, 57, 58, 59]);
  });
});
