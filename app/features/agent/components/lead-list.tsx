import Users from "lucide-react/icons/users";
import { Link } from "~/components/ui/link";
import { plural } from "~/i18n/plural";
import { useLang } from "~/i18n";
import { fmt } from "~/i18n";
import { isClosedStatus, type LeadStatus, type LeadType, type LostReason } from "~/lib/leads";
import { shownPhone } from "~/lib/phone";
import { cn } from "~/lib/utils";
import { NextTaskState } from "./task-due";
import { QuickMove } from "./quick-move";
import { LostReasonText } from "./stage-panel";
import { agentPath, formatReceived, useAgentDayText, useAgentText } from "./texts";

export interface LeadSummary {
  readonly id: string;
  readonly type: LeadType;
  readonly status: LeadStatus;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly createdAt: string | Date;
  /** The day of its earliest open task (ADR 0427). */
  readonly nextTaskOn?: string | null;
  /** How many other requests the same person sent (ADR 0421). */
  readonly others?: number;
  /** Why a lost lead was lost, for the inbox to say. */
  readonly lostReason?: LostReason | null;
}

const tones: Record<LeadStatus, string> = {
  new: "border-primary bg-primary/10",
  contacted: "border-border bg-accent text-accent-foreground",
  showing: "border-border bg-accent text-accent-foreground",
  offer: "border-primary/60 bg-accent text-accent-foreground",
  contract: "border-primary/60 bg-accent text-accent-foreground",
  won: "border-border bg-muted text-muted-foreground",
  lost: "border-border bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const t = useAgentText();
  return <span className={cn("inline-flex rounded-full border px-2.5 py-0.5 text-sm font-semibold", tones[status])}>{t.statuses[status]}</span>;
}

/** Who sent a lead, what and when, and how to reach them: the first lines of its card in the inbox and in the Held view. */
export function LeadHeading({ lead }: { lead: Omit<LeadSummary, "status"> }) {
  const t = useAgentText();
  const lang = useLang();
  return (
    <>
      <Link to={agentPath(lang, `leads/${lead.id}`)} aria-label={fmt(t.inbox.open, { name: lead.name })} className="inline-flex min-h-6 font-semibold underline-offset-4 hover:underline">
        {lead.name}
      </Link>
      <p className="text-sm text-muted-foreground">
        {t.types[lead.type]} · {formatReceived(lang, lead.createdAt)}
      </p>
      {/* As people write numbers, (956) 555-0199, not the E.164 it is kept as (ADR 0408). */}
      <p className="text-sm break-all">{[lead.email, lead.phone && shownPhone(lead.phone).text].filter(Boolean).join(" · ")}</p>
    </>
  );
}

function OtherRequests({ count }: { count: number }) {
  const lang = useLang();
  const t = useAgentDayText().person;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium" data-testid="lead-others">
      <Users aria-hidden className="size-4" />
      {plural(lang, count, t.badge)}
    </p>
  );
}

/**
 * The inbox: one card per lead, each opening its detail, with its next task's day where it has one (`today` is
 * the Valley's). With `back` (the inbox's query to come back to), each card moves its lead in one tap.
 * `testId` is the list's, left off where the list is one of the stages' groups.
 */
export function LeadList({ leads, today, back, testId = "lead-list" }: { leads: readonly LeadSummary[]; today: string; back?: string; testId?: string }) {
  return (
    <ul className="divide-y rounded-2xl border bg-card text-card-foreground" data-testid={testId || undefined}>
      {leads.map((lead) => (
        <li key={lead.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-lead-id={lead.id}>
          <div className="min-w-0 flex-1 space-y-1">
            <LeadHeading lead={lead} />
            {lead.others ? <OtherRequests count={lead.others} /> : null}
            {lead.nextTaskOn && !isClosedStatus(lead.status) ? (
              <p className="text-sm">
                <NextTaskState day={lead.nextTaskOn} today={today} />
              </p>
            ) : null}
            {lead.status === "lost" && lead.lostReason ? (
              <p className="text-sm">
                <LostReasonText reason={lead.lostReason} />
              </p>
            ) : null}
          </div>
          <StatusBadge status={lead.status} />
          {back !== undefined ? <QuickMove lead={lead} back={back} /> : null}
        </li>
      ))}
    </ul>
  );
}
