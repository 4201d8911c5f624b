import { describe, expect, it } from "vitest";
import { rentVsBuy, type RentVsBuyInput } from "./rent-vs-buy";

/** Everything at zero, so each test turns on only what it checks. */
const zero: RentVsBuyInput = {
  rent: 0,
  rentIncrease: 0,
  price: 0,
  down: 0,
  downType: "amount",
  rate: 0,
  term: 30,
  taxRate: 0,
  insurance: 0,
  hoa: 0,
  pmiRate: 0,
  maintenance: 0,
  appreciation: 0,
  investmentReturn: 0,
  sellingCosts: 0,
  closingCosts: 0,
  years: 5,
};

describe("rentVsBuy", () => {
  it("counts a 0% loan's payments back as equity when the home sells", () => {
    const result = rentVsBuy({ ...zero, rent: 1_000, price: 120_000, term: 10, years: 5 });
    expect(result.rentCost).toBe(60_000);
    expect(result.buyPaid).toBeCloseTo(60_000, 6);
    expect(result.loanBalance).toBeCloseTo(60_000, 6);
    expect(result.saleProceeds).toBeCloseTo(60_000, 6);
    expect(result.buyCost).toBeCloseTo(0, 6);
    expect(result.cheaper).toBe("buy");
    expect(result.difference).toBeCloseTo(60_000, 6);
    expect(result.breakEvenYear).toBe(1);
  });

  it("amortizes the loan: $200,000 at 6% over 30 years owes $186,108.71 after 5 years", () => {
    const result = rentVsBuy({ ...zero, price: 200_000, rate: 6, years: 5 });
    expect(result.loanBalance).toBeCloseTo(186_108.71, 2);
    expect(result.buyPaid).toBeCloseTo(1_199.1 * 60, 0);
  });

  it("raises the rent once a year", () => {
    expect(rentVsBuy({ ...zero, rent: 1_000, rentIncrease: 10, years: 2 }).rentCost).toBeCloseTo(25_200, 6);
  });

  it("charges the return the cash up front would have earned, and selling costs", () => {
    const input = { ...zero, rent: 500, price: 100_000, down: 100, downType: "percent", investmentReturn: 5, sellingCosts: 10, years: 2 } as const;
    const result = rentVsBuy(input);
    expect(result.upfront).toBe(100_000);
    expect(result.saleProceeds).toBeCloseTo(90_000, 6);
    expect(result.opportunityCost).toBeCloseTo(10_250, 6);
    expect(result.buyCost).toBeCloseTo(20_250, 6);
    expect(result.rentCost).toBe(12_000);
    expect(result.cheaper).toBe("rent");
    expect(result.difference).toBeCloseTo(8_250, 6);
    expect(result.breakEvenYear).toBeNull();
  });

  it("grows the home's value, tax and upkeep with appreciation", () => {
    const result = rentVsBuy({ ...zero, price: 100_000, down: 100_000, taxRate: 2, maintenance: 1, appreciation: 10, years: 2 });
    expect(result.homeValue).toBeCloseTo(121_000, 6);
    // Year one on $100,000, year two on $110,000, at 3% a year.
    expect(result.buyPaid).toBeCloseTo(100_000 + 3_000 + 3_300, 6);
  });

  it("stops PMI once the balance reaches 78% of the price", () => {
    const input = { ...zero, price: 100_000, down: 10, downType: "percent", rate: 0, term: 15, pmiRate: 1.2, years: 5 } as const;
    // $90,000 over 180 months pays $500 a month; the balance reaches $78,000 after 24 payments.
    expect(rentVsBuy(input).buyPaid).toBeCloseTo(10_000 + 500 * 60 + 90 * 24, 6);
  });

  it("finds the first year buying costs no more than renting", () => {
    const input: RentVsBuyInput = {
      rent: 1_800, rentIncrease: 3, price: 250_000, down: 10, downType: "percent", rate: 6.5, term: 30, taxRate: 2.3,
      insurance: 2_400, hoa: 0, pmiRate: 0.5, maintenance: 1, appreciation: 4, investmentReturn: 5, sellingCosts: 7, closingCosts: 3, years: 10,
    };
    const { breakEvenYear } = rentVsBuy(input);
    expect(breakEvenYear).not.toBeNull();
    const year = breakEvenYear ?? 0;
    const at = rentVsBuy({ ...input, years: year });
    expect(at.buyCost).toBeLessThanOrEqual(at.rentCost);
    if (year > 1) {
      const before = rentVsBuy({ ...input, years: year - 1 });
      expect(before.buyCost).toBeGreaterThan(before.rentCost);
    }
  });

  it("clamps the years and never throws on nonsense", () => {
    expect(rentVsBuy({ ...zero, years: 99 }).year).toBe(30);
    expect(rentVsBuy({ ...zero, years: -4 }).year).toBe(1);
    const result = rentVsBuy({ ...zero, rent: Number.NaN, price: -1, appreciation: Number.NaN, years: Number.NaN });
    expect(result.year).toBe(1);
    expect(result.buyCost).toBe(0);
    expect(result.cheaper).toBe("same");
  });
});
