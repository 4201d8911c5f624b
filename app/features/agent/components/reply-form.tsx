import Send from "lucide-react/icons/send";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { fmt, useLang } from "~/i18n";
import { replyTemplateKeys, type ReplyTemplateKey } from "~/lib/leads";
import { agentSettingsPath } from "~/lib/agent-routes";
import { cn } from "~/lib/utils";
import { replyLimits } from "../replies";
import { replyFieldError, type LeadAnswer } from "./lead-answer";
import { useAgentText, useLeadWorkText } from "./texts";

export interface ReplyDraft {
  readonly template: ReplyTemplateKey;
  readonly subject: string;
  readonly body: string;
  readonly agentEmail: string;
}

/**
 * The e-mail reply: a link per template (a plain GET, so choosing one works
 * without script) fills the subject and message, which the agent edits before
 * sending. A refused send keeps what she wrote.
 */
export function ReplyForm({ draft, email, leadLang, answer }: { draft: ReplyDraft; email: string; leadLang: string; answer?: LeadAnswer }) {
  const t = useLeadWorkText();
  const agent = useAgentText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const typed = answer?.form === "reply" ? answer : undefined;
  const error = (field: "subject" | "body") => replyFieldError(t, typed, field);
  const langName = agent.lead.pageLangs[leadLang === "es" ? "es" : "en"];
  return (
    <section aria-labelledby="lead-reply" className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" id="reply">
      <div className="space-y-1">
        <h2 id="lead-reply" className="text-xl font-semibold">
          {t.reply.title}
        </h2>
        <p className="text-sm text-muted-foreground">{fmt(t.reply.intro, { email, lang: langName, agentEmail: draft.agentEmail })}</p>
      </div>
      <nav aria-label={t.reply.template} className="space-y-2">
        <p className="text-sm font-medium">{t.reply.template}</p>
        <ul className="flex flex-wrap gap-2">
          {replyTemplateKeys.map((key) => (
            <li key={key}>
              <Link
                to={`?template=${key}#reply`}
                replace
                preventScrollReset
                aria-current={key === draft.template ? "true" : undefined}
                className={cn("inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold hover:bg-muted", key === draft.template && "bg-muted underline underline-offset-4")}
              >
                {t.templateNames[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" className="space-y-3" key={typed ? "typed" : draft.template} data-testid="reply-form">
        <input type="hidden" name="intent" value="reply" />
        <TextField id="reply-subject" name="subject" label={t.reply.subject} required maxLength={replyLimits.subject} defaultValue={typed?.values.subject ?? draft.subject} error={error("subject")} />
        <TextareaField id="reply-body" name="body" label={t.reply.body} required rows={12} maxLength={replyLimits.body} defaultValue={typed?.values.body ?? draft.body} error={error("body")} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy} data-testid="send-reply">
            <Send aria-hidden />
            {t.reply.send}
          </Button>
          <Link to={agentSettingsPath[lang]} className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">
            {t.reply.editTemplates}
          </Link>
        </div>
      </Form>
    </section>
  );
}
