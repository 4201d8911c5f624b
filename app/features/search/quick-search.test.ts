import { describe, expect, it } from "vitest";
import { citySlugs } from "~/lib/cities";
import { quickSearchOptions, quickSearchParams, readQuickSearch } from "./quick-search";

describe("quickSearchParams", () => {
  it("sends nothing for an empty form", () => {
    expect(quickSearchParams({ q: "", location: "all", priceRange: "all", propertyType: "all" }).toString()).toBe("");
  });

  it("trims the text and sends q only when something is left", () => {
    expect(quickSearchParams({ q: "   " }).has("q")).toBe(false);
    expect(quickSearchParams({ q: "  Tres Lagos " }).get("q")).toBe("Tres Lagos");
  });

  it("sends the selects only when chosen and not all", () => {
    const params = quickSearchParams({ q: "pool", location: "mission", priceRange: "all", propertyType: "land" });
    expect(Object.fromEntries(params)).toEqual({ q: "pool", location: "mission", propertyType: "land" });
  });

  it("accepts every option the spec lists, and every city the site covers", () => {
    for (const priceRange of ["under-300k", "300k-500k", "500k-plus"]) {
      expect(quickSearchParams({ priceRange }).get("priceRange")).toBe(priceRange);
    }
    for (const location of ["mcallen", "mission", "edinburg", "pharr", "weslaco", "san-juan", "alamo", "donna"]) {
      expect(quickSearchParams({ location }).get("location")).toBe(location);
    }
    expect(quickSearchOptions.location).toEqual(["all", ...citySlugs]);
    for (const propertyType of ["single-family", "condo", "commercial", "land"]) {
      expect(quickSearchParams({ propertyType }).get("propertyType")).toBe(propertyType);
    }
  });

  it("drops values that are not options", () => {
    expect(quickSearchParams({ location: "houston", priceRange: "free", propertyType: "castle" }).toString()).toBe("");
  });
});

describe("readQuickSearch", () => {
  it("fills absent fields with all", () => {
    expect(readQuickSearch(new URLSearchParams("q=casita&location=pharr"))).toEqual({
      q: "casita",
      location: "pharr",
      priceRange: "all",
      propertyType: "all",
    });
  });
});
