import type { ReactNode } from "react";
import { Link } from "react-router";
import { fmt, useLang } from "~/i18n";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import type { AgentOverview } from "../overview.server";
import { agentPath, useAgentDayText } from "./texts";

function Figure({ to, label, value, testId, children }: { to: string; label: string; value: number; testId: string; children?: ReactNode }) {
  const lang = useLang();
  return (
    <li className="rounded-2xl border bg-card text-card-foreground">
      <Link to={to} className="block h-full space-y-1 rounded-2xl p-3 hover:bg-muted" data-testid={testId}>
        <span className="block text-sm font-medium text-muted-foreground">{label}</span>
        <span className="block text-2xl font-bold">{formatNumber(lang, value)}</span>
        {children}
      </Link>
    </li>
  );
}

/**
 * Her day at the top of the leads (issue 54, item 4): new leads, follow-ups due today, the next
 * showings and her listings' views this week, each a link to where she works on it.
 */
export function Overview({ overview }: { overview: AgentOverview }) {
  const t = useAgentDayText().overview;
  const lang = useLang();
  const leads = agentPath(lang);
  return (
    <section aria-labelledby="overview-title" className="space-y-2" data-testid="overview">
      <h2 id="overview-title" className="sr-only">
        {t.label}
      </h2>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Figure to={`${leads}?status=new`} label={t.newLeads} value={overview.newLeads} testId="overview-new" />
        <Figure to={`${leads}?view=due`} label={t.due} value={overview.dueToday} testId="overview-due">
          {overview.overdue > 0 ? <span className="block text-sm font-semibold text-red-700 dark:text-red-300">{fmt(t.overdue, { count: formatNumber(lang, overview.overdue) })}</span> : null}
        </Figure>
        <Figure to={agentListingsPrefix[lang]} label={t.views} value={overview.viewsThisWeek} testId="overview-views">
          <span className="block text-sm text-muted-foreground">{t.viewsHint}</span>
        </Figure>
        <li className="col-span-2 space-y-1 rounded-2xl border bg-card p-3 text-card-foreground lg:col-span-1" data-testid="overview-showings">
          <p className="text-sm font-medium text-muted-foreground">{t.showings}</p>
          {overview.showings.length === 0 ? (
            <p className="text-sm">{t.noShowings}</p>
          ) : (
            <ul className="space-y-1">
              {overview.showings.map((showing) => (
                <li key={showing.kind === "request" ? showing.leadId : `${showing.listingKey}-${showing.startsAt.getTime()}`}>
                  {showing.kind === "request" ? (
                    <Link to={agentPath(lang, `leads/${showing.leadId}`)} className="inline-flex min-h-6 text-sm font-semibold underline-offset-4 hover:underline">
                      {fmt(t.showingOn, { date: formatDate(lang, showing.day, "medium"), name: showing.name })}
                    </Link>
                  ) : (
                    <Link to={`${agentListingsPrefix[lang]}/${showing.listingKey}`} className="inline-flex min-h-6 text-sm font-semibold underline-offset-4 hover:underline">
                      {fmt(t.showingOn, { date: formatDateTime(lang, showing.startsAt, { style: "medium", time: true }), name: fmt(t.openHouse, { address: showing.address }) })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </section>
  );
}
