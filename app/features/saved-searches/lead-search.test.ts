import { describe, expect, it } from "vitest";
import { filtersOfQuery, filtersToQuery, leadSearchName, leadSearchSchema, seedFilters, type SeedListing } from "./lead-search";

const home = (fields: Partial<SeedListing> = {}): SeedListing => ({ city: "McAllen", propertyType: "Residential", listPrice: 250_000, bedroomsTotal: 3, ...fields });

describe("the search suggested for a lead", () => {
  it("starts from the listing asked about: its city, kind, a round band around its price and its bedrooms", () => {
    expect(seedFilters([home()])).toEqual({ city: "mcallen", kind: "buy", minPrice: 200_000, maxPrice: 300_000, beds: 3 });
  });

  it("rounds a rent's band in hundreds, and reads a lease as renting", () => {
    expect(seedFilters([home({ propertyType: "ResidentialLease", listPrice: 1_500, bedroomsTotal: 2 })])).toEqual({ city: "mcallen", kind: "rent", minPrice: 1_200, maxPrice: 1_800, beds: 2 });
  });

  it("spans favorites: the band from the cheapest to the dearest, the fewest bedrooms, no city when they differ", () => {
    expect(seedFilters([home({ listPrice: 180_000, bedroomsTotal: 4 }), home({ city: "Mission", listPrice: 320_000, bedroomsTotal: 3 })])).toEqual({
      kind: "buy",
      minPrice: 150_000,
      maxPrice: 380_000,
      beds: 3,
    });
  });

  it("leaves out what the listings don't say or disagree on", () => {
    expect(seedFilters([home({ city: "Brownsville", listPrice: null, bedroomsTotal: null })])).toEqual({ kind: "buy" });
    expect(seedFilters([home({ propertyType: "CommercialSale" }), home({ propertyType: "ResidentialLease" })])).toMatchObject({ kind: "buy" });
    expect(seedFilters([home({ bedroomsTotal: 3 }), home({ bedroomsTotal: null })])).not.toHaveProperty("beds");
    expect(seedFilters([])).toEqual({ kind: "buy" });
  });

  it("is named in the lead's language", () => {
    const filters = seedFilters([home()]);
    expect(leadSearchName(filters, "en")).toBe("3+ bd homes for sale in McAllen at $200K–$300K");
    expect(leadSearchName(filters, "es")).toMatch(/McAllen/);
    expect(leadSearchName(filters, "es")).not.toBe(leadSearchName(filters, "en"));
  });
});

describe("a lead's search as a query", () => {
  it("is the search page's query string, and reads back", () => {
    const filters = { city: "mission", kind: "rent", minPrice: 1_000, maxPrice: 2_000, beds: 2 } as const;
    expect(filtersToQuery(filters)).toBe("city=mission&kind=rent&minPrice=1000&maxPrice=2000&beds=2");
    expect(filtersOfQuery(filtersToQuery(filters))).toEqual(filters);
    expect(filtersOfQuery("pool=true")).toEqual({ kind: "buy" });
  });
});

describe("the lead-search form", () => {
  const valid = { name: "Casas en McAllen", city: "mcallen", kind: "buy", minPrice: "200000", maxPrice: "300000", beds: "3", frequency: "daily" };
  const codes = (input: Record<string, string>) => {
    const result = leadSearchSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("reads numbers and leaves blanks out", () => {
    expect(leadSearchSchema.parse(valid)).toEqual({ name: "Casas en McAllen", city: "mcallen", kind: "buy", minPrice: 200_000, maxPrice: 300_000, beds: 3, frequency: "daily" });
    expect(leadSearchSchema.parse({ ...valid, city: "", minPrice: "", maxPrice: "", beds: "" })).toEqual({ name: "Casas en McAllen", kind: "buy", frequency: "daily" });
  });

  it("refuses each bad field with its own code", () => {
    expect(codes({ ...valid, name: "  " })).toEqual({ name: "required" });
    expect(codes({ ...valid, name: "x".repeat(81) })).toEqual({ name: "tooLong" });
    expect(codes({ ...valid, city: "brownsville", kind: "lease", frequency: "off" })).toEqual({ city: "choice", kind: "choice", frequency: "choice" });
    expect(codes({ ...valid, minPrice: "abc", beds: "0" })).toEqual({ minPrice: "number", beds: "number" });
    expect(codes({ ...valid, minPrice: "12.5" })).toEqual({ minPrice: "number" });
    expect(codes({ ...valid, minPrice: "400000" })).toEqual({ maxPrice: "priceOrder" });
  });
});
