import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import type { HeldReason, LeadType } from "~/lib/leads";
import { LeadHeading } from "./lead-list";
import { agentPath, useAgentText } from "./texts";

export interface HeldSummary {
  readonly id: string;
  readonly type: LeadType;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly createdAt: string | Date;
  readonly heldReason: HeldReason;
  /** The start of the message: enough to tell a person from a script. */
  readonly excerpt: string;
}

/**
 * Moves a held lead to the inbox: a plain form POST to the lead's page, so it
 * works before the scripts load, answered by a redirect to `back` with a toast.
 */
export function ReleaseButton({ id, name, back }: { id: string; name: string; back: "held" | "lead" }) {
  const t = useAgentText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={agentPath(lang, `leads/${id}`)}>
      <input type="hidden" name="intent" value="release" />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" disabled={busy} aria-label={fmt(t.held.releaseLead, { name })} data-testid="release-lead">
        {t.held.release}
      </Button>
    </Form>
  );
}

function Reason({ reason }: { reason: HeldReason }) {
  const t = useAgentText();
  return (
    <p className="text-sm">
      <span className="font-medium">{t.held.reason}:</span> <span data-testid="held-reason">{t.reasons[reason]}</span>
    </p>
  );
}

/** The held leads: who, why they were held and the start of what they wrote, each with the button that releases it. */
export function HeldList({ leads }: { leads: readonly HeldSummary[] }) {
  return (
    <ul className="divide-y rounded-2xl border bg-card text-card-foreground" data-testid="held-list">
      {leads.map((lead) => (
        <li key={lead.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4" data-lead-id={lead.id}>
          <div className="min-w-0 flex-1 basis-64 space-y-1">
            <LeadHeading lead={lead} />
            <Reason reason={lead.heldReason} />
            {lead.excerpt ? <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">{lead.excerpt}</p> : null}
          </div>
          <ReleaseButton id={lead.id} name={lead.name} back="held" />
        </li>
      ))}
    </ul>
  );
}

/** On a held lead's own page: why it was held, that nobody was mailed, and the way to the inbox. */
export function HeldNotice({ id, name, reason }: { id: string; name: string; reason: HeldReason }) {
  const t = useAgentText();
  return (
    <section className="flex flex-wrap items-center gap-4 rounded-2xl border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50" data-testid="held-notice">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <Reason reason={reason} />
        <p className="text-sm">{t.held.notice}</p>
      </div>
      <ReleaseButton id={id} name={name} back="lead" />
    </section>
  );
}
