import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import type { ReplyTemplate } from "~/features/agent/replies";
import type { LeadAnswer } from "~/features/agent/components/lead-answer";
import { TemplateForm } from "~/features/agent/components/reply-templates-editor";
import { useDictionary } from "~/i18n";
import { instantReplyTexts } from "~/i18n/instant-reply";
import { textEditingTexts } from "~/i18n/text-editing";
import { leadTypes, type LeadType } from "~/lib/leads";
import { instantPlaceholders } from "~/lib/placeholders";
import { langs, type Lang } from "~/lib/routes";

/**
 * The instant reply's settings beside her reply templates (ADR 0428): which forms send it, one
 * checkbox each in one form, and its message in each language, edited as the templates are.
 */
export function InstantReplySettings({ forms, templates, answer }: { forms: Record<LeadType, boolean>; templates: Record<Lang, ReplyTemplate>; answer?: LeadAnswer }) {
  const t = useDictionary(instantReplyTexts);
  const busy = useNavigation().state === "submitting";
  const post = { hidden: {}, save: "instant-template-save", reset: "instant-template-reset", placeholders: instantPlaceholders, chipsHint: useDictionary(textEditingTexts).instantChipsHint };
  return (
    <section aria-labelledby="instant-reply" className="space-y-4" id="instant-reply-settings">
      <div className="space-y-1">
        <h2 id="instant-reply" className="text-2xl font-semibold">
          {t.settings.title}
        </h2>
        <p className="text-muted-foreground">{t.settings.intro}</p>
      </div>
      <Form method="post" className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" data-testid="instant-forms">
        <fieldset className="space-y-3" aria-describedby="instant-forms-hint">
          <legend className="text-lg font-semibold">{t.settings.forms}</legend>
          {leadTypes.map((type) => (
            <CheckboxField key={type} id={`instant-${type}`} name={type} value="on" defaultChecked={forms[type]} label={t.forms[type]} />
          ))}
          <p id="instant-forms-hint" className="text-sm text-muted-foreground">
            {t.settings.formsHint}
          </p>
        </fieldset>
        <Button type="submit" name="intent" value="instant-forms" disabled={busy} data-testid="save-instant-forms">
          {t.settings.save}
        </Button>
      </Form>
      <section aria-labelledby="instant-template" className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
        <h3 id="instant-template" className="text-lg font-semibold">
          {t.settings.templateTitle}
        </h3>
        <p className="text-muted-foreground">{t.settings.templateIntro}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {langs.map((lang) => (
            <TemplateForm key={lang} id={`instant-template-${lang}`} lang={lang} template={templates[lang]} answer={answer} post={post} />
          ))}
        </div>
      </section>
    </section>
  );
}
