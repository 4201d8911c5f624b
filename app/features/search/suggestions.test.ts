import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-parse";
import { nearbySearches, searchCity, widerPrice } from "./suggestions";

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));

describe("empty-state suggestions", () => {
  it("widens a price range by a quarter at each end and drops the quick-search band", () => {
    expect(widerPrice(parse("minPrice=200000&maxPrice=300000&priceRange=under-300k"))).toMatchObject({ minPrice: 150_000, maxPrice: 375_000, priceRange: undefined });
    expect(widerPrice(parse("maxPrice=1500"))).toMatchObject({ maxPrice: 1_900 });
    expect(widerPrice(parse("city=mission"))).toBeUndefined();
  });

  it("suggests the closest cities, keeping a place-bound category's property types", () => {
    expect(searchCity(parse("location=mcallen"))).toBe("mcallen");
    expect(searchCity(parse("category=mission-sharyland"))).toBe("mission");
    const nearby = nearbySearches(parse("category=mcallen-homes&beds=3"));
    expect(nearby.map((item) => item.city)).toHaveLength(3);
    expect(nearby.map((item) => item.city)).not.toContain("mcallen");
    expect(nearby[0]?.query).toMatchObject({ category: undefined, city: nearby[0]?.city, beds: 3, type: ["Residential", "ResidentialIncome", "ManufacturedInPark"] });
    expect(nearbySearches(parse("beds=3"))).toEqual([]);
  });
});
