import { describe, expect, it } from "vitest";
import { affordability, type AffordabilityInput } from "./affordability";
import { mortgagePayment } from "./mortgage";

const base: AffordabilityInput = {
  income: 6_000,
  debts: 400,
  down: 15_000,
  rate: 6.5,
  term: 30,
  taxRate: 2.3,
  insurance: 2_400,
  hoa: 0,
  pmiRate: 0.5,
  frontRatio: 28,
  backRatio: 36,
};

/** The income at which the front-end ratio allows exactly this payment. */
function incomeFor(payment: number, frontRatio = 28): number {
  return (payment * 100) / frontRatio;
}

describe("affordability", () => {
  it("takes the lower of the front-end and back-end limits", () => {
    const front = affordability(base);
    expect(front.frontLimit).toBe(1_680);
    expect(front.backLimit).toBe(1_760);
    expect(front.maxPayment).toBe(1_680);
    expect(front.limitedBy).toBe("front");
    const back = affordability({ ...base, debts: 900 });
    expect(back.backLimit).toBe(1_260);
    expect(back.maxPayment).toBe(1_260);
    expect(back.limitedBy).toBe("back");
  });

  it("spends exactly the allowed payment at the maximum price", () => {
    const result = affordability(base);
    expect(result.payment.total).toBeCloseTo(result.maxPayment, 6);
    expect(result.payment.price).toBe(result.maxPrice);
  });

  it.each([
    { price: 300_000, down: 15_000, rate: 6.5, term: 30, hoa: 0 },
    { price: 300_000, down: 80_000, rate: 6.5, term: 30, hoa: 0 },
    { price: 180_000, down: 6_300, rate: 7.25, term: 15, hoa: 45 },
    { price: 450_000, down: 90_000, rate: 5.875, term: 20, hoa: 120 },
    { price: 150_000, down: 5_000, rate: 0, term: 30, hoa: 0 },
  ])("round-trips $price with $down down at $rate% over $term years: price → payment → price", ({ price, down, rate, term, hoa }) => {
    const costs = { taxRate: 2.3, insurance: 2_400, hoa, pmiRate: 0.5 };
    const payment = mortgagePayment({ price, down, downType: "amount", rate, term, ...costs });
    const result = affordability({ ...base, ...costs, income: incomeFor(payment.total), debts: 0, down, rate, term });
    expect(result.maxPrice).toBeCloseTo(price, 2);
    expect(result.payment.pmiRequired).toBe(payment.pmiRequired);
  });

  it("stops at 20% down when the next dollar of price would bring PMI beyond the budget", () => {
    const costs = { taxRate: 2, insurance: 1_200, hoa: 0, pmiRate: 5 };
    const atStep = mortgagePayment({ price: 100_000, down: 20_000, downType: "amount", rate: 6, term: 30, ...costs });
    const result = affordability({ ...base, ...costs, income: incomeFor(atStep.total + 1), debts: 0, down: 20_000, rate: 6, term: 30 });
    expect(result.maxPrice).toBeCloseTo(100_000, 6);
    expect(result.payment.pmiRequired).toBe(false);
  });

  it("pays cash when the budget only covers tax and insurance on less than the down payment", () => {
    const result = affordability({ ...base, income: incomeFor(400), debts: 0, down: 200_000 });
    // $400 a month, less $200 insurance, buys $200 of tax: 2.3% a year on about $104,348.
    expect(result.maxPrice).toBeCloseTo((200 * 12) / 0.023, 4);
    expect(result.payment.loanAmount).toBe(0);
  });

  it("answers zero when debts or fixed costs use up the budget", () => {
    expect(affordability({ ...base, debts: 5_000 }).maxPrice).toBe(0);
    expect(affordability({ ...base, income: 500 }).maxPrice).toBe(0);
    expect(affordability({ ...base, income: 0 }).maxPayment).toBe(0);
  });

  it("never throws on NaN or negative input", () => {
    const result = affordability({ ...base, income: Number.NaN, debts: -100, down: Number.NaN, rate: -1, term: Number.NaN, frontRatio: Number.NaN });
    expect(result.maxPrice).toBe(0);
    const noTerm = affordability({ ...base, term: 0, taxRate: 0 });
    expect(Number.isFinite(noTerm.maxPrice)).toBe(true);
  });
});
