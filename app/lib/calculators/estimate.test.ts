import { describe, expect, it } from "vitest";
import { estimatePayment } from "./estimate";
import { countyTaxRates } from "./mortgage";

describe("the property page's payment estimate (issue 44, item 3)", () => {
  it("uses the listing's own taxes and HOA dues where it has them, and says so", () => {
    const estimate = estimatePayment(607_000, { taxAnnualAmount: 13_967, associationFee: 140 });
    expect(estimate.result.tax).toBeCloseTo(13_967 / 12, 2);
    expect(estimate.result.hoa).toBe(140);
    expect(estimate.from).toEqual({ tax: "listing", hoa: "listing" });
    expect(estimate.assumptions.taxRate).toBeCloseTo((13_967 / 607_000) * 100, 6);
    expect(estimatePayment(289_500, { taxAnnualAmount: 6_100 }).result.tax).toBeCloseTo(6_100 / 12, 2);
  });

  it("falls back to the county's tax rate and no HOA where the listing is silent, or its tax can't be one", () => {
    for (const costs of [{}, { taxAnnualAmount: null, associationFee: null }, { taxAnnualAmount: 0 }, { taxAnnualAmount: 90_000 }]) {
      const estimate = estimatePayment(300_000, costs);
      expect(estimate.from).toEqual({ tax: "estimate", hoa: "none" });
      expect(estimate.result.tax).toBeCloseTo((300_000 * countyTaxRates.hidalgo) / 100 / 12, 2);
      expect(estimate.result.hoa).toBe(0);
    }
  });
});
