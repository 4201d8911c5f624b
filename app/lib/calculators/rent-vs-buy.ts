import { monthlyPayment, monthlyRate, nonNegative, paymentCount } from "./amortization";
import { downPaymentAmount, needsPmi, type HousingCosts, type LoanInput } from "./mortgage";

export interface RentVsBuyInput extends LoanInput, HousingCosts {
  /** Rent today, dollars per month. */
  rent: number;
  /** Yearly rent increase, percent. */
  rentIncrease: number;
  /** Upkeep per year, percent of the home's value. */
  maintenance: number;
  /** Yearly change in the home's value, percent; may be negative. */
  appreciation: number;
  /** What the down payment and closing costs would earn invested instead, percent per year. */
  investmentReturn: number;
  /** Agent commissions and seller costs when selling, percent of the sale price. */
  sellingCosts: number;
  /** Buyer's closing costs, percent of the price. */
  closingCosts: number;
  /** How many years to compare. */
  years: number;
}

/** Where each path stands after a number of years. */
export interface RentVsBuyYear {
  year: number;
  /** Rent paid so far. */
  rentCost: number;
  /** Everything paid to buy and own, less what selling would bring back, plus the returns the cash up front gave up. */
  buyCost: number;
  /** Every dollar spent to buy and own, up front and monthly. */
  buyPaid: number;
  homeValue: number;
  loanBalance: number;
  /** What the seller keeps: the value less selling costs and the loan payoff. */
  saleProceeds: number;
  /** The investment return the cash up front would have earned. */
  opportunityCost: number;
}

export interface RentVsBuyResult extends RentVsBuyYear {
  /** Cash up front: down payment and closing costs. */
  upfront: number;
  /** Which path costs less after the chosen years, and by how much. */
  cheaper: "buy" | "rent" | "same";
  difference: number;
  /** The first year in which buying costs no more than renting, if any within MAX_YEARS. */
  breakEvenYear: number | null;
}

export const MAX_YEARS = 30;
/** Automatic PMI cancellation under the Homeowners Protection Act: the balance reaches 78% of the price. */
const PMI_CANCEL_LOAN_TO_VALUE = 0.78;

/** Growth rates may be negative (a falling market) but never take a value below zero. */
function growth(percent: number): number {
  return Number.isFinite(percent) ? Math.max(-0.99, percent / 100) : 0;
}

function upfrontCash(input: RentVsBuyInput): number {
  const price = nonNegative(input.price);
  return downPaymentAmount(price, input.down, input.downType) + (price * nonNegative(input.closingCosts)) / 100;
}

/**
 * A month-by-month simulation. Tax, insurance and upkeep follow the home's
 * value, which changes once a year; rent rises once a year; the loan
 * amortizes monthly and PMI stops at 78% of the price. It always runs the
 * full MAX_YEARS to find the break-even year, and keeps the chosen year.
 */
function simulate(input: RentVsBuyInput, years: number): { chosen: RentVsBuyYear; breakEvenYear: number | null } {
  const price = nonNegative(input.price);
  const loan = price - downPaymentAmount(price, input.down, input.downType);
  const upfront = upfrontCash(input);
  const payment = monthlyPayment(loan, input.rate, input.term);
  const rate = monthlyRate(input.rate);
  const termMonths = paymentCount(input.term);
  const pmi = needsPmi(price, loan) ? (loan * nonNegative(input.pmiRate)) / 100 / 12 : 0;
  const ownershipRate = (nonNegative(input.taxRate) + nonNegative(input.maintenance)) / 100 / 12;
  const appreciation = growth(input.appreciation);
  const investment = growth(input.investmentReturn);
  const rentGrowth = growth(input.rentIncrease);
  const selling = Math.min(nonNegative(input.sellingCosts), 100) / 100;
  let balance = loan;
  let rentCost = 0;
  let buyPaid = upfront;
  /** Where both paths stand at the end of a year; year 0 is the day of purchase. */
  const standing = (year: number): RentVsBuyYear => {
    const homeValue = price * (1 + appreciation) ** year;
    const saleProceeds = homeValue * (1 - selling) - balance;
    const opportunityCost = upfront * ((1 + investment) ** year - 1);
    return { year, rentCost, buyCost: buyPaid - saleProceeds + opportunityCost, buyPaid, homeValue, loanBalance: balance, saleProceeds, opportunityCost };
  };
  let chosen = standing(0);
  let breakEvenYear: number | null = null;
  for (let year = 1; year <= MAX_YEARS; year++) {
    const valueFactor = (1 + appreciation) ** (year - 1);
    const rent = nonNegative(input.rent) * (1 + rentGrowth) ** (year - 1);
    const owning = price * valueFactor * ownershipRate + (nonNegative(input.insurance) * valueFactor) / 12 + nonNegative(input.hoa);
    for (let month = (year - 1) * 12 + 1; month <= year * 12; month++) {
      rentCost += rent;
      buyPaid += owning;
      if (month > termMonths || balance <= 0) continue;
      if (balance > price * PMI_CANCEL_LOAN_TO_VALUE) buyPaid += pmi;
      const interest = balance * rate;
      const principal = Math.min(balance, payment - interest);
      buyPaid += interest + principal;
      balance -= principal;
    }
    const row = standing(year);
    if (year === years) chosen = row;
    if (breakEvenYear === null && row.buyCost <= row.rentCost) breakEvenYear = year;
  }
  return { chosen, breakEvenYear };
}

/** The net cost of renting and of buying after the chosen years, and the year buying breaks even. */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const years = Math.min(MAX_YEARS, Math.max(1, Math.round(Number.isFinite(input.years) ? input.years : 1)));
  const { chosen, breakEvenYear } = simulate(input, years);
  const gap = chosen.rentCost - chosen.buyCost;
  return {
    ...chosen,
    upfront: upfrontCash(input),
    cheaper: Math.abs(gap) < 0.5 ? "same" : gap > 0 ? "buy" : "rent",
    difference: Math.abs(gap),
    breakEvenYear,
  };
}
