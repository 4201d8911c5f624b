import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/form-fields";
import { fmt, useDictionary, useLang } from "~/i18n";
import { instantReplyTexts } from "~/i18n/instant-reply";
import { formatDate } from "~/lib/dates";
import { limits } from "~/features/leads/lead-forms";
import type { TimelineEntry } from "../timeline";
import type { LeadAnswer } from "./lead-answer";
import { FromRequest } from "./person-panel";
import { useTaskText } from "./task-texts";
import { formatReceived, useAgentText, useLeadWorkText, usePipelineText } from "./texts";
import { leadSearchTexts } from "~/i18n/lead-search";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { showingWhen } from "~/features/showing-agent/invite";

/** A move of stage; a move to Lost says why, with her note under it. */
function StatusMove({ entry }: { entry: Extract<TimelineEntry, { kind: "status" }> }) {
  const t = useLeadWorkText();
  const agent = useAgentText();
  const p = usePipelineText();
  if (!entry.reason) return <p className="font-semibold">{fmt(t.timeline.status, { status: agent.statuses[entry.status] })}</p>;
  return (
    <>
      <p className="font-semibold">{fmt(p.timeline.lost, { reason: p.reasons[entry.reason] })}</p>
      {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
    </>
  );
}

function EntryText({ entry }: { entry: TimelineEntry }) {
  const t = useLeadWorkText();
  const searchTexts = useDictionary(leadSearchTexts);
  const tasks = useTaskText();
  const agent = useAgentText();
  const instant = useDictionary(instantReplyTexts);
  const lang = useLang();
  switch (entry.kind) {
    case "showing": {
      const line = fmt(showingAgentTexts[lang].timeline[entry.action], { when: showingWhen(lang, new Date(entry.startsAt)), hours: entry.hours ?? "" });
      return (
        <>
          <p className="font-semibold">{line}</p>
          {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
        </>
      );
    }
    case "contact": {
      const contact = tasks.timeline.contact[entry.channel];
      return <p className="font-semibold">{entry.outcome ? fmt(tasks.timeline.outcome, { contact, outcome: tasks.outcomes[entry.outcome] }) : contact}</p>;
    }
    case "task": {
      const task = entry.note ? `${tasks.kinds[entry.taskKind]}: ${entry.note}` : tasks.kinds[entry.taskKind];
      const day = formatDate(lang, entry.dueOn, "medium");
      const when = entry.dueTime ? fmt(tasks.state.at, { day, time: entry.dueTime }) : day;
      return <p className="font-semibold break-words">{entry.action === "added" ? fmt(tasks.timeline.added, { task, when }) : fmt(entry.action === "done" ? tasks.timeline.done : tasks.timeline.undone, { task })}</p>;
    }
    case "request":
      return <p className="font-semibold">{fmt(t.timeline.request, { type: agent.types[entry.type] })}</p>;
    case "status":
      return <StatusMove entry={entry} />;
    case "followUp":
      return <p className="font-semibold">{entry.day ? fmt(t.timeline.followUp, { date: formatDate(lang, entry.day) }) : t.timeline.followUpCleared}</p>;
    case "search":
      return <p className="font-semibold">{fmt(searchTexts.timeline[entry.action], { name: entry.name })}</p>;
    case "note":
      return (
        <>
          <p className="font-semibold">{t.timeline.note}</p>
          <p className="whitespace-pre-line">{entry.body}</p>
        </>
      );
    case "reply":
    case "instantReply":
      return (
        <>
          <p className="font-semibold">{fmt(entry.kind === "reply" ? t.timeline.reply : instant.timeline, { subject: entry.subject })}</p>
          <details>
            <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold underline underline-offset-4">{t.timeline.showReply}</summary>
            <p className="whitespace-pre-line rounded-lg border bg-background p-3 text-sm">{entry.body}</p>
          </details>
        </>
      );
  }
}

/** The lead's history, oldest first, and the form that adds a note to it. */
export function LeadTimeline({ entries, answer }: { entries: readonly TimelineEntry[]; answer?: LeadAnswer }) {
  const t = useLeadWorkText();
  const agent = useAgentText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const code = answer?.form === "note" ? answer.errors.body : undefined;
  return (
    <section aria-labelledby="lead-timeline" className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" id="timeline">
      <h2 id="lead-timeline" className="text-xl font-semibold">
        {t.timeline.title}
      </h2>
      <ol className="space-y-3 border-l-2 pl-4" data-testid="lead-timeline">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="space-y-1" data-kind={entry.kind} data-from={entry.from?.id}>
            {entry.from ? <FromRequest from={entry.from} /> : null}
            <EntryText entry={entry} />
            <p className="text-sm text-muted-foreground">
              <time dateTime={entry.at}>{formatReceived(lang, entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
      <Form method="post" className="space-y-2" key={entries.length}>
        <input type="hidden" name="intent" value="note" />
        <TextareaField
          id="lead-note"
          name="body"
          label={agent.lead.addNote}
          rows={3}
          required
          maxLength={limits.note}
          defaultValue={answer?.form === "note" ? answer.values.body : undefined}
          error={code ? fmt(code === "tooLong" ? agent.lead.noteTooLong : agent.lead.noteRequired, { max: limits.note }) : undefined}
        />
        <Button type="submit" disabled={busy} data-testid="add-note">
          {agent.lead.saveNote}
        </Button>
      </Form>
    </section>
  );
}
