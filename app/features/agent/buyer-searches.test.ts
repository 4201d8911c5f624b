import { describe, expect, it } from "vitest";
import { buyerSearches, searchShape } from "./buyer-searches";

describe("what buyers search", () => {
  it("reads city, price band and kind from every way a search names them", () => {
    expect(searchShape("city=mission&minPrice=200000&maxPrice=280000&kind=buy")).toEqual({ city: "mission", price: "under-300k", kind: "buy" });
    expect(searchShape("location=pharr&priceRange=300k-500k&propertyType=condo")).toEqual({ city: "pharr", price: "300k-500k", kind: "buy" });
    expect(searchShape("community=sharyland-plantation&minPrice=650000")).toEqual({ city: "mission", price: "500k-plus", kind: "any" });
    expect(searchShape("type=CommercialSale&maxPrice=900000")).toEqual({ city: "any", price: "500k-plus", kind: "commercial" });
    expect(searchShape("kind=rent&maxPrice=1800&city=edinburg")).toEqual({ city: "edinburg", price: "rent", kind: "rent" });
  });

  it("counts a search the parser refuses as open in every way, never failing", () => {
    expect(searchShape("city=atlantis&maxPrice=lots&kind=castle")).toEqual({ city: "any", price: "any", kind: "any" });
    expect(searchShape("")).toEqual({ city: "any", price: "any", kind: "any" });
  });

  it("tallies the most searched first and what buyers left open last", () => {
    const searches = buyerSearches([
      { query: "", count: 1 },
      { query: "city=mcallen", count: 1 },
      { query: "city=pharr", count: 1 },
      { query: "city=mcallen&kind=buy", count: 1 },
    ]);
    expect(searches.total).toBe(4);
    expect(searches.byCity).toEqual([
      { key: "mcallen", count: 2 },
      { key: "pharr", count: 1 },
      { key: "any", count: 1 },
    ]);
    expect(searches.byKind).toEqual([
      { key: "buy", count: 1 },
      { key: "any", count: 3 },
    ]);
  });

  it("weighs each distinct query by how many saved searches share it", () => {
    const searches = buyerSearches([
      { query: "city=mission&kind=rent", count: 40 },
      { query: "location=mission", count: 2 },
    ]);
    expect(searches.total).toBe(42);
    expect(searches.byCity).toEqual([{ key: "mission", count: 42 }]);
    expect(searches.byKind).toEqual([
      { key: "rent", count: 40 },
      { key: "any", count: 2 },
    ]);
  });
});
