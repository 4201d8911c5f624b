import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { fmt, useDictionary, useLang } from "~/i18n";
import { dashboardTexts } from "~/i18n/dashboard";
import type { DashboardText } from "~/i18n/dashboard.en";
import { plural } from "~/i18n/plural";
import { agentTodayPath } from "~/lib/agent-routes";
import { formatDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import type { Lang } from "~/lib/routes";
import type { AgentDashboard } from "../types";
import { Sparkline } from "./charts";
import { agentPath } from "./texts";

export function useDashboardText(): DashboardText {
  return useDictionary(dashboardTexts);
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A median in minutes as a person says it: minutes, then hours and minutes, then days. */
export function spokenDuration(lang: Lang, minutes: number, t: DashboardText["duration"]): string {
  const rounded = Math.max(1, Math.round(minutes));
  if (rounded < MINUTES_PER_HOUR) return fmt(t.minutes, { minutes: rounded });
  if (rounded < MINUTES_PER_DAY) return fmt(t.hours, { hours: Math.floor(rounded / MINUTES_PER_HOUR), minutes: rounded % MINUTES_PER_HOUR });
  return plural(lang, Math.round(rounded / MINUTES_PER_DAY), t.days);
}

function Figure({ label, value, note, to, testId, children, words = false }: { label: string; value: string; note?: string; to?: string; testId: string; children?: ReactNode; words?: boolean }) {
  const body = (
    <>
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      {/* A sentence in a figure's place ("No answers yet") is read, not glanced at: body size. */}
      <span className={words ? "font-semibold" : "text-2xl font-bold"} data-testid={`${testId}-value`}>
        {value}
      </span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
      {children}
    </>
  );
  return (
    <li className="rounded-2xl border bg-card text-card-foreground" data-testid={testId}>
      {to ? (
        <Link to={to} className="flex h-full flex-col gap-1 rounded-2xl p-3 hover:bg-muted">
          {body}
        </Link>
      ) : (
        <div className="flex h-full flex-col gap-1 p-3">{body}</div>
      )}
    </li>
  );
}

/** The week's figures on top: new leads this week and month, tasks due, and how fast she answers. */
export function DashboardFigures({ dashboard }: { dashboard: AgentDashboard }) {
  const t = useDashboardText();
  const lang = useLang();
  const leads = agentPath(lang);
  const median = (minutes: number | null) => (minutes === null ? t.figures.none : spokenDuration(lang, minutes, t.duration));
  return (
    <section aria-labelledby="figures-title" className="space-y-2">
      <h2 id="figures-title" className="sr-only">
        {t.figures.label}
      </h2>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        <Figure label={t.figures.week} value={formatNumber(lang, dashboard.totals.week)} note={fmt(t.figures.weekSince, { date: formatDate(lang, dashboard.weekStart, "medium") })} to={leads} testId="dashboard-week" />
        <Figure label={t.figures.month} value={formatNumber(lang, dashboard.totals.month)} to={leads} testId="dashboard-month" />
        <Figure label={t.figures.tasks} value={formatNumber(lang, dashboard.tasks.dueToday)} to={agentTodayPath[lang]} testId="dashboard-tasks">
          {dashboard.tasks.overdue > 0 ? <span className="text-xs font-semibold text-red-700 dark:text-red-300">{fmt(t.figures.overdue, { count: formatNumber(lang, dashboard.tasks.overdue) })}</span> : null}
        </Figure>
        <Figure label={t.figures.firstReply} value={median(dashboard.response.firstReply)} words={dashboard.response.firstReply === null} note={t.figures.median} testId="dashboard-first-reply" />
        <Figure label={t.figures.firstContact} value={median(dashboard.response.firstContact)} words={dashboard.response.firstContact === null} note={t.figures.median} testId="dashboard-first-contact" />
      </ul>
    </section>
  );
}

/** New leads per Valley day over the last 30 days, as a line, and in one sentence. */
export function LeadsPerDay({ perDay }: { perDay: AgentDashboard["perDay"] }) {
  const t = useDashboardText();
  const lang = useLang();
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const busiest = perDay.reduce((best, day) => (day.count > best.count ? day : best), perDay[0] ?? { day: "", count: 0 });
  const summary = plural(lang, total, t.perDay.summary, { day: busiest.day ? formatDate(lang, busiest.day, "medium") : "", most: formatNumber(lang, busiest.count) });
  const first = perDay[0]?.day;
  const last = perDay.at(-1)?.day;
  return (
    <section aria-labelledby="per-day-title" className="space-y-2 rounded-2xl border bg-card p-4 text-card-foreground">
      <h2 id="per-day-title" className="text-lg font-semibold">
        {t.perDay.title}
      </h2>
      <Sparkline values={perDay.map((day) => day.count)} title={t.perDay.title} description={summary} testId="dashboard-sparkline" />
      {first && last ? <p className="text-xs text-muted-foreground">{fmt(t.perDay.from, { first: formatDate(lang, first, "medium"), last: formatDate(lang, last, "medium") })}</p> : null}
      <p className="text-sm">{summary}</p>
    </section>
  );
}
