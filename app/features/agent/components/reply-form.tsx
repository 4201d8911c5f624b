import Eye from "lucide-react/icons/eye";
import Send from "lucide-react/icons/send";
import { useState, type FormEvent, type MouseEvent } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { fmt, useLang } from "~/i18n";
import { agentSettingsPath } from "~/lib/agent-routes";
import { replyTemplateKeys, type ReplyTemplateKey } from "~/lib/leads";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { addTemplateBelow, messageChanged, replyLimits, type ReplyText } from "../replies";
import { replyFieldError, type LeadAnswer, type ReplyAnswer } from "./lead-answer";
import { ReplaceDialog, type ReplaceChoice } from "./replace-dialog";
import { ReplyPreview } from "./reply-preview";
import { useAgentText, useLeadWorkText } from "./texts";

export interface ReplyDraft {
  /** The template the form starts from. */
  readonly template: ReplyTemplateKey;
  /** Every template filled for this lead, in its language. */
  readonly templates: Readonly<Record<ReplyTemplateKey, ReplyText>>;
  readonly agentEmail: string;
  /** The mail's signature as the lead reads it. */
  readonly signature: readonly string[];
}

interface ReplyState extends ReplyText {
  readonly template: ReplyTemplateKey;
}

/** With script the preview is already live: Enter in the subject asks the server for nothing. */
function skipPreview(event: FormEvent<HTMLFormElement>) {
  if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "preview") event.preventDefault();
}

const templateKey = (value: string | undefined): ReplyTemplateKey | undefined => replyTemplateKeys.find((key) => key === value);

/** What the form shows: what the last answer kept (a preview, a template chosen, a refused send), else the draft's template. */
function startOf(draft: ReplyDraft, typed: ReplyAnswer | undefined): ReplyState {
  const template = templateKey(typed?.values.template) ?? draft.template;
  return { template, subject: typed?.values.subject ?? draft.templates[template].subject, body: typed?.values.body ?? draft.templates[template].body };
}

/**
 * The e-mail reply. Each template is a button of the form, so choosing one
 * carries what she typed: without script the server puts the template below
 * a message she changed; with script it asks first. The preview below is the
 * mail as sent, live with script and from the Preview button without.
 */
export function ReplyForm({
  draft,
  email,
  leadName,
  leadLang,
  sent,
  answer,
}: {
  draft: ReplyDraft;
  email: string;
  leadName: string;
  leadLang: string;
  /** How many replies the lead has had: one more starts the form again from the template. */
  sent: number;
  answer?: LeadAnswer;
}) {
  const t = useLeadWorkText();
  const agent = useAgentText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const typed = answer?.form === "reply" ? (answer as ReplyAnswer) : undefined;
  // The form starts again only for an answer to it (a preview, a template, a refused send) or a reply
  // sent; another form of the page (status, note, follow-up) leaves what she is typing alone.
  const fresh = `${draft.template}:${sent}`;
  const [seen, setSeen] = useState({ typed, fresh });
  const [reply, setReply] = useState(() => startOf(draft, typed));
  const [pending, setPending] = useState<ReplyTemplateKey | null>(null);
  const live = useHydrated();
  if (typed !== seen.typed || fresh !== seen.fresh) {
    setSeen({ typed, fresh });
    if ((typed && typed !== seen.typed) || fresh !== seen.fresh) setReply(startOf(draft, typed));
  }
  const error = (field: "subject" | "body") => replyFieldError(t, typed, field);
  const leadLanguage = leadLang === "es" ? "es" : "en";
  const apply = (key: ReplyTemplateKey, choice: ReplaceChoice) => {
    const from = draft.templates[reply.template];
    const to = draft.templates[key];
    if (choice === "replace") setReply({ template: key, ...to });
    if (choice === "below") setReply({ template: key, ...addTemplateBelow(reply, from, to) });
  };
  const choose = (event: MouseEvent<HTMLButtonElement>, key: ReplyTemplateKey) => {
    event.preventDefault();
    if (messageChanged(reply, draft.templates[reply.template])) setPending(key);
    else apply(key, "replace");
  };
  return (
    <section aria-labelledby="lead-reply" className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" id="reply">
      <div className="space-y-1">
        <h2 id="lead-reply" className="text-xl font-semibold">
          {t.reply.title}
        </h2>
        <p className="text-sm text-muted-foreground">{fmt(t.reply.intro, { email, lang: agent.lead.pageLangs[leadLanguage], agentEmail: draft.agentEmail })}</p>
      </div>
      <Form method="post" className="space-y-3" data-testid="reply-form" preventScrollReset onSubmit={skipPreview}>
        {/* Enter in the subject previews rather than sends or switches: the first submit button is the form's default. */}
        <button type="submit" name="intent" value="preview" hidden tabIndex={-1} aria-hidden="true" formNoValidate />
        <input type="hidden" name="template" value={reply.template} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t.reply.template}</legend>
          <div className="flex flex-wrap gap-2">
            {replyTemplateKeys.map((key) => (
              <button
                key={key}
                type="submit"
                name="intent"
                value={`template-${key}`}
                formNoValidate
                aria-pressed={key === reply.template}
                onClick={(event) => choose(event, key)}
                className={cn("inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold hover:bg-muted", key === reply.template && "bg-muted underline underline-offset-4")}
              >
                {t.templateNames[key]}
              </button>
            ))}
          </div>
        </fieldset>
        {typed?.addedBelow ? (
          <p className="rounded-xl border bg-muted p-3 text-sm" role="status" data-testid="template-added-below">
            {fmt(t.reply.addedBelow, { template: t.templateNames[typed.addedBelow] })}
          </p>
        ) : null}
        <TextField
          id="reply-subject"
          name="subject"
          label={t.reply.subject}
          required
          maxLength={replyLimits.subject}
          value={reply.subject}
          onChange={(event) => setReply({ ...reply, subject: event.target.value })}
          error={error("subject")}
        />
        <TextareaField
          id="reply-body"
          name="body"
          label={t.reply.body}
          required
          rows={12}
          maxLength={replyLimits.body}
          value={reply.body}
          onChange={(event) => setReply({ ...reply, body: event.target.value })}
          error={error("body")}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="reply" disabled={busy} data-testid="send-reply">
            <Send aria-hidden />
            {t.reply.send}
          </Button>
          {live ? null : (
            <Button type="submit" name="intent" value="preview" variant="outline" formNoValidate data-testid="preview-reply">
              <Eye aria-hidden />
              {t.reply.preview}
            </Button>
          )}
          <Link to={agentSettingsPath[lang]} className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">
            {t.reply.editTemplates}
          </Link>
        </div>
      </Form>
      <ReplyPreview reply={reply} email={email} leadName={leadName} leadLang={leadLanguage} signature={draft.signature} />
      <ReplaceDialog
        template={pending ? t.templateNames[pending] : null}
        onChoose={(choice) => {
          if (pending) apply(pending, choice);
          setPending(null);
        }}
      />
    </section>
  );
}
