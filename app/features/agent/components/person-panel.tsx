import Users from "lucide-react/icons/users";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useLang } from "~/i18n";
import type { LeadType } from "~/lib/leads";
import type { PersonReason } from "../people";
import type { LeadAnswer } from "./lead-answer";
import { agentPath, formatReceived, useAgentDayText, useAgentText } from "./texts";

interface OtherLead {
  readonly id: string;
  readonly type: LeadType;
  readonly name: string;
  readonly createdAt: string | Date;
}

export interface PersonData {
  readonly relatives: ReadonlyArray<OtherLead & { readonly reason: PersonReason }>;
  readonly apart: readonly OtherLead[];
}

function OtherLink({ lead }: { lead: OtherLead }) {
  const t = useAgentText();
  const lang = useLang();
  return (
    <Link to={agentPath(lang, `leads/${lead.id}`)} className="inline-flex min-h-11 flex-col justify-center font-semibold underline-offset-4 hover:underline">
      {lead.name}
      <span className="text-sm font-normal text-muted-foreground">
        {t.types[lead.type]} · {formatReceived(lang, lead.createdAt)}
      </span>
    </Link>
  );
}

/** A button that says what the agent knows of another lead: not this person, or this person after all. */
function Word({ intent, other, label }: { intent: "apart" | "rejoin"; other: string; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="other" value={other} />
      <Button type="submit" variant="outline" disabled={busy} data-testid={`person-${intent}`}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * The lead's person (ADR 0421): the other requests it shares an e-mail or a phone with or that the agent
 * joined to it, each of which she can say is someone else; those she kept apart, to take back; and a form
 * that joins another lead she knows is the same person.
 */
export function PersonPanel({ person, answer }: { person: PersonData; answer?: LeadAnswer }) {
  const t = useAgentDayText().person;
  const busy = useNavigation().state === "submitting";
  const code = answer?.form === "join" ? answer.errors.other : undefined;
  const error = code === "self" || code === "already" || code === "notFound" ? t.errors[code] : code ? t.errors.notFound : undefined;
  return (
    <section id="person" aria-labelledby="lead-person" className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" data-testid="person-panel">
      <h2 id="lead-person" className="flex items-center gap-2 text-xl font-semibold">
        <Users aria-hidden className="size-5" />
        {t.title}
      </h2>
      {person.relatives.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">{t.description}</p>
          <ul className="divide-y" data-testid="person-relatives">
            {person.relatives.map((relative) => (
              <li key={relative.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-lead-id={relative.id}>
                <div>
                  <OtherLink lead={relative} />
                  <p className="text-sm font-medium" data-testid="person-reason">{t.shared[relative.reason]}</p>
                </div>
                <Word intent="apart" other={relative.id} label={t.unmerge} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {person.apart.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">{t.keptApart}</p>
          <ul className="divide-y" data-testid="person-kept-apart">
            {person.apart.map((other) => (
              <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <OtherLink lead={other} />
                <Word intent="rejoin" other={other.id} label={t.rejoin} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details open={error !== undefined}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold underline underline-offset-4">{t.merge}</summary>
        <Form method="post" className="flex flex-wrap items-end gap-3 pt-2">
          <input type="hidden" name="intent" value="join" />
          <TextField id="person-other" name="other" label={t.mergeField} hint={t.mergeHint} error={error} defaultValue={answer?.form === "join" ? answer.values.other : undefined} required className="min-w-0 flex-1" />
          <Button type="submit" disabled={busy} data-testid="person-join">
            {t.mergeButton}
          </Button>
        </Form>
      </details>
    </section>
  );
}

/** Which of the person's other requests a timeline line comes from, linked. */
export function FromRequest({ from }: { from: { readonly id: string; readonly at: string } }) {
  const t = useAgentDayText().person;
  const lang = useLang();
  return (
    <Link to={agentPath(lang, `leads/${from.id}`)} className="text-sm font-medium underline underline-offset-4" data-testid="timeline-from">
      {fmt(t.timelineFrom, { date: formatReceived(lang, from.at) })}
    </Link>
  );
}
