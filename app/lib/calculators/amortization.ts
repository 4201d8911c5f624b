/**
 * Fixed-rate amortization. Every function takes what a half-typed form can
 * produce (NaN, negatives, zero) and answers with a number instead of
 * throwing, so a page never breaks while someone is still typing.
 */

/** NaN, infinities and negatives count as zero. */
export function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function monthlyRate(annualRatePercent: number): number {
  return nonNegative(annualRatePercent) / 100 / 12;
}

export function paymentCount(years: number): number {
  return Math.round(nonNegative(years) * 12);
}

/** The monthly principal-and-interest payment; with no term there is no schedule and no payment. */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const loan = nonNegative(principal);
  const n = paymentCount(years);
  if (loan === 0 || n === 0) return 0;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return loan / n;
  return (loan * r) / (1 - (1 + r) ** -n);
}
