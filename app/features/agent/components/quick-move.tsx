import ArrowRight from "lucide-react/icons/arrow-right";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { leadStatuses, type LeadStatus } from "~/lib/leads";
import { cn } from "~/lib/utils";
import { nextStage } from "../stages";
import { agentPath, useAgentText, usePipelineText } from "./texts";

/** The fields every move from the inbox posts to the lead's page: what it is, and the inbox to come back to. */
function MoveFields({ back }: { back: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="back" value="inbox" />
      <input type="hidden" name="query" value={back} />
    </>
  );
}

/**
 * A lead's move from the inbox (issue 55, item 1): one tap to the stage it usually goes to next, the
 * others behind "Move…". Plain forms posting to the lead's page, which sends her back here (with script,
 * without a reload); Lost goes to the lead's page, which asks why.
 */
export function QuickMove({ lead, back }: { lead: { readonly id: string; readonly name: string; readonly status: LeadStatus }; back: string }) {
  const t = useAgentText();
  const p = usePipelineText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const action = agentPath(lang, `leads/${lead.id}`);
  const next = nextStage(lead.status);
  const others = leadStatuses.filter((status) => status !== lead.status && status !== next && status !== "lost");
  return (
    <div className="flex w-full flex-wrap items-start gap-2 sm:w-auto" data-testid="quick-move">
      {next ? (
        <Form method="post" action={action} preventScrollReset>
          <MoveFields back={back} />
          <Button type="submit" name="status" value={next} variant="outline" size="sm" className="min-h-11" disabled={busy} data-testid="move-next">
            <ArrowRight aria-hidden />
            <span className="sr-only">{fmt(p.inbox.moveTo, { name: lead.name })} </span>
            {t.statuses[next]}
          </Button>
        </Form>
      ) : null}
      <details className="group">
        <summary className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden")} data-testid="move-more">
          <span className="sr-only">{fmt(p.inbox.moreFor, { name: lead.name })}</span>
          {p.inbox.more}
        </summary>
        <Form method="post" action={action} preventScrollReset className="mt-2 flex flex-wrap gap-2">
          <MoveFields back={back} />
          {others.map((status) => (
            <Button key={status} type="submit" name="status" value={status} variant="outline" size="sm" className="min-h-11" disabled={busy} data-testid={`move-${status}`}>
              {t.statuses[status]}
            </Button>
          ))}
          {lead.status === "lost" ? null : (
            <Link to={`${action}?stage=lost#stage`} className={cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-11")} data-testid="move-lost">
              <span className="sr-only">{fmt(p.inbox.moreFor, { name: lead.name })}</span>
              {p.lost.open}
            </Link>
          )}
        </Form>
      </details>
    </div>
  );
}
