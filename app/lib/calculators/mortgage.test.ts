import { describe, expect, it } from "vitest";
import { monthlyPayment } from "./amortization";
import { convertDown, downPaymentAmount, mortgagePayment, type MortgageInput } from "./mortgage";

describe("monthlyPayment", () => {
  it.each([
    { principal: 200_000, rate: 6, years: 30, payment: 1_199.1 },
    { principal: 250_000, rate: 6.5, years: 30, payment: 1_580.17 },
    { principal: 100_000, rate: 4, years: 30, payment: 477.42 },
    { principal: 200_000, rate: 6, years: 15, payment: 1_687.71 },
    { principal: 100_000, rate: 5, years: 15, payment: 790.79 },
    { principal: 300_000, rate: 7, years: 20, payment: 2_325.9 },
    { principal: 100_000, rate: 0, years: 15, payment: 555.56 },
    { principal: 360_000, rate: 0, years: 30, payment: 1_000 },
  ])("$principal at $rate% for $years years is $payment a month", ({ principal, rate, years, payment }) => {
    expect(monthlyPayment(principal, rate, years)).toBeCloseTo(payment, 2);
  });

  it.each([
    [0, 6, 30],
    [-100_000, 6, 30],
    [Number.NaN, 6, 30],
    [200_000, 6, 0],
    [200_000, 6, Number.NaN],
    [Number.POSITIVE_INFINITY, 6, 30],
  ])("answers 0 for a loan of %s at %s%% over %s years", (principal, rate, years) => {
    expect(monthlyPayment(principal, rate, years)).toBe(0);
  });

  it("treats a negative or unreadable rate as 0%", () => {
    expect(monthlyPayment(120_000, -3, 10)).toBeCloseTo(1_000, 6);
    expect(monthlyPayment(120_000, Number.NaN, 10)).toBeCloseTo(1_000, 6);
  });
});

const base: MortgageInput = {
  price: 250_000,
  down: 20,
  downType: "percent",
  rate: 6,
  term: 30,
  taxRate: 2.3,
  insurance: 2_400,
  hoa: 50,
  pmiRate: 0.5,
};

describe("mortgagePayment", () => {
  it("adds tax, insurance and HOA to principal and interest, without PMI at 20% down", () => {
    const result = mortgagePayment(base);
    expect(result.loanAmount).toBe(200_000);
    expect(result.downPayment).toBe(50_000);
    expect(result.principalAndInterest).toBeCloseTo(1_199.1, 2);
    expect(result.tax).toBeCloseTo(479.17, 2);
    expect(result.insurance).toBe(200);
    expect(result.hoa).toBe(50);
    expect(result.pmiRequired).toBe(false);
    expect(result.pmi).toBe(0);
    expect(result.total).toBeCloseTo(1_928.27, 2);
  });

  it("charges PMI on the loan when less than 20% is down", () => {
    const result = mortgagePayment({ ...base, down: 10 });
    expect(result.loanAmount).toBe(225_000);
    expect(result.principalAndInterest).toBeCloseTo(1_348.99, 2);
    expect(result.pmiRequired).toBe(true);
    expect(result.pmi).toBeCloseTo(93.75, 2);
    expect(result.total).toBeCloseTo(1_348.99 + 479.17 + 200 + 50 + 93.75, 1);
  });

  it("takes the down payment as a dollar amount", () => {
    const result = mortgagePayment({ ...base, down: 50_000, downType: "amount" });
    expect(result.loanAmount).toBe(200_000);
    expect(result.downPercent).toBe(20);
    expect(result.pmiRequired).toBe(false);
  });

  it("prices a 15-year loan", () => {
    const result = mortgagePayment({ ...base, term: 15, taxRate: 0, insurance: 0, hoa: 0 });
    expect(result.total).toBeCloseTo(1_687.71, 2);
  });

  it("never throws and never goes negative on empty or nonsense input", () => {
    const nonsense = { price: Number.NaN, down: -5, downType: "percent", rate: Number.NaN, term: -30, taxRate: -1, insurance: Number.NaN, hoa: -10, pmiRate: Number.POSITIVE_INFINITY } as const;
    const result = mortgagePayment(nonsense);
    for (const value of Object.values(result)) if (typeof value === "number") expect(value).toBe(0);
  });

  it("caps the down payment at the price", () => {
    expect(downPaymentAmount(100_000, 150, "percent")).toBe(100_000);
    expect(downPaymentAmount(100_000, 250_000, "amount")).toBe(100_000);
    expect(mortgagePayment({ ...base, down: 300_000, downType: "amount" }).principalAndInterest).toBe(0);
  });
});

describe("convertDown", () => {
  it("turns a percent into dollars and back", () => {
    expect(convertDown(250_000, 10, "percent", "amount")).toBe(25_000);
    expect(convertDown(250_000, 25_000, "amount", "percent")).toBe(10);
    expect(convertDown(333_333, 12_345, "amount", "percent")).toBe(3.7);
    expect(convertDown(250_000, 10, "percent", "percent")).toBe(10);
  });

  it("answers zero without a price", () => {
    expect(convertDown(0, 5_000, "amount", "percent")).toBe(0);
    expect(convertDown(Number.NaN, 10, "percent", "amount")).toBe(0);
  });
});
