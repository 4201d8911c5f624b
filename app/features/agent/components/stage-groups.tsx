import { Link } from "~/components/ui/link";
import { useLang } from "~/i18n";
import { plural } from "~/i18n/plural";
import { formatNumber } from "~/lib/format";
import type { LeadStatus } from "~/lib/leads";
import { byStage } from "../stages";
import { LeadList, type LeadSummary } from "./lead-list";
import { agentPath, useAgentText, usePipelineText } from "./texts";

/**
 * The inbox's page of leads grouped by stage, in the pipeline's order (issue 55, item 1): each group
 * says how many leads its stage holds under her filters, and links to all of them when the page shows
 * only some. `back` is the inbox's query, which each card's move returns to.
 */
export function StageGroups({ leads, counts, today, back }: { leads: readonly LeadSummary[]; counts: Partial<Record<LeadStatus, number>>; today: string; back: string }) {
  const t = useAgentText();
  const p = usePipelineText();
  const lang = useLang();
  const search = new URLSearchParams(back);
  search.delete("page");
  return (
    <div className="space-y-5" data-testid="lead-list" aria-label={p.inbox.groups} role="region">
      {byStage(leads).map((group) => {
        const count = counts[group.status] ?? group.leads.length;
        search.set("status", group.status);
        return (
          <section key={group.status} aria-labelledby={`group-${group.status}`} className="space-y-2" data-stage={group.status}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 px-1">
              <h2 id={`group-${group.status}`} className="text-lg font-semibold">
                {t.statuses[group.status]} <span className="font-normal text-muted-foreground">({formatNumber(lang, count)})</span>
              </h2>
              {count > group.leads.length ? (
                <Link to={`${agentPath(lang)}?${search}`} className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4" data-testid="group-all">
                  {plural(lang, count, p.inbox.seeAll)}
                </Link>
              ) : null}
            </div>
            <LeadList leads={group.leads} today={today} back={back} testId="" />
          </section>
        );
      })}
    </div>
  );
}
