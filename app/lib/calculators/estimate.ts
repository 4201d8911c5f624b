import { mortgagePayment } from "./mortgage";
import { defaultTool } from "./schemas";

const MAX_TAX_SHARE = 0.1;

/** What a listing says of its yearly taxes and monthly HOA dues, where it says. */
export interface ListingCosts {
  readonly taxAnnualAmount?: number | null;
  readonly associationFee?: number | null;
}

/**
 * The monthly cost of buying at a price with the mortgage calculator's
 * default assumptions, worked out by the loader so that the property page
 * ships neither the schemas nor the sums. The listing's own taxes and HOA
 * dues stand where it has them (issue 44, item 3); only what it lacks is the
 * calculator's estimate (the county's tax rate, no HOA), and the result says
 * which is which.
 */
export function estimatePayment(price: number, costs: ListingCosts = {}) {
  const defaults = defaultTool("mortgage");
  // A tax bill over a tenth of the price is a typing slip in the feed, not a Texas tax: the estimate stands instead.
  const taxFromListing = Boolean(costs.taxAnnualAmount && costs.taxAnnualAmount > 0 && price > 0 && costs.taxAnnualAmount <= price * MAX_TAX_SHARE);
  const hoaFromListing = Boolean(costs.associationFee && costs.associationFee > 0);
  const taxRate = taxFromListing ? ((costs.taxAnnualAmount ?? 0) / price) * 100 : defaults.taxRate;
  const input = { ...defaults, price, taxRate, hoa: hoaFromListing ? (costs.associationFee ?? 0) : defaults.hoa };
  return {
    assumptions: { down: input.down, term: input.term, rate: input.rate, taxRate: input.taxRate, hoa: input.hoa },
    from: { tax: taxFromListing ? ("listing" as const) : ("estimate" as const), hoa: hoaFromListing ? ("listing" as const) : ("none" as const) },
    result: mortgagePayment(input),
  };
}

export type PaymentEstimate = ReturnType<typeof estimatePayment>;
