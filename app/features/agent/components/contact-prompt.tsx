import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { fmt, useLang } from "~/i18n";
import { formatTime } from "~/lib/dates";
import { contactChannels, contactOutcomes, type ContactChannel, type ContactOutcome } from "~/lib/leads";
import type { PendingContact } from "../contact-log";
import { useTaskText } from "./task-texts";

/** "How did it go?" after a tap on Call, Text or WhatsApp: one tap on how it went, kept on that line of the timeline. */
function AskOutcome({ contact, name }: { contact: PendingContact; name: string }) {
  const t = useTaskText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="how-did-it-go" className="space-y-3 rounded-2xl border-2 border-primary bg-card p-4 text-card-foreground md:p-6" data-testid="how-did-it-go">
      <h2 id="how-did-it-go" className="text-xl font-semibold">
        {t.howDidItGo.title}
      </h2>
      <p>{fmt(t.howDidItGo[contact.channel], { name, time: formatTime(lang, new Date(contact.at)) })}</p>
      <Form method="post" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <input type="hidden" name="event" value={contact.id} />
        <input type="hidden" name="intent" value="outcome" />
        {contactOutcomes.map((outcome) => (
          <Button key={outcome} type="submit" name="outcome" value={outcome} variant="outline" disabled={busy} className="min-h-11">
            {t.outcomes[outcome]}
          </Button>
        ))}
      </Form>
    </section>
  );
}

/** After the outcome: the next task in one tap (the same way again tomorrow), a day of her choosing, or nothing. */
function NextStep({ channel, outcome, page }: { channel: ContactChannel; outcome: ContactOutcome; page: string }) {
  const t = useTaskText().howDidItGo;
  const outcomes = useTaskText().outcomes;
  const busy = useNavigation().state === "submitting";
  const kind = channel === "call" ? "call" : "text";
  return (
    <section aria-labelledby="next-step-title" id="next-step" className="space-y-3 rounded-2xl border-2 border-primary bg-card p-4 text-card-foreground md:p-6" data-testid="next-step">
      <h2 id="next-step-title" className="text-xl font-semibold">
        {t.nextTitle}
      </h2>
      <p>{fmt(t.nextIntro, { outcome: outcomes[outcome] })}</p>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="kind" value={kind} />
          <Button type="submit" name="intent" value="taskAgain" disabled={busy} data-testid="task-again">
            {t.again[channel]}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to={`${page}?pick=${kind}#task-add`}>{t.other}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={page}>{t.nothing}</Link>
        </Button>
      </div>
    </section>
  );
}

/** A call or message she made some other way, logged by hand with how it went: also how a tap is logged without script. */
function LogByHand() {
  const t = useTaskText().log;
  const outcomes = useTaskText().outcomes;
  const busy = useNavigation().state === "submitting";
  return (
    <details className="rounded-2xl border bg-card p-4 text-card-foreground">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t.summary}</summary>
      <Form method="post" className="flex flex-wrap items-end gap-3 pt-2">
        <SelectField id="log-channel" name="channel" label={t.channel} options={contactChannels.map((channel) => [channel, t.channels[channel]] as const)} />
        <SelectField id="log-outcome" name="outcome" label={t.outcome} options={contactOutcomes.map((outcome) => [outcome, outcomes[outcome]] as const)} />
        <Button type="submit" name="intent" value="contact" disabled={busy}>
          {t.save}
        </Button>
      </Form>
    </details>
  );
}

export interface ContactState {
  /** The latest tap with no outcome yet, if recent. */
  readonly pending: PendingContact | null;
  /** The contact whose outcome she just gave, for the next step. */
  readonly next: { readonly channel: ContactChannel; readonly outcome: ContactOutcome } | null;
}

/** What the lead page asks after a contact, and the form to log one by hand. */
export function ContactPrompt({ state, name, page }: { state: ContactState; name: string; page: string }) {
  return (
    <>
      {state.next ? <NextStep channel={state.next.channel} outcome={state.next.outcome} page={page} /> : state.pending ? <AskOutcome contact={state.pending} name={name} /> : null}
      <LogByHand />
    </>
  );
}
