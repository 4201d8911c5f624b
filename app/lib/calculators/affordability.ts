import { monthlyPayment, nonNegative } from "./amortization";
import { mortgagePayment, type HousingCosts, type MortgageResult } from "./mortgage";

export interface AffordabilityInput extends HousingCosts {
  /** Gross monthly income, dollars. */
  income: number;
  /** Monthly payments on other debts: cars, student loans, cards. */
  debts: number;
  /** Cash for the down payment, dollars. */
  down: number;
  rate: number;
  term: number;
  /** Housing payment as a percent of income (front-end ratio). */
  frontRatio: number;
  /** Housing plus other debts as a percent of income (back-end ratio). */
  backRatio: number;
}

export interface AffordabilityResult {
  frontLimit: number;
  backLimit: number;
  /** The lower of the two limits: the most the whole housing payment may be. */
  maxPayment: number;
  limitedBy: "front" | "back";
  maxPrice: number;
  /** The payment at the maximum price, part by part. */
  payment: MortgageResult;
}

/** A price bound so absurd inputs still give a finite answer. */
const PRICE_CAP = 1_000_000_000;

/**
 * The payment grows linearly with the price, except for a step where PMI
 * starts (down payment under 20%). So the price is solved in closed form on
 * each side of the step: without PMI first, and only when that price needs
 * PMI, with PMI, never below the step itself.
 */
function solvePrice(budget: number, input: AffordabilityInput): number {
  const down = nonNegative(input.down);
  const fixed = nonNegative(input.insurance) / 12 + nonNegative(input.hoa);
  const available = budget - fixed;
  if (available <= 0) return 0;
  const taxPerDollar = nonNegative(input.taxRate) / 100 / 12;
  if (taxPerDollar > 0 && available / taxPerDollar <= down) return available / taxPerDollar;
  const perLoanDollar = monthlyPayment(1, input.rate, input.term);
  const noPmiSlope = perLoanDollar + taxPerDollar;
  if (noPmiSlope === 0) return down;
  const withoutPmi = (available + perLoanDollar * down) / noPmiSlope;
  const pmiStep = down / 0.2;
  if (withoutPmi <= pmiStep) return withoutPmi;
  const pmiPerDollar = nonNegative(input.pmiRate) / 100 / 12;
  const withPmi = (available + (perLoanDollar + pmiPerDollar) * down) / (noPmiSlope + pmiPerDollar);
  return Math.max(pmiStep, withPmi);
}

/** The largest housing payment the ratios allow, and the price it buys. */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const income = nonNegative(input.income);
  const frontLimit = (income * nonNegative(input.frontRatio)) / 100;
  const backLimit = Math.max(0, (income * nonNegative(input.backRatio)) / 100 - nonNegative(input.debts));
  const maxPayment = Math.min(frontLimit, backLimit);
  const maxPrice = Math.min(PRICE_CAP, solvePrice(maxPayment, input));
  return {
    frontLimit,
    backLimit,
    maxPayment,
    limitedBy: backLimit < frontLimit ? "back" : "front",
    maxPrice,
    payment: mortgagePayment({ ...input, price: maxPrice, down: nonNegative(input.down), downType: "amount" }),
  };
}
