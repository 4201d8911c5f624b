import { nonNegative } from "./amortization";
import { downPaymentAmount, type LoanInput } from "./mortgage";

export interface ClosingCostInput extends Omit<LoanInput, "term"> {
  /** Lender origination, percent of the loan. */
  originationPct: number;
  appraisal: number;
  /**
   * The lender's title policy and its endorsements. In Texas the seller
   * customarily pays for the owner's policy, so only the lender's is here.
   */
  lenderTitle: number;
  survey: number;
  /** The title company's escrow or settlement fee, buyer's share. */
  escrowFee: number;
  /** Recording, tax certificate, credit report and courier fees. */
  otherFees: number;
  /** Days of interest from closing to the end of that month. */
  prepaidDays: number;
  /** Annual property tax, percent of the price. */
  taxRate: number;
  /** Months of property tax deposited into escrow at closing. */
  taxMonths: number;
  /** Homeowners insurance, dollars per year. */
  insurance: number;
  /** Months of insurance paid at closing: the first year's premium plus the escrow cushion. */
  insuranceMonths: number;
}

export interface ClosingCostResult {
  loanAmount: number;
  downPayment: number;
  items: {
    origination: number;
    appraisal: number;
    lenderTitle: number;
    survey: number;
    escrowFee: number;
    otherFees: number;
    prepaidInterest: number;
    taxEscrow: number;
    insuranceEscrow: number;
  };
  /** Loan, title and third-party charges. */
  fees: number;
  /** Prepaid interest and the initial escrow deposits. */
  prepaids: number;
  closingCosts: number;
  cashToClose: number;
}

/** Daily interest on a mortgage accrues over a 365-day year. */
const DAYS_PER_YEAR = 365;

export function closingCosts(input: ClosingCostInput): ClosingCostResult {
  const price = nonNegative(input.price);
  const downPayment = downPaymentAmount(price, input.down, input.downType);
  const loanAmount = price - downPayment;
  // A cash purchase has no lender to require an appraisal, a lender's policy or a tax escrow.
  const financed = loanAmount > 0 ? 1 : 0;
  const items = {
    origination: (loanAmount * nonNegative(input.originationPct)) / 100,
    appraisal: nonNegative(input.appraisal) * financed,
    lenderTitle: nonNegative(input.lenderTitle) * financed,
    survey: nonNegative(input.survey),
    escrowFee: nonNegative(input.escrowFee),
    otherFees: nonNegative(input.otherFees),
    prepaidInterest: ((loanAmount * nonNegative(input.rate)) / 100 / DAYS_PER_YEAR) * nonNegative(input.prepaidDays),
    taxEscrow: ((price * nonNegative(input.taxRate)) / 100 / 12) * nonNegative(input.taxMonths) * financed,
    insuranceEscrow: (nonNegative(input.insurance) / 12) * nonNegative(input.insuranceMonths),
  };
  const fees = items.origination + items.appraisal + items.lenderTitle + items.survey + items.escrowFee + items.otherFees;
  const prepaids = items.prepaidInterest + items.taxEscrow + items.insuranceEscrow;
  const total = fees + prepaids;
  return { loanAmount, downPayment, items, fees, prepaids, closingCosts: total, cashToClose: total + downPayment };
}
