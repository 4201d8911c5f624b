import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { fmt, useLang } from "~/i18n";
import { agentListingsPrefix, agentTodayPath } from "~/lib/agent-routes";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import type { AgentOverview } from "../types";
import { agentPath, useAgentDayText } from "./texts";

function Figure({ to, label, value, testId, children }: { to: string; label: string; value: number; testId: string; children?: ReactNode }) {
  const lang = useLang();
  return (
    <li className="rounded-2xl border bg-card text-card-foreground">
      <Link to={to} className="flex h-full flex-col rounded-2xl p-2 hover:bg-muted sm:p-3" data-testid={testId}>
        <span className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</span>
        <span className="mt-auto text-xl font-bold sm:text-2xl">{formatNumber(lang, value)}</span>
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
      {/* Three figures in a row and the showings under them on a phone: the leads still start on the first screen. */}
      <ul className="grid grid-cols-3 gap-2 lg:grid-cols-4">
        <Figure to={`${leads}?status=new`} label={t.newLeads} value={overview.newLeads} testId="overview-new" />
        <Figure to={agentTodayPath[lang]} label={t.due} value={overview.dueToday} testId="overview-due">
          {overview.overdue > 0 ? <span className="text-xs font-semibold text-red-700 sm:text-sm dark:text-red-300">{fmt(t.overdue, { count: formatNumber(lang, overview.overdue) })}</span> : null}
        </Figure>
        <Figure to={agentListingsPrefix[lang]} label={t.views} value={overview.viewsThisWeek} testId="overview-views" />
        <li className="col-span-3 space-y-1 rounded-2xl border bg-card p-2 text-card-foreground sm:p-3 lg:col-span-1" data-testid="overview-showings">
          <p className="text-xs font-medium text-muted-foreground sm:text-sm">{t.showings}</p>
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
