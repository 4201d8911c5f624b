import { monthlyPayment, nonNegative } from "./amortization";

export const downPaymentTypes = ["percent", "amount"] as const;
export type DownPaymentType = (typeof downPaymentTypes)[number];

export const loanTerms = [15, 20, 30] as const;
export type LoanTerm = (typeof loanTerms)[number];

/**
 * Combined property-tax rates (county, city, school district and other
 * units, per $100 of value, before exemptions) are estimates: the real rate
 * depends on the address, so the form shows them as editable assumptions.
 */
export const countyTaxRates = { hidalgo: 2.3, cameron: 2.4, starr: 2.5, willacy: 2.5 } as const;
export type County = keyof typeof countyTaxRates;
export const counties = Object.keys(countyTaxRates) as County[];

/** Conventional loans charge PMI until the buyer owns 20% of the home. */
const PMI_LOAN_TO_VALUE = 0.8;

export interface LoanInput {
  price: number;
  /** A percent of the price or a dollar amount, as downType says. */
  down: number;
  downType: DownPaymentType;
  /** Annual interest rate, percent. */
  rate: number;
  /** Years. */
  term: number;
}

export interface HousingCosts {
  /** Annual property tax, percent of the price. */
  taxRate: number;
  /** Homeowners insurance, dollars per year. */
  insurance: number;
  /** HOA dues, dollars per month. */
  hoa: number;
  /** Annual PMI, percent of the loan. */
  pmiRate: number;
}

export type MortgageInput = LoanInput & HousingCosts;

export interface MortgageResult {
  price: number;
  downPayment: number;
  downPercent: number;
  loanAmount: number;
  principalAndInterest: number;
  tax: number;
  insurance: number;
  hoa: number;
  pmi: number;
  pmiRequired: boolean;
  total: number;
}

/** The down payment in dollars, never more than the price. */
export function downPaymentAmount(price: number, down: number, downType: DownPaymentType): number {
  const value = nonNegative(price);
  const amount = downType === "percent" ? (value * Math.min(nonNegative(down), 100)) / 100 : nonNegative(down);
  return Math.min(amount, value);
}

/** Half a cent of tolerance keeps exactly 20% down from counting as less through rounding. */
export function needsPmi(price: number, loanAmount: number): boolean {
  return loanAmount - price * PMI_LOAN_TO_VALUE > 0.005;
}

/** The monthly payment and its parts, for a loan of the price less the down payment. */
export function mortgagePayment(input: MortgageInput): MortgageResult {
  const price = nonNegative(input.price);
  const downPayment = downPaymentAmount(price, input.down, input.downType);
  const loanAmount = price - downPayment;
  const pmiRequired = needsPmi(price, loanAmount);
  const principalAndInterest = monthlyPayment(loanAmount, input.rate, input.term);
  const tax = (price * nonNegative(input.taxRate)) / 100 / 12;
  const insurance = nonNegative(input.insurance) / 12;
  const hoa = nonNegative(input.hoa);
  const pmi = pmiRequired ? (loanAmount * nonNegative(input.pmiRate)) / 100 / 12 : 0;
  return {
    price,
    downPayment,
    downPercent: price > 0 ? (downPayment / price) * 100 : 0,
    loanAmount,
    principalAndInterest,
    tax,
    insurance,
    hoa,
    pmi,
    pmiRequired,
    total: principalAndInterest + tax + insurance + hoa + pmi,
  };
}

/** The same down payment in the other unit, so switching between percent and dollars keeps its meaning. */
export function convertDown(price: number, down: number, from: DownPaymentType, to: DownPaymentType): number {
  if (from === to) return down;
  const amount = downPaymentAmount(price, down, from);
  if (to === "amount") return Math.round(amount);
  const value = nonNegative(price);
  return value > 0 ? Math.round((amount / value) * 10_000) / 100 : 0;
}
