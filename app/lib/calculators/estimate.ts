import { mortgagePayment } from "./mortgage";
import { defaultTool } from "./schemas";

/**
 * The monthly cost of buying at a price with the mortgage calculator's
 * default assumptions, worked out by the loader so that the property page
 * ships neither the schemas nor the sums.
 */
export function estimatePayment(price: number) {
  const input = { ...defaultTool("mortgage"), price };
  return { assumptions: { down: input.down, term: input.term, rate: input.rate }, result: mortgagePayment(input) };
}

export type PaymentEstimate = ReturnType<typeof estimatePayment>;
