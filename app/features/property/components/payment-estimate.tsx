import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { fmt, propertyPageTexts, useDictionary, useLang, useUi } from "~/i18n";
import type { PaymentEstimate as Estimate } from "~/lib/calculators/estimate";
import { toolAnchors, toolPrefixes } from "~/lib/calculators/tools";
import { formatMoney, formatNumber, formatPrice } from "~/lib/format";
import { pagePath } from "~/lib/routes";

/**
 * The monthly cost of buying at the list price with the mortgage
 * calculator's default assumptions (estimatePayment), and a link to that calculator with the
 * price filled in to change them.
 */
export function PaymentEstimate({ price, estimate }: { price: number; estimate: Estimate }) {
  const lang = useLang();
  const ui = useUi();
  const t = useDictionary(propertyPageTexts).payment;
  const b = ui.tools.breakdown;
  const { assumptions: input, result } = estimate;
  const rows: Array<[string, number]> = [
    [b.principalInterest, result.principalAndInterest],
    [b.tax, result.tax],
    [b.insurance, result.insurance],
    ...(result.hoa > 0 ? ([[b.hoa, result.hoa]] satisfies Array<[string, number]>) : []),
    ...(result.pmiRequired ? ([[b.pmi, result.pmi]] satisfies Array<[string, number]>) : []),
  ];
  const calculator = `${pagePath("tools", lang)}?${toolPrefixes.mortgage}price=${price}#${toolAnchors.mortgage}`;
  return (
    <section aria-labelledby="payment-estimate" className="space-y-3 rounded-2xl border bg-card p-5 text-card-foreground" data-testid="payment-estimate">
      <h2 id="payment-estimate" className="text-xl font-semibold">{t.title}</h2>
      <p className="text-3xl font-bold tracking-tight">
        {formatPrice(lang, result.total)}
        <span className="text-base font-medium text-muted-foreground">{ui.tools.perMonth}</span>
      </p>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
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
