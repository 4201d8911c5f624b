import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { undiscovered } from "~/components/ui/link";
import { useSite } from "~/components/layout/site-context";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { describeDetails } from "../lead-details";
import { hiddenFields } from "../lead-forms";
import { sendAnother, type SentLead } from "../sent";
import { useLeadsText } from "./texts";

/**
 * Where focus goes once the page shows the answer to something done on it by script: the
 * confirmation's heading after a form was sent, the form's first field after "Send another".
 * Module state, as the component that acted is replaced by the one that answers.
 */
export const focusAfter = { sent: new Set<string>(), another: new Set<string>() };

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A sent lead form's place: what was sent, what happens next, and "Send another", which brings the
 * empty form back (a plain form post without JavaScript, like the form it replaces).
 */
export function LeadSent({ sent }: { sent: SentLead }) {
  const t = useLeadsText();
  const lang = useLang();
  const site = useSite();
  const location = useLocation();
  const another = useFetcher();
  const heading = useRef<HTMLHeadingElement>(null);
  const { form } = sent;
  // A booked showing says so; a requested one, that she will confirm a time (ADR 0431).
  const texts = sent.details.slot ? { ...t.forms[form], ...t.booking } : t.forms[form];

  useEffect(() => {
    if (focusAfter.sent.delete(form)) heading.current?.focus();
  }, [form]);

  const rows = [
    { label: t.sent.request, value: capitalized(t.mail.types[form]) },
    ...(sent.listing && !sent.details.property ? [{ label: t.sent.listing, value: sent.listing }] : []),
    ...describeDetails(form, sent.details, t, lang),
    { label: t.mail.labels.name, value: sent.name },
    { label: t.mail.labels.email, value: sent.email },
    { label: t.mail.labels.phone, value: sent.phone },
  ].filter((row) => row.value !== "");
  const headingId = `${form}-sent-title`;

  return (
    <div role="status" aria-labelledby={headingId} className="space-y-4" data-testid={`lead-sent-${form}`}>
      <div className="flex items-start gap-3 rounded-lg border border-primary bg-primary/10 p-3">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="space-y-1">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {texts.done}
          </h3>
          <p>{fmt(texts.next, { agentName: site.agentName })}</p>
        </div>
      </div>
      <div className="space-y-2">
        <h4 className="font-semibold">{t.sent.summary}</h4>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="mb-2 break-words sm:mb-0">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <another.Form {...undiscovered}
        method="post"
        action={`${location.pathname}${location.search}`}
        preventScrollReset
        onSubmit={() => focusAfter.another.add(form)}
      >
        <input type="hidden" name={hiddenFields.form} value={form} />
        <input type="hidden" name={sendAnother.name} value={sendAnother.value} />
        <Button type="submit" variant="outline" disabled={another.state !== "idle"} className="w-full sm:w-auto" data-testid="lead-send-another">
          {texts.another}
        </Button>
      </another.Form>
    </div>
  );
}
