import { StatGrid } from "~/components/market/stat-grid";
import { RouteLink } from "~/components/layout/route-link";
import { fmt, useDictionary, useLang, useUi } from "~/i18n";
import { marketTexts } from "~/i18n/market";
import { cities } from "~/lib/cities";
import { formatDate } from "~/lib/dates";
import { isLeaseType } from "~/lib/reso";
import { pagePath } from "~/lib/routes";
import type { MarketReport } from "~/lib/market";
import { BarChart } from "./bar-chart";
import { DataTable } from "./data-table";
import { marketFormat } from "./format";

/** The market figures: the Valley's homes for sale, then charts and tables by city and by property type. */
export function MarketReportView({ report }: { report: MarketReport }) {
  const lang = useLang();
  const t = useDictionary(marketTexts);
  const ui = useUi();
  const types = ui.listings.types;
  const f = marketFormat(lang, t);
  const homes = f.figures(report.homes);
  const figureHead = [t.figures.forSale, t.figures.newListings, t.figures.medianPrice, t.figures.pricePerSqft, t.figures.daysOnMarket];
  const cityRows = report.byCity.map((entry) => ({ entry, name: cities[entry.city].name, shown: f.figures(entry) }));
  return (
    <div className="space-y-10" data-testid="market-report">
      <section aria-labelledby="market-summary" className="space-y-4">
        <div className="max-w-3xl space-y-1">
          <h2 id="market-summary" className="text-2xl font-semibold">{t.summary.heading}</h2>
          <p className="text-muted-foreground" data-testid="market-as-of">{fmt(t.summary.asOf, { date: formatDate(lang, report.asOf) })}</p>
        </div>
        <StatGrid
          items={[
            { id: "median-price", label: t.figures.medianPrice, value: homes.medianPrice },
            { id: "price-per-sqft", label: t.figures.pricePerSqft, value: homes.pricePerSqft },
            { id: "homes-for-sale", label: t.figures.forSale, value: homes.onMarket, detail: <ForSaleNote text={t.figures.forSaleNote} page={ui.pageNav["residential-for-sale"]} /> },
            { id: "new", label: t.figures.newListings, value: homes.newListings },
            { id: "days", label: t.figures.daysOnMarket, value: homes.daysOnMarket },
          ]}
        />
      </section>
      <section aria-labelledby="market-by-city" className="space-y-4">
        <div className="max-w-3xl space-y-1">
          <h2 id="market-by-city" className="text-2xl font-semibold">{t.byCity.heading}</h2>
          <p className="text-muted-foreground">{t.byCity.lead}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {[
            { title: t.byCity.priceChart, testId: "chart-city-price", value: (row: (typeof cityRows)[number]) => ({ value: row.entry.medianPrice, display: row.shown.medianPrice }) },
            { title: t.byCity.sqftChart, testId: "chart-city-sqft", value: (row: (typeof cityRows)[number]) => ({ value: row.entry.medianPricePerSqft, display: row.shown.pricePerSqft }) },
          ].map((chart) => (
            <figure key={chart.testId} className="space-y-2 rounded-2xl border bg-card/80 p-4">
              <figcaption className="font-semibold">{chart.title}</figcaption>
              <BarChart title={chart.title} tableId="market-city-table" testId={chart.testId} data={cityRows.map((row) => ({ label: row.name, ...chart.value(row) }))} />
            </figure>
          ))}
        </div>
        <DataTable
          id="market-city-table"
          testId="market-city-table"
          caption={t.byCity.table}
          head={[t.byCity.city, ...figureHead, t.byCity.rent]}
          rows={cityRows.map(({ entry, name, shown }) => ({
            key: entry.city,
            cells: [name, shown.onMarket, shown.newListings, shown.medianPrice, shown.pricePerSqft, shown.daysOnMarket, f.rent(entry.rentMin, entry.rentMax)],
          }))}
        />
      </section>
      <section aria-labelledby="market-by-type" className="space-y-4">
        <div className="max-w-3xl space-y-1">
          <h2 id="market-by-type" className="text-2xl font-semibold">{t.byType.heading}</h2>
          <p className="text-muted-foreground">{t.byType.lead}</p>
        </div>
        <figure className="space-y-2 rounded-2xl border bg-card/80 p-4 lg:max-w-3xl">
          <figcaption className="font-semibold">{t.byType.chart}</figcaption>
          <BarChart
            title={t.byType.chart}
            tableId="market-type-table"
            testId="chart-type-on-market"
            labelWidth={250}
            data={report.byType.map((entry) => ({ label: types[entry.type], value: entry.onMarket, display: f.count(entry.onMarket) }))}
          />
        </figure>
        <DataTable
          id="market-type-table"
          testId="market-type-table"
          caption={t.byType.table}
          head={[t.byType.type, t.byType.onMarket, ...figureHead.slice(1)]}
          rows={report.byType.map((entry) => {
            const shown = f.figures(entry, isLeaseType(entry.type));
            return { key: entry.type, cells: [types[entry.type], shown.onMarket, shown.newListings, shown.medianPrice, shown.pricePerSqft, shown.daysOnMarket] };
          })}
        />
      </section>
      <p className="max-w-3xl text-sm text-muted-foreground">{t.method}</p>
    </div>
  );
}

/** What "homes for sale" counts, under the figure, naming the category page that counts the same (ADR 0203). */
function ForSaleNote({ text, page }: { text: string; page: string }) {
  const lang = useLang();
  const [before, after] = text.split("{page}");
  return (
    <span data-testid="homes-for-sale-note">
      {before}
      <RouteLink href={pagePath("residential-for-sale", lang)} className="font-medium text-primary underline underline-offset-4">
        {page}
      </RouteLink>
      {after}
    </span>
  );
}
