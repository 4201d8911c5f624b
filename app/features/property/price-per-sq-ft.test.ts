import { describe, expect, it } from "vitest";
import { pricePerSqFt } from "./price-per-sq-ft";

const home = { propertyType: "Residential", listPrice: 300_000, livingArea: 2_000, buildingAreaTotal: null };

describe("pricePerSqFt", () => {
  it("divides a sale's price by its living area, to the dollar", () => {
    expect(pricePerSqFt(home)).toBe(150);
    expect(pricePerSqFt({ ...home, listPrice: 299_999, livingArea: 1_999 })).toBe(150);
  });

  it("uses a commercial building's total area, else its living area", () => {
    expect(pricePerSqFt({ propertyType: "CommercialSale", listPrice: 1_000_000, livingArea: 1_000, buildingAreaTotal: 8_000 })).toBe(125);
    expect(pricePerSqFt({ propertyType: "CommercialSale", listPrice: 1_000_000, livingArea: 4_000, buildingAreaTotal: null })).toBe(250);
  });

  it("says nothing of rents, land, or a listing without an area", () => {
    expect(pricePerSqFt({ ...home, propertyType: "ResidentialLease", listPrice: 1_800 })).toBeNull();
    expect(pricePerSqFt({ ...home, propertyType: "CommercialLease" })).toBeNull();
    expect(pricePerSqFt({ ...home, propertyType: "Land" })).toBeNull();
    expect(pricePerSqFt({ ...home, livingArea: null })).toBeNull();
    expect(pricePerSqFt({ ...home, livingArea: 0 })).toBeNull();
  });
});
