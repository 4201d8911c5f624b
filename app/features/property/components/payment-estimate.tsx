import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "~/components/ui/link";
import { fmt, propertyPageTexts, useDictionary, useLang, useUi } from "~/i18n";
import type { PaymentEstimate as Estimate } from "~/lib/calculators/estimate";
import { toolAnchors, toolPrefixes } from "~/lib/calculators/tools";
import { formatMoney, formatNumber, formatPrice } from "~/lib/format";
import { pagePath } from "~/lib/routes";

/**
 * The monthly cost of buying at the list price (estimatePayment): the
 * listing's own taxes and HOA dues where it has them, each figure saying
 * whether it is the listing's or an estimate, and a link to the mortgage
 * calculator with the same figures filled in to change them.
 */
export function PaymentEstimate({ price, estimate }: { price: number; estimate: Estimate }) {
  const lang = useLang();
  const ui = useUi();
  const t = useDictionary(propertyPageTexts).payment;
  const b = ui.tools.breakdown;
  const { assumptions: input, from, result } = estimate;
  const rows: Array<[string, number, string?]> = [
    [b.principalInterest, result.principalAndInterest],
    [b.tax, result.tax, from.tax === "listing" ? t.fromListing : fmt(t.taxEstimated, { rate: formatNumber(lang, input.taxRate, 2) })],
    [b.insurance, result.insurance, t.estimated],
    ...(result.hoa > 0 ? ([[b.hoa, result.hoa, t.fromListing]] satisfies Array<[string, number, string]>) : []),
    ...(result.pmiRequired ? ([[b.pmi, result.pmi, t.estimated]] satisfies Array<[string, number, string]>) : []),
  ];
  const m = toolPrefixes.mortgage;
  const calculator = `${pagePath("tools", lang)}?${m}price=${price}&${m}taxRate=${Number(input.taxRate.toFixed(3))}&${m}hoa=${input.hoa}#${toolAnchors.mortgage}`;
  return (
    <section aria-labelledby="payment-estimate" className="space-y-3 rounded-2xl border bg-card p-5 text-card-foreground" data-testid="payment-estimate">
      <h2 id="payment-estimate" className="text-xl font-semibold">{t.title}</h2>
      <div className="text-3xl font-bold tracking-tight">
        {formatPrice(lang, result.total)}
        <span className="text-base font-medium text-muted-foreground">{ui.tools.perMonth}</span>
      </div>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, amount, source]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">
              {label}
              {source ? <span className="text-xs"> ({source})</span> : null}
            </dt>
            <dd className="tabular-nums">{formatMoney(lang, amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {fmt(t.assumptions, { down: formatNumber(lang, input.down, 2), term: input.term, rate: formatNumber(lang, input.rate, 3) })}
      </p>
      <Link to={calculator} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:underline">
        {t.adjust}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
