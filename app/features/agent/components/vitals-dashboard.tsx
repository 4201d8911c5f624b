import { Link } from "~/components/ui/link";
import { fmt, useDictionary, useLang } from "~/i18n";
import { vitalsTexts } from "~/i18n/vitals";
import { formatNumber } from "~/lib/format";
import { rateVital, vitalThresholds, type VitalName } from "~/lib/vitals";
import { cn } from "~/lib/utils";
import type { ReportWindow } from "~/lib/vitals";
import type { VitalsRow } from "../types";
import { VitalsSplit } from "./vitals-split";
import { formatVital } from "./vitals-value";

/** The Core Web Vitals first, then the diagnostics. */
const metricOrder: readonly VitalName[] = ["LCP", "INP", "CLS", "FCP", "TTFB"];
const periods: readonly ReportWindow[] = [7, 28];

const ratingTone = {
  good: "text-emerald-800 dark:text-emerald-300",
  "needs-improvement": "text-amber-800 dark:text-amber-300",
  poor: "text-red-800 dark:text-red-300",
} as const;

/**
 * Field performance for the agent: per metric, the 75th percentile and the
 * rating split for all pages and per page type, over the chosen period.
 * The period is a link (`?days=`), so the report works without JavaScript.
 */
export function VitalsDashboard({ rows, period }: { rows: readonly VitalsRow[]; period: ReportWindow }) {
  const t = useDictionary(vitalsTexts);
  const lang = useLang();
  const shown = rows.filter((row) => row.windows[period].count > 0);
  return (
    <section aria-labelledby="vitals-title" className="space-y-6" data-testid="vitals-dashboard">
      <header className="space-y-2">
        <h1 id="vitals-title" className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-prose text-muted-foreground">{t.intro}</p>
      </header>
      <nav aria-label={t.windows.label} className="flex gap-2">
        {periods.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            preventScrollReset
            aria-current={days === period ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-lg border px-4 font-medium",
              days === period ? "border-foreground bg-foreground text-background" : "hover:bg-muted",
            )}
          >
            {t.windows[days]}
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? <p>{t.empty}</p> : null}
      {metricOrder.map((name) => {
        const metricRows = shown.filter((row) => row.name === name);
        if (shown.length === 0) return null;
        const [good, poor] = vitalThresholds[name];
        return (
          <section key={name} aria-labelledby={`vitals-${name}`} className="space-y-2">
            <h2 id={`vitals-${name}`} className="text-xl font-semibold">
              {t.metrics[name]} <span className="text-muted-foreground" lang="en">({name})</span>
            </h2>
            <p>{t.explain[name]}</p>
            <p className="text-sm text-muted-foreground">
              {fmt(t.thresholds, { good: formatVital(lang, name, good), poor: formatVital(lang, name, poor) })}
            </p>
            {metricRows.length === 0 ? (
              <p className="text-sm">{t.metricEmpty}</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-2 pr-3 font-semibold sm:pr-4">{t.columns.page}</th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold sm:pr-4">{t.columns.p75}</th>
                    <th scope="col" className="py-2 pr-3 font-semibold sm:pr-4">{t.columns.split}</th>
                    <th scope="col" className="py-2 text-right font-semibold">{t.columns.views}</th>
                  </tr>
                </thead>
                <tbody>
                  {metricRows.map((row) => {
                    const stats = row.windows[period];
                    const rating = stats.p75 === null ? undefined : rateVital(name, stats.p75);
                    return (
                      <tr key={row.template ?? "*"} className={cn("border-b", row.template === undefined && "font-semibold")}>
                        <th scope="row" className="py-2 pr-3 font-[inherit] sm:pr-4">
                          {row.template === undefined ? t.allPages : t.templates[row.template]}
                        </th>
                        <td className="py-2 pr-3 text-right tabular-nums sm:pr-4">
                          {stats.p75 === null || rating === undefined ? null : (
                            <span className={ratingTone[rating]}>
                              {formatVital(lang, name, stats.p75)}
                              <span className="sr-only"> ({t.ratings[rating === "needs-improvement" ? "needsImprovement" : rating]})</span>
                            </span>
                          )}
                        </td>
                        <td className="py-2 pr-3 sm:pr-4">
                          <VitalsSplit stats={stats} />
                        </td>
                        <td className="py-2 text-right tabular-nums">{formatNumber(lang, stats.count)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </section>
  );
}
