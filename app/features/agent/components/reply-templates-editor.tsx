import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { RichTextField } from "~/components/editing/rich-text-field";
import { useDictionary } from "~/i18n";
import { textEditingTexts } from "~/i18n/text-editing";
import { templatePlaceholders } from "~/lib/placeholders";
import { replyTemplateKeys, type ReplyTemplateKey } from "~/lib/leads";
import type { Lang } from "~/lib/routes";
import { replyLimits, type ReplyTemplate } from "../replies";
import { replyFieldError, type LeadAnswer } from "./lead-answer";
import { useLeadWorkText } from "./texts";

function TemplateForm({ templateKey, lang, template, answer }: { templateKey: ReplyTemplateKey; lang: Lang; template: ReplyTemplate; answer?: LeadAnswer }) {
  const t = useLeadWorkText();
  const editing = useDictionary(textEditingTexts);
  const busy = useNavigation().state === "submitting";
  const id = `template-${templateKey}-${lang}`;
  const typed = answer?.form === id ? answer : undefined;
  const error = (field: "subject" | "body") => replyFieldError(t, typed, field);
  return (
    <Form method="post" id={id} lang={lang} className="space-y-3 rounded-xl border p-4" key={`${template.subject}\n${template.body}`} data-testid={id}>
      <input type="hidden" name="key" value={templateKey} />
      <input type="hidden" name="lang" value={lang} />
      <p className="font-semibold">
        {lang === "es" ? t.templatesPage.spanish : t.templatesPage.english}
        {template.edited ? <span className="ml-2 rounded-full border px-2 py-0.5 text-xs font-semibold">{t.templatesPage.edited}</span> : null}
      </p>
      <RichTextField
        id={`${id}-subject`}
        name="subject"
        label={t.reply.subject}
        required
        singleLine
        rows={1}
        maxLength={replyLimits.subject}
        defaultValue={typed?.values.subject ?? template.subject}
        error={error("subject")}
        placeholders={templatePlaceholders}
        textLang={lang}
        chipsHint={editing.templateChipsHint}
      />
      <RichTextField
        id={`${id}-body`}
        name="body"
        label={t.reply.body}
        required
        rows={8}
        maxLength={replyLimits.body}
        defaultValue={typed?.values.body ?? template.body}
        error={error("body")}
        placeholders={templatePlaceholders}
        textLang={lang}
        chipsHint={editing.templateChipsHint}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="template-save" disabled={busy}>
          {t.templatesPage.save}
        </Button>
        {template.edited ? (
          <Button type="submit" name="intent" value="template-reset" variant="outline" disabled={busy} formNoValidate>
            {t.templatesPage.reset}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** Each reply template in English and in Spanish, side by side from a tablet's width up. */
export function ReplyTemplatesEditor({ templates, answer }: { templates: Record<Lang, Record<ReplyTemplateKey, ReplyTemplate>>; answer?: LeadAnswer }) {
  const t = useLeadWorkText();
  return (
    <section aria-labelledby="reply-templates" className="space-y-4" id="templates">
      <div className="space-y-1">
        <h2 id="reply-templates" className="text-2xl font-semibold">
          {t.templatesPage.title}
        </h2>
        <p className="text-muted-foreground">{t.templatesPage.intro}</p>
      </div>
      {replyTemplateKeys.map((key) => (
        <section key={key} aria-labelledby={`template-${key}`} className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
          <h3 id={`template-${key}`} className="text-lg font-semibold">
            {t.templateNames[key]}
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            <TemplateForm templateKey={key} lang="en" template={templates.en[key]} answer={answer} />
            <TemplateForm templateKey={key} lang="es" template={templates.es[key]} answer={answer} />
          </div>
        </section>
      ))}
    </section>
  );
}
