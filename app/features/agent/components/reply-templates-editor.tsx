import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { RichTextField } from "~/components/editing/rich-text-field";
import { useDictionary } from "~/i18n";
import { textEditingTexts } from "~/i18n/text-editing";
import { templatePlaceholders, type PlaceholderName } from "~/lib/placeholders";
import { replyTemplateKeys, type ReplyTemplateKey } from "~/lib/leads";
import { langs, type Lang } from "~/lib/routes";
import { replyLimits, type ReplyTemplate } from "../replies";
import { replyFieldError, type LeadAnswer } from "./lead-answer";
import { useLeadWorkText } from "./texts";

/** Where a template's form posts: its hidden fields, its two intents, the placeholders its text takes. */
export interface TemplateFormPost {
  readonly hidden: Readonly<Record<string, string>>;
  readonly save: string;
  readonly reset: string;
  readonly placeholders: readonly PlaceholderName[];
  readonly chipsHint: string;
}

/** One template in one language, saved or put back to the site's wording; `id` names the form and its answer. */
export function TemplateForm({ id, lang, template, answer, post }: { id: string; lang: Lang; template: ReplyTemplate; answer?: LeadAnswer; post: TemplateFormPost }) {
  const t = useLeadWorkText();
  const busy = useNavigation().state === "submitting";
  const typed = answer?.form === id ? answer : undefined;
  const error = (field: "subject" | "body") => replyFieldError(t, typed, field);
  const text = { required: true, textLang: lang, placeholders: post.placeholders, chipsHint: post.chipsHint } as const;
  return (
    // The text is in the template's language (each box says so, `textLang`); the labels and buttons are in the page's.
    <Form method="post" id={id} className="space-y-3 rounded-xl border p-4" key={`${template.subject}\n${template.body}`} data-testid={id}>
      {Object.entries({ ...post.hidden, lang }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="font-semibold">
        {lang === "es" ? t.templatesPage.spanish : t.templatesPage.english}
        {template.edited ? <span className="ml-2 rounded-full border px-2 py-0.5 text-xs font-semibold">{t.templatesPage.edited}</span> : null}
      </p>
      <RichTextField
        {...text}
        id={`${id}-subject`}
        name="subject"
        label={t.reply.subject}
        singleLine
        rows={1}
        maxLength={replyLimits.subject}
        defaultValue={typed?.values.subject ?? template.subject}
        error={error("subject")}
      />
      <RichTextField
        {...text}
        id={`${id}-body`}
        name="body"
        label={t.reply.body}
        rows={8}
        maxLength={replyLimits.body}
        defaultValue={typed?.values.body ?? template.body}
        error={error("body")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value={post.save} disabled={busy}>
          {t.templatesPage.save}
        </Button>
        {template.edited ? (
          <Button type="submit" name="intent" value={post.reset} variant="outline" disabled={busy} formNoValidate>
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
  const post = { save: "template-save", reset: "template-reset", placeholders: templatePlaceholders, chipsHint: useDictionary(textEditingTexts).templateChipsHint };
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
            {langs.map((lang) => (
              <TemplateForm key={lang} id={`template-${key}-${lang}`} lang={lang} template={templates[lang][key]} answer={answer} post={{ ...post, hidden: { key } }} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
