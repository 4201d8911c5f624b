import Download from "lucide-react/icons/download";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { InboxFilters } from "~/components/agent/inbox-filters";
import { LeadList } from "~/components/agent/lead-list";
import { agentPath, agentTexts, useAgentText } from "~/components/agent/texts";
import { Button } from "~/components/ui/button";
import { useLang } from "~/i18n";
import { plural } from "~/i18n/plural";
import { langFromPath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { listLeads, PAGE_SIZE, parseInboxFilters } from "~/server/leads/inbox.server";
import type { Route } from "./+types/leads";

/** New leads appear without a reload: the inbox asks again this often while the tab is visible. */
const POLL_MS = 10_000;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ url }: Route.LoaderArgs) {
  const filters = parseInboxFilters(url.searchParams);
  const { rows, total } = await listLeads(getDb(), filters);
  const lang = langFromPath(url.pathname);
  const { page, ...rest } = filters;
  const query = new URLSearchParams(Object.entries(rest).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return {
    title: agentTexts[lang].inbox.title,
    filters: rest,
    query,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    leads: rows.map(({ id, type, status, name, email, phone, createdAt }) => ({ id, type, status, name, email, phone, createdAt })),
  };
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

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const t = useAgentText();
  const lang = useLang();
  const { filters, query, page, pages, total, leads } = loaderData;
  usePolling();
  const pageLink = (to: number) => `${agentPath(lang)}?${new URLSearchParams([...new URLSearchParams(query), ["page", String(to)]])}`;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{t.inbox.title}</h1>
          <p className="text-muted-foreground">{t.inbox.description}</p>
        </div>
        <Button asChild variant="outline">
          <a href={`${agentPath(lang, "leads.csv")}${query ? `?${query}` : ""}`} download data-testid="export-csv">
            <Download aria-hidden />
            {t.inbox.export}
          </a>
        </Button>
      </header>
      <InboxFilters filters={filters} query={query} />
      <p role="status" aria-live="polite" className="font-medium" data-testid="lead-count">
        {plural(lang, total, t.inbox.count)}
      </p>
      {leads.length ? <LeadList leads={leads} /> : <p className="rounded-2xl border bg-card p-6">{t.inbox.empty}</p>}
      <p className="text-sm text-muted-foreground">{t.inbox.live}</p>
      {pages > 1 ? (
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
      ) : null}
    </div>
  );
}
