import { useActionData } from "react-router";
import { useSite } from "~/components/layout/site-context";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { fmt, useLang } from "~/i18n";
import { answerFor } from "~/lib/form-answer";
import { hiddenFields, limits, type LeadAnswer } from "../lead-forms";
import { errorText, formErrorText, useLeadsText } from "./texts";

export interface RsvpFormProps {
  readonly openHouseId: number;
  /** The open house's start (an ISO instant): the lead's details show it as the time, as a booking's slot. */
  readonly start: string;
  readonly token: string;
  readonly labels: { readonly rsvp: string; readonly intro: string; readonly submit: string };
  /** Which open house, for those who can't see the entry the form sits in. */
  readonly what: string;
}

/**
 * An RSVP to one open house (ADR 0431): a showing lead naming the open house, posted as a plain form
 * to the property page's action, so it works before any script and goes through the lead intake. A
 * refused one comes back open with what was typed and its errors; a sent one, as the showing form's
 * confirmation.
 */
export function RsvpForm({ openHouseId, start, token, labels, what }: RsvpFormProps) {
  const t = useLeadsText();
  const site = useSite();
  const lang = useLang();
  const id = (field: string) => `rsvp-${openHouseId}-${field}`;
  const found = answerFor<LeadAnswer>("showing", useActionData());
  const answer = found?.values.openHouse === String(openHouseId) ? found : undefined;
  const field = (name: string) => {
    const code = answer?.errors[name];
    return { id: id(name), name, defaultValue: answer?.values[name] ?? "", error: code ? errorText(t, code, name) : undefined };
  };
  const problem = answer?.formError ? formErrorText(t, answer.formError, site.phone) : undefined;
  const hidden = { [hiddenFields.form]: "showing", [hiddenFields.token]: token, openHouse: String(openHouseId), slot: start, mode: "in-person", lang };
  return (
    <details open={answer ? true : undefined} data-testid="open-house-rsvp">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline-offset-4 hover:underline">
        {labels.rsvp}
        <span className="sr-only">: {what}</span>
      </summary>
      <form method="post" className="mt-2 space-y-3" aria-label={`${labels.rsvp}: ${what}`} data-testid={`rsvp-form-${openHouseId}`}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={id(hiddenFields.honeypot)}>{t.honeypot}</label>
          <input id={id(hiddenFields.honeypot)} type="text" name={hiddenFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className="text-sm text-muted-foreground">{fmt(labels.intro, { agentName: site.agentName })}</p>
        {problem ? (
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
        <TextField {...field("name")} label={t.fields.name} required maxLength={limits.name} autoComplete="name" />
        <TextField {...field("email")} label={t.fields.email} type="email" maxLength={limits.email} autoComplete="email" inputMode="email" />
        <TextField {...field("phone")} label={t.fields.phone} type="tel" maxLength={limits.phone} autoComplete="tel" hint={t.fields.contactHint} />
        <CheckboxField
          id={id("consent")}
          name="consent"
          label={fmt(t.fields.consent, { agentName: site.agentName })}
          error={field("consent").error}
          defaultChecked={answer?.values.consent === "on"}
          required large labelClassName="text-sm leading-relaxed" />
        <Button type="submit" className="w-full">
          {labels.submit}
        </Button>
      </form>
    </details>
  );
}
