import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useLang } from "~/i18n";
import { leadSourceTexts } from "~/i18n/lead-source";
import { plural } from "~/i18n/plural";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { cities } from "~/lib/cities";
import { formatNumber } from "~/lib/format";
import type { BuyerSearches, Tally } from "../buyer-searches";
import type { AgentDashboard, WindowCount } from "../types";
import { sourceLabel } from "../lead-origin";
import { Bar } from "./charts";
import { useDashboardText } from "./dashboard-figures";
import { agentPath, useAgentText } from "./texts";

function Card({ id, title, description, children, testId }: { id: string; title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground" data-testid={testId}>
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Every stage of her pipeline with its count and a bar, each a way into the leads at that stage. */
export function Stages({ stages }: { stages: AgentDashboard["stages"] }) {
  const t = useDashboardText();
  const agent = useAgentText();
  const lang = useLang();
  const max = Math.max(0, ...stages.map((stage) => stage.count));
  return (
    <Card id="stages-title" title={t.stages.title} description={t.stages.description} testId="dashboard-stages">
      <ul className="space-y-1">
        {stages.map(({ status, count }) => (
          <li key={status}>
            <Link to={`${agentPath(lang)}?status=${status}`} className="grid min-h-11 grid-cols-[7.5rem_1fr_auto] items-center gap-3 rounded-lg px-2 hover:bg-muted" data-testid={`stage-${status}`}>
              <span className="text-sm font-medium">{agent.statuses[status]}</span>
              <Bar value={count} max={max} />
              <span className="min-w-8 text-right font-semibold tabular-nums" data-testid={`stage-${status}-count`}>
                {formatNumber(lang, count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** New leads this week and this month by a column, a bar under each month's figure. */
function WindowTable<K>({ rows, column, name, keyOf, testId }: { rows: readonly WindowCount<K>[]; column: string; name: (key: K) => string; keyOf: (key: K) => string; testId: string }) {
  const t = useDashboardText().sources;
  const lang = useLang();
  const max = Math.max(0, ...rows.map((row) => row.month));
  if (rows.length === 0) return <p className="text-sm">{t.empty}</p>;
  return (
    <table className="w-full table-fixed text-sm" data-testid={testId}>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="w-[46%] pb-2 font-medium">
            {column}
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            {t.week}
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            {t.month}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={keyOf(row.key)} className="border-t" data-testid={`${testId}-${keyOf(row.key)}`}>
            <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
              {name(row.key)}
              <Bar value={row.month} max={max} className="mt-1" />
            </th>
            <td className="py-2 text-right tabular-nums" data-testid="week">
              {formatNumber(lang, row.week)}
            </td>
            <td className="py-2 text-right font-semibold tabular-nums" data-testid="month">
              {formatNumber(lang, row.month)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Sources({ bySource }: { bySource: AgentDashboard["bySource"] }) {
  const t = useDashboardText().sources;
  const lang = useLang();
  const name = (source: string | null) => (source === null ? t.unknown : sourceLabel(source, leadSourceTexts[lang]));
  return (
    <Card id="sources-title" title={t.title} testId="dashboard-sources">
      <WindowTable rows={bySource} column={t.column} name={name} keyOf={(source) => source ?? "none"} testId="source" />
    </Card>
  );
}

export function Forms({ byForm }: { byForm: AgentDashboard["byForm"] }) {
  const t = useDashboardText().forms;
  const agent = useAgentText();
  return (
    <Card id="forms-title" title={t.title} testId="dashboard-forms">
      <WindowTable rows={byForm} column={t.column} name={(type) => agent.types[type]} keyOf={(type) => type} testId="form" />
    </Card>
  );
}

/** Her listings buyers look at most, each a line on a phone: its address, then its views, favorites and leads. */
export function ListingInterest({ listings }: { listings: AgentDashboard["listings"] }) {
  const t = useDashboardText().listings;
  const lang = useLang();
  const max = Math.max(0, ...listings.map((listing) => listing.views));
  return (
    <Card id="listings-title" title={t.title} description={t.description} testId="dashboard-listings">
      {listings.length === 0 ? (
        <p className="text-sm">{t.empty}</p>
      ) : (
        <ol className="space-y-3">
          {listings.map((listing) => (
            <li key={listing.listingKey} className="space-y-1">
              <Link to={`${agentListingsPrefix[lang]}/${encodeURIComponent(listing.listingKey)}`} className="inline-flex min-h-6 font-semibold underline-offset-4 hover:underline">
                {listing.address}
              </Link>
              <Bar value={listing.views} max={max} />
              <p className="text-sm text-muted-foreground">
                {[plural(lang, listing.views, t.views), plural(lang, listing.favorites, t.favorites), plural(lang, listing.leads, t.leads)].join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function TallyList<K extends string>({ title, tallies, name }: { title: string; tallies: readonly Tally<K>[]; name: (key: K) => string }) {
  const lang = useLang();
  const max = Math.max(0, ...tallies.map((tally) => tally.count));
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="space-y-2">
        {tallies.map((tally) => (
          <li key={tally.key} className="grid grid-cols-[1fr_auto] items-center gap-x-3 text-sm">
            <span>{name(tally.key)}</span>
            <span className="font-semibold tabular-nums">{formatNumber(lang, tally.count)}</span>
            <Bar value={tally.count} max={max} className="col-span-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What buyers search, from their saved searches: by city, price band and kind. */
export function Searches({ searches }: { searches: BuyerSearches }) {
  const t = useDashboardText().searches;
  const lang = useLang();
  return (
    <Card id="searches-title" title={t.title} description={plural(lang, searches.total, t.description)} testId="dashboard-searches">
      {searches.total > 0 ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TallyList title={t.city} tallies={searches.byCity} name={(city) => (city === "any" ? t.anyCity : cities[city].name)} />
          <TallyList title={t.price} tallies={searches.byPrice} name={(band) => t.bands[band]} />
          <TallyList title={t.kind} tallies={searches.byKind} name={(kind) => t.kinds[kind]} />
        </div>
      ) : null}
    </Card>
  );
}
