import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { useSite } from "~/components/layout/site-context";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import {
  formAnchor,
  hiddenFields,
  limits,
  type ErrorCode,
  type FieldErrors,
  type LeadAnswer,
  type LeadForm,
  type RawValues,
} from "../lead-forms";
import { CheckboxField, FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { answerFor } from "~/lib/form-answer";
import type { LeadFormsState } from "../sent";
import { LeadFormContext, fieldId, leadField, type LeadFieldOf } from "./form-context";
import { focusAfter, LeadSent } from "./lead-sent";
import { formErrorText, useLeadsText } from "./texts";

/** The schemas load once a form is in use, not with the page: most visitors never send one. */
const loadSchemas = () => import("../lead-schemas");

/** The server's time trap is 2 s; a person who autofills faster waits the rest rather than being taken for a bot. */
const MIN_FILL_MS = 2_300;

export interface LeadFormProps {
  readonly form: LeadForm;
  /** The signed render token from the page's loader; a new one after each submission resets the form. */
  readonly token: string;
  /** The page's confirmations and a signed-in visitor's details, from its loader (`leadFormsState`). */
  readonly state: LeadFormsState;
  readonly title: string;
  readonly intro?: string;
  /** The button's label, when not the form's usual one (a showing booked rather than requested). */
  readonly submit?: string;
  /** Values to start with, e.g. the listing of ?listing=. */
  readonly defaults?: RawValues;
  readonly hidden?: Readonly<Record<string, string>>;
  readonly messageRequired?: boolean;
  readonly multipart?: boolean;
  /** Checks the schema can't make, such as the chosen photos. */
  readonly extraCheck?: (element: HTMLFormElement) => FieldErrors;
  /** The form's own fields, between the contact details and the message, wired by `field` (see `leadField`). */
  readonly children?: (field: LeadFieldOf) => ReactNode;
}

/**
 * One lead form: contact details (a signed-in visitor's to start with), the form's own fields,
 * message, language and consent, with the hidden token and honeypot. Without JavaScript it is a
 * plain POST answered by a redirect; with it, a fetcher with a pending state and the same schema's
 * hints before sending. Once sent, the confirmation takes the form's place (ADR 0424).
 */
export function LeadFormShell(props: LeadFormProps) {
  const { form, title, intro, state } = props;
  const site = useSite();
  const sent = state.sent[form];
  const headingId = `${formAnchor(form)}-title`;
  return (
    <section id={formAnchor(form)} aria-labelledby={headingId} className="scroll-mt-24 space-y-4 rounded-2xl border bg-card/80 p-4 text-card-foreground md:p-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {intro && !sent ? <p className="text-muted-foreground">{fmt(intro, { agentName: site.agentName })}</p> : null}
      </div>
      {sent ? <LeadSent sent={sent} /> : <LeadFormBody key={props.token} {...props} headingId={headingId} />}
    </section>
  );
}

function LeadFormBody({ form, token, state, defaults, hidden, messageRequired, multipart, extraCheck, children, headingId, submit }: LeadFormProps & { headingId: string }) {
  const t = useLeadsText();
  const lang = useLang();
  const site = useSite();
  const location = useLocation();
  const fetcher = useFetcher<LeadAnswer>();
  const documentAnswer: unknown = useActionData();
  // An open house's RSVP is a showing lead too, but its own form shows its answer (rsvp-form.tsx); one
  // whose open house is gone comes here, where the visitor can choose a showing time instead.
  const answer = answerFor<LeadAnswer>(form, fetcher.data, documentAnswer);
  const server = answer?.values.openHouse && answer.formError !== "rsvpGone" ? undefined : answer;
  // The browser's own findings, once it has any; until then (and after a clean check) the server's answer speaks.
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const [waiting, setWaiting] = useState(false);
  const mountedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);

  useEffect(() => {
    mountedAt.current = Date.now();
    // The browser's own checks stand until the script's can take over. Set here rather than by
    // a render: re-rendering the form to change one attribute rewrote every field's attributes
    // while the page was starting.
    if (formRef.current) formRef.current.noValidate = true;
    if (focusAfter.another.delete(form)) document.getElementById(fieldId(form, "name"))?.focus();
  }, [form]);

  const errors = clientErrors ?? server?.errors ?? {};
  const values: RawValues = { lang, ...state.contact, ...defaults, ...server?.values };
  const field = (name: string, initial?: string) => leadField({ form, values, errors, t }, name, initial);
  const consent = field("consent");
  const setError = (name: string, code: ErrorCode | undefined) =>
    setClientErrors((current) => {
      const next = { ...(current ?? server?.errors) };
      delete next[name];
      return code ? { ...next, [name]: code } : next;
    });
  const busy = waiting || fetcher.state !== "idle";
  const hasErrors = Object.keys(errors).length > 0;
  const action = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!server || fetcher.state !== "idle") return;
    focusAfter.sent.delete(form);
    const first = Object.keys(server.errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(form, first)}, [name="${first}"]`)?.focus();
  }, [server, fetcher.state, form]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || checking.current) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    checking.current = true;
    // Without the schemas (a failed chunk load) the server's answer gives the same hints.
    const schemas = await loadSchemas()
      .catch(() => undefined)
      .finally(() => {
        checking.current = false;
      });
    const check = schemas?.validateLead(form, schemas.rawValues(form, data));
    const found: FieldErrors = { ...(check && !check.ok ? check.errors : {}), ...extraCheck?.(element) };
    const first = Object.keys(found)[0];
    setClientErrors(first ? found : undefined);
    if (first) {
      element.querySelector<HTMLElement>(`#${fieldId(form, first)}, [name="${first}"]`)?.focus();
      return;
    }
    setWaiting(true);
    focusAfter.sent.add(form);
    window.setTimeout(
      () => {
        setWaiting(false);
        void fetcher.submit(element, { method: "post", action, encType: multipart ? "multipart/form-data" : undefined, preventScrollReset: true });
      },
      Math.max(0, mountedAt.current + MIN_FILL_MS - Date.now()),
    );
  };

  return (
    <>
      {server?.formError || hasErrors ? (
        <p role="alert" className="rounded-lg border border-red-700 p-3 font-medium text-red-700 dark:border-red-300 dark:text-red-300" data-testid="form-error">
          {server?.formError && !Object.keys(clientErrors ?? {}).length ? formErrorText(t, server.formError, site.phone) : t.errors.summary}
        </p>
      ) : null}
      <LeadFormContext value={{ form, values, errors, t, setError }}>
        <form
          ref={formRef}
          method="post"
          action={action}
          encType={multipart ? "multipart/form-data" : undefined}
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void loadSchemas()}
          aria-busy={busy}
          aria-labelledby={headingId}
          data-testid={`lead-form-${form}`}
          className="space-y-4"
        >
          <input type="hidden" name={hiddenFields.form} value={form} />
          <input type="hidden" name={hiddenFields.token} value={token} />
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={fieldId(form, hiddenFields.honeypot)}>{t.honeypot}</label>
            <input id={fieldId(form, hiddenFields.honeypot)} type="text" name={hiddenFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <FieldGrid>
            <TextField {...field("name")} label={t.fields.name} required maxLength={limits.name} autoComplete="name" className="sm:col-span-2" />
            <TextField {...field("email")} label={t.fields.email} type="email" maxLength={limits.email} autoComplete="email" inputMode="email" />
            <TextField {...field("phone")} label={t.fields.phone} type="tel" maxLength={limits.phone} autoComplete="tel" hint={t.fields.contactHint} />
          </FieldGrid>
          {children?.(field)}
          <FieldGrid>
            <TextareaField
              {...field("message")}
              label={messageRequired ? t.fields.message : t.fields.messageOptional}
              required={messageRequired}
              maxLength={limits.message}
              rows={4}
              className="sm:col-span-2"
            />
            <SelectField {...field("lang", lang)} label={t.fields.lang} options={[["en", t.options.lang.en], ["es", t.options.lang.es]]} />
            <CheckboxField
              id={consent.id}
              name="consent"
              label={fmt(t.fields.consent, { agentName: site.agentName })}
              error={consent.error}
              large
              defaultChecked={consent.defaultValue === "on"}
              required
              className="flex flex-col gap-1 sm:col-span-2"
              labelClassName="text-sm leading-relaxed"
            />
          </FieldGrid>
          <Button type="submit" disabled={busy} className="w-full sm:w-auto" data-testid="lead-submit">
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {busy ? t.sending : (submit ?? t.forms[form].submit)}
          </Button>
          <p className="text-sm text-muted-foreground">{t.privacy}</p>
        </form>
      </LeadFormContext>
    </>
  );
}
