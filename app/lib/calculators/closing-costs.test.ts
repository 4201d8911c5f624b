import { describe, expect, it } from "vitest";
import { closingCosts, type ClosingCostInput } from "./closing-costs";

const base: ClosingCostInput = {
  price: 250_000,
  down: 10,
  downType: "percent",
  rate: 6.5,
  originationPct: 1,
  appraisal: 600,
  lenderTitle: 400,
  survey: 450,
  escrowFee: 500,
  otherFees: 250,
  prepaidDays: 15,
  taxRate: 2.3,
  taxMonths: 3,
  insurance: 2_400,
  insuranceMonths: 14,
};

describe("closingCosts", () => {
  it("itemizes fees and prepaids and adds the down payment for the cash to close", () => {
    const result = closingCosts(base);
    expect(result.loanAmount).toBe(225_000);
    expect(result.downPayment).toBe(25_000);
    expect(result.items.origination).toBe(2_250);
    // 15 days of interest at 6.5% on $225,000 over a 365-day year.
    expect(result.items.prepaidInterest).toBeCloseTo(601.03, 2);
    expect(result.items.taxEscrow).toBeCloseTo(1_437.5, 2);
    expect(result.items.insuranceEscrow).toBeCloseTo(2_800, 2);
    expect(result.fees).toBe(4_450);
    expect(result.prepaids).toBeCloseTo(4_838.53, 2);
    expect(result.closingCosts).toBeCloseTo(9_288.53, 2);
    expect(result.cashToClose).toBeCloseTo(34_288.53, 2);
  });

  it("drops the lender's charges on a cash purchase", () => {
    const result = closingCosts({ ...base, down: 100 });
    expect(result.loanAmount).toBe(0);
    expect(result.items).toMatchObject({ origination: 0, appraisal: 0, lenderTitle: 0, prepaidInterest: 0, taxEscrow: 0 });
    expect(result.closingCosts).toBe(450 + 500 + 250 + 2_800);
    expect(result.cashToClose).toBe(250_000 + 4_000);
  });

  it("never throws and clamps NaN and negative items to zero", () => {
    const result = closingCosts({ ...base, price: Number.NaN, appraisal: -600, survey: Number.NaN, prepaidDays: -3 });
    expect(result.items.appraisal).toBe(0);
    expect(result.items.survey).toBe(0);
    expect(result.cashToClose).toBe(500 + 250 + 2_800);
  });
});
