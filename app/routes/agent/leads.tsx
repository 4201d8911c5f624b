import Download from "lucide-react/icons/download";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { BackupStatus } from "~/features/agent/components/backup-status";
import { HeldList } from "~/features/agent/components/held-list";
import { InboxFilters } from "~/features/agent/components/inbox-filters";
import { InboxViews } from "~/features/agent/components/inbox-views";
import { LeadList } from "~/features/agent/components/lead-list";
import { agentPath, agentTexts, useAgentText, useLeadWorkText } from "~/features/agent/components/texts";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { plural } from "~/i18n/plural";
import { HELD_PER_ADDRESS_PER_DAY, HELD_RETENTION_DAYS } from "~/lib/leads";
import { langFromPath } from "~/lib/routes";
import { backupLine } from "~/server/backup/status.server";
import { getDb } from "~/server/db.server";
import { countHeldLeads, countHeldNotKept, listHeldLeads } from "~/features/leads/held.server";
import { countByStage, countDueLeads, listDueLeads, listLeads, PAGE_SIZE, parseInboxFilters, parseInboxView } from "~/features/agent/inbox.server";
import { StageGroups } from "~/features/agent/components/stage-groups";
import { leadWorkTexts } from "~/i18n/lead-work";
import { valleyDay } from "~/lib/dates";
import { relativeCounts } from "~/features/agent/people.server";
import { nextTaskDays } from "~/features/agent/tasks.server";
import { agentOverview } from "~/features/agent/overview.server";
import { Overview } from "~/features/agent/components/overview";
import type { LeadRow } from "~/db/schema";
import type { Route } from "./+types/leads";

/** New leads appear without a reload: the inbox asks again this often while the tab is visible. */
const POLL_MS = 10_000;
/** As much of a held lead's message as the list shows. */
const EXCERPT_CHARS = 280;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** The inbox (filtered by the query), or with ?view=held the submissions held back from it. */
export async function loader({ url }: Route.LoaderArgs) {
  const db = getDb();
  const lang = langFromPath(url.pathname);
  const { page, ...filters } = parseInboxFilters(url.searchParams);
  const today = valleyDay(new Date());
  const view = parseInboxView(url.searchParams);
  if (view === "due") {
    const [{ rows, total }, held] = await Promise.all([listDueLeads(db, today, page), countHeldLeads(db)]);
    return {
      view: "due" as const,
      title: leadWorkTexts[lang].due.title,
      query: "view=due",
      page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      due: total,
      held,
      today,
      leads: await summaries(db, rows),
    };
  }
  if (view === "held") {
    const [{ rows, total }, notKept, due] = await Promise.all([listHeldLeads(db, page, PAGE_SIZE), countHeldNotKept(db), countDueLeads(db, today)]);
    return {
      view: "held" as const,
      title: agentTexts[lang].held.title,
      query: "view=held",
      page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      held: total,
      due,
      notKept,
      leads: rows.flatMap(({ id, type, name, email, phone, createdAt, heldReason, message }) =>
        heldReason ? [{ id, type, name, email, phone, createdAt, heldReason, excerpt: message.slice(0, EXCERPT_CHARS) }] : [],
      ),
    };
  }
  const [{ rows, total }, held, due, backup, overview, stageCounts] = await Promise.all([
    listLeads(db, { page, ...filters }),
    countHeldLeads(db),
    countDueLeads(db, today),
    backupLine(db),
    agentOverview(db, today),
    // The groups by stage say how many each holds; a list of one stage needs no groups.
    filters.status ? null : countByStage(db, filters),
  ]);
  return {
    view: "inbox" as const,
    backup,
    overview,
    title: agentTexts[lang].inbox.title,
    filters,
    query: new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString(),
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    held,
    due,
    today,
    stageCounts,
    leads: await summaries(db, rows),
  };
}

/** The list's cards, each with how many other requests its person has (ADR 0421) and its next task's day (ADR 0427). */
async function summaries(db: ReturnType<typeof getDb>, rows: readonly LeadRow[]) {
  const [others, next] = await Promise.all([relativeCounts(db, rows), nextTaskDays(db, rows.map((row) => row.id))]);
  return rows.map(({ id, type, status, name, email, phone, createdAt, lostReason }) => ({ id, type, status, name, email, phone, createdAt, nextTaskOn: next.get(id) ?? null, lostReason, others: others.get(id) ?? 0 }));
}

function usePolling() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [revalidate]);
}

function Pagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  const t = useAgentText();
  const lang = useLang();
  if (pages <= 1) return null;
  const pageLink = (to: number) => `${agentPath(lang)}?${new URLSearchParams([...new URLSearchParams(query), ["page", String(to)]])}`;
  return (
    <nav aria-label={t.inbox.pagination} className="flex gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={pageLink(page - 1)}>{t.inbox.newer}</Link>
        </Button>
      ) : null}
      {page < pages ? (
        <Button asChild variant="outline">
          <Link to={pageLink(page + 1)}>{t.inbox.older}</Link>
        </Button>
      ) : null}
    </nav>
  );
}

function HeldView({ data }: { data: Extract<Route.ComponentProps["loaderData"], { view: "held" }> }) {
  const t = useAgentText();
  const lang = useLang();
  return (
    <>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.held.title}</h1>
        <p className="text-muted-foreground">{fmt(t.held.description, { days: HELD_RETENTION_DAYS })}</p>
      </header>
      <InboxViews view="held" due={data.due} held={data.held} />
      <p role="status" aria-live="polite" className="font-medium" data-testid="lead-count">
        {plural(lang, data.held, t.held.count)}
      </p>
      {data.notKept > 0 ? (
        <p className="rounded-2xl border bg-muted p-4" data-testid="held-not-kept">
          {plural(lang, data.notKept, t.held.notKept, { cap: HELD_PER_ADDRESS_PER_DAY })}
        </p>
      ) : null}
      {data.leads.length ? <HeldList leads={data.leads} /> : <p className="rounded-2xl border bg-card p-6">{t.held.empty}</p>}
      <Pagination query={data.query} page={data.page} pages={data.pages} />
    </>
  );
}

function InboxView({ data }: { data: Extract<Route.ComponentProps["loaderData"], { view: "inbox" }> }) {
  const t = useAgentText();
  const lang = useLang();
  // The leads come first on a phone: her day in figures, a line of views, the folded filters, then the list
  // (issue 54); when the site was backed up, even a warning, waits below them.
  const back = new URLSearchParams([...new URLSearchParams(data.query), ...(data.page > 1 ? [["page", String(data.page)]] : [])]).toString();
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{t.inbox.title}</h1>
          <p className="hidden text-muted-foreground sm:block">{t.inbox.description}</p>
        </div>
        <Button asChild variant="outline">
          <a href={`${agentPath(lang, "leads.csv")}${data.query ? `?${data.query}` : ""}`} download data-testid="export-csv">
            <Download aria-hidden />
            {t.inbox.export}
          </a>
        </Button>
      </header>
      <Overview overview={data.overview} />
      <InboxViews view="inbox" due={data.due} held={data.held} />
      <InboxFilters filters={data.filters} query={data.query} />
      <p role="status" aria-live="polite" className="font-medium" data-testid="lead-count">
        {plural(lang, data.total, t.inbox.count)}
      </p>
      {!data.leads.length ? (
        <p className="rounded-2xl border bg-card p-6">{t.inbox.empty}</p>
      ) : data.stageCounts ? (
        <StageGroups leads={data.leads} counts={data.stageCounts} today={data.today} back={back} />
      ) : (
        <LeadList leads={data.leads} today={data.today} back={back} />
      )}
      <p className="text-sm text-muted-foreground">{t.inbox.live}</p>
      <Pagination query={data.query} page={data.page} pages={data.pages} />
      <BackupStatus backup={data.backup} />
    </>
  );
}

function DueView({ data }: { data: Extract<Route.ComponentProps["loaderData"], { view: "due" }> }) {
  const t = useLeadWorkText();
  const lang = useLang();
  return (
    <>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.due.title}</h1>
        <p className="text-muted-foreground">{t.due.description}</p>
      </header>
      <InboxViews view="due" due={data.due} held={data.held} />
      <p role="status" aria-live="polite" className="font-medium" data-testid="lead-count">
        {plural(lang, data.due, t.due.count)}
      </p>
      {data.leads.length ? <LeadList leads={data.leads} today={data.today} /> : <p className="rounded-2xl border bg-card p-6">{t.due.empty}</p>}
      <Pagination query={data.query} page={data.page} pages={data.pages} />
    </>
  );
}

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  usePolling();
  return (
    <div className="space-y-6">
      {loaderData.view === "held" ? <HeldView data={loaderData} /> : loaderData.view === "due" ? <DueView data={loaderData} /> : <InboxView data={loaderData} />}
    </div>
  );
}
