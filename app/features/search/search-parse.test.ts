import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-parse";
import { DEFAULT_PAGE_SIZE, searchQueryToParams } from "./search-query";

describe("parseSearchQuery", () => {
  it("reads the quick search's four parameters", () => {
    const query = parseSearchQuery(new URLSearchParams("q=%20pool%20&location=mission&priceRange=300k-500k&propertyType=condo"));
    expect(query).toMatchObject({ q: "pool", location: "mission", priceRange: "300k-500k", propertyType: "condo" });
  });

  it("defaults to page 1 of 24, newest first", () => {
    expect(parseSearchQuery({})).toEqual({ sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(parseSearchQuery({ sort: "PRICE-ASC" }).sort).toBe("price-asc");
  });

  it("drops values it does not know", () => {
    const query = parseSearchQuery(
      new URLSearchParams("location=all&location=brownsville&city=atlantis&category=nope&community=__proto__&sort=random&status=Delete&type=Castle&beds=many&newConstruction=perhaps&q=%20%20"),
    );
    expect(query).toEqual({ sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it("clamps numbers into their range", () => {
    expect(parseSearchQuery({ page: "0", pageSize: "500", beds: "-2", baths: "99" })).toMatchObject({ page: 1, pageSize: 48, beds: 0, baths: 20 });
    expect(parseSearchQuery({ page: "1e9" }).page).toBe(100);
    expect(parseSearchQuery({ page: "2.7" }).page).toBe(2);
  });

  it("reads baths in halves, a half bath counting as half, rounding up to the next half", () => {
    expect(parseSearchQuery({ baths: "2.5" }).baths).toBe(2.5);
    expect(parseSearchQuery({ baths: "2" }).baths).toBe(2);
    expect(parseSearchQuery({ baths: "2.3" }).baths).toBe(2.5);
    expect(parseSearchQuery({ baths: "1.75" }).baths).toBe(2);
    expect(parseSearchQuery({ baths: "-0.5" }).baths).toBe(0);
  });

  it("reads prices written the way people write them and swaps a reversed range", () => {
    expect(parseSearchQuery({ minPrice: "$350k", maxPrice: "1.2m" })).toMatchObject({ minPrice: 350_000, maxPrice: 1_200_000 });
    expect(parseSearchQuery({ minPrice: "500,000", maxPrice: "200000" })).toMatchObject({ minPrice: 200_000, maxPrice: 500_000 });
    expect(parseSearchQuery({ minPrice: "cheap" }).minPrice).toBeUndefined();
  });

  it("accepts lists as repeated or comma-separated values, case and spacing aside", () => {
    const query = parseSearchQuery(new URLSearchParams("status=active,pending&status=Active%20Under%20Contract&type=commercial_lease&subType=warehouse"));
    expect(query).toMatchObject({ status: ["Active", "Pending", "ActiveUnderContract"], type: ["CommercialLease"], subType: ["Warehouse"] });
  });

  it("does not offer statuses that are not public", () => {
    expect(parseSearchQuery({ status: ["Withdrawn", "Expired", "Delete", "Closed"] }).status).toEqual(["Closed"]);
  });

  it("reads booleans and ignores anything else", () => {
    expect(parseSearchQuery({ casita: "yes", newConstruction: "0", refrigerated: true, luxury: "maybe" })).toMatchObject({ casita: true, newConstruction: false, refrigerated: true });
  });

  it("keeps text short and tidy", () => {
    expect(parseSearchQuery({ q: "  tres \n\t lagos  " }).q).toBe("tres lagos");
    expect(parseSearchQuery({ q: "x".repeat(1000) }).q).toHaveLength(200);
  });

  it("reads a map area, and drops a malformed one like any other field", () => {
    expect(parseSearchQuery(new URLSearchParams("bounds=26.3,-98.1,26.1,-98.3&city=mcallen")).bounds).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
    expect(parseSearchQuery(new URLSearchParams("bounds=26.1,-98.3,26.3,-98.1&bounds=1,2,3,4")).bounds).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
    for (const bounds of ["26.1,-98.3,26.3", "NaN,1,2,3", "1e1,1,2,3", "26.1,-98.3,26.1,-98.1", "[object Object]"]) {
      expect(parseSearchQuery({ bounds, city: "mcallen" })).toEqual({ city: "mcallen", sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE });
    }
    // The search page parses the URL once; the search takes that query as it is, and a copy keeps its area.
    const parsed = parseSearchQuery(new URLSearchParams("bounds=26.1,-98.3,26.3,-98.1"));
    expect(parseSearchQuery(parsed as unknown as Record<string, unknown>)).toBe(parsed);
    expect(parseSearchQuery({ ...parsed, page: 2 }).bounds).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
    expect(parseSearchQuery({ bounds: { south: 26.3, west: -98.1, north: 26.1, east: -98.3 } }).bounds).toEqual({ south: 26.1, west: -98.3, north: 26.3, east: -98.1 });
    expect(parseSearchQuery({ bounds: { south: 26.1, west: "x", north: 26.3, east: -98.1 } }).bounds).toBeUndefined();
  });

  it("never throws, whatever it is given", () => {
    const inputs: unknown[] = [null, undefined, 42, "q=pool", [], { q: { nested: true } }, { page: Symbol("x") }, { toString: null }, Object.create(null)];
    for (const input of inputs) expect(() => parseSearchQuery(input as Record<string, unknown>)).not.toThrow();
  });
});

describe("searchQueryToParams", () => {
  it("writes a query back without its defaults, and reads back the same", () => {
    const query = parseSearchQuery({ q: "pool", city: "mcallen", status: ["Active", "Pending"], page: "3", casita: "true" });
    const params = searchQueryToParams(query);
    expect(params.toString()).toBe("q=pool&city=mcallen&status=Active&status=Pending&casita=true&page=3");
    expect(parseSearchQuery(params)).toEqual(query);
  });
  it("writes a map area as the text it was read from", () => {
    const query = parseSearchQuery({ bounds: "26.1,-98.3,26.3,-98.1", sort: "price-asc" });
    const params = searchQueryToParams(query);
    expect(params.toString()).toBe("bounds=26.1%2C-98.3%2C26.3%2C-98.1&sort=price-asc");
    expect(parseSearchQuery(params)).toEqual(query);
  });
});
