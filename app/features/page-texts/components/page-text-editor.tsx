import ArrowLeft from "lucide-react/icons/arrow-left";
import { useRef } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { PreviewSection } from "~/components/editing/live-preview";
import { RichTextField } from "~/components/editing/rich-text-field";
import { PageSections } from "~/components/page/page-intro";
import { Prose } from "~/components/page/prose";
import { DraftRestored, SaveConflict } from "~/components/editing/edit-notices";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/form-fields";
import type { LinkTarget } from "~/lib/editor-runs";
import { sitePlaceholders } from "~/lib/placeholders";
import { fmt, useDictionary, useLang } from "~/i18n";
import { pageEditorTexts } from "~/i18n/page-editor";
import type { PageText } from "~/lib/page-data";
import type { FormAnswer } from "~/lib/form-answer";
import { type Lang } from "~/lib/routes";
import { agentPagesPath } from "~/lib/agent-routes";
import { pageTextLimits, type PageTextInput } from "../editable";
import { useDraft } from "./use-draft";

/** The editor's answer: refused fields, a preview, or the text another save left standing. */
export type PageEditAnswer = FormAnswer<"page-text", keyof PageTextInput, string, never, Partial<PageTextInput>> & {
  readonly linkDetail?: string;
  /** Her text as the page will show it; `heroTitle` is false where her heading takes the place of the site's line under it on phones. */
  readonly preview?: { readonly h1: string; readonly heroTitle: boolean } & Pick<PageText, "intro" | "sections">;
  readonly conflict?: PageTextInput & { readonly revision: number; readonly updatedAt: string | null };
};

interface EditorProps {
  readonly page: string;
  readonly textLang: Lang;
  readonly pageName: string;
  readonly viewPath: string;
  readonly values: PageTextInput;
  readonly revision: number;
  readonly edited: boolean;
  readonly links: readonly LinkTarget[];
  readonly answer?: PageEditAnswer;
}

const DRAFT_FIELDS = ["h1", "description", "body"] as const;

/**
 * One page's text in one language: heading, description and body, with a
 * preview and a save that works without script; with it, the text typed is
 * kept in the browser as it goes (useDraft). A save from a stale page is
 * refused with both versions shown.
 */
export function PageTextEditor({ page, textLang, pageName, viewPath, values: saved, revision, edited, links, answer }: EditorProps) {
  const t = useDictionary(pageEditorTexts);
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const { restored, discard } = useDraft(form, `page-text-draft:${page}:${textLang}`, saved, revision, DRAFT_FIELDS);
  const values = { ...saved, ...answer?.values };
  const error = (field: keyof PageTextInput) => {
    const code = answer?.errors[field];
    if (!code) return undefined;
    if (code === "link") return fmt(t.errors.link, { detail: answer?.linkDetail ?? "" });
    return fmt(t.errors[code as "required" | "tooLong" | "tooShort"], { min: pageTextLimits.descriptionMin, max: field === "h1" ? pageTextLimits.h1 : field === "description" ? pageTextLimits.descriptionMax : pageTextLimits.body });
  };
  return (
    <div className="space-y-6">
      <Link to={agentPagesPath[lang]} className="inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{fmt(t.editTitle, { page: pageName, lang: t.langNames[textLang] })}</h1>
        <Link to={viewPath} className="font-semibold underline underline-offset-4">
          {t.view}
        </Link>
      </header>
      {restored ? <DraftRestored at={restored.at} texts={t.draft} onDiscard={discard} /> : null}
      {answer?.conflict ? (
        <SaveConflict
          texts={t.conflict}
          theirs={{ text: `${answer.conflict.h1}\n\n${answer.conflict.body}`, updatedAt: answer.conflict.updatedAt }}
          yours={`${values.h1}\n\n${values.body}`}
          textLang={textLang}
          testId="page-conflict"
        />
      ) : null}
      <Form method="post" ref={form} className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" key={answer ? "answer" : `${revision}`} lang={textLang} data-testid="page-text-form" noValidate>
        {/* A restored draft was typed against its own revision: a save from it is checked against that one. */}
        <input type="hidden" name="revision" value={answer?.conflict ? answer.conflict.revision : (restored?.revision ?? revision)} />
        <RichTextField
          id="page-h1"
          name="h1"
          label={t.fields.h1}
          required
          singleLine
          rows={1}
          maxLength={pageTextLimits.h1}
          defaultValue={values.h1}
          error={error("h1")}
          placeholders={sitePlaceholders}
          textLang={textLang}
        />
        <TextareaField
          id="page-description"
          name="description"
          label={t.fields.description}
          hint={fmt(t.hints.description, { min: pageTextLimits.descriptionMin, max: pageTextLimits.descriptionMax })}
          required
          rows={3}
          maxLength={pageTextLimits.descriptionMax}
          defaultValue={values.description}
          error={error("description")}
        />
        <RichTextField
          id="page-body"
          name="body"
          label={t.fields.body}
          hint={t.hints.body}
          required
          rows={18}
          maxLength={pageTextLimits.body}
          defaultValue={values.body}
          error={error("body")}
          placeholders={sitePlaceholders}
          links={links}
          textLang={textLang}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={busy} data-testid="save-page-text">
            {t.save}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy} data-testid="preview-page-text">
            {t.preview}
          </Button>
          {edited ? (
            <Button type="submit" name="intent" value="reset" variant="outline" disabled={busy}>
              {t.reset}
            </Button>
          ) : null}
        </div>
      </Form>
      {answer?.preview ? <PagePreview key={JSON.stringify(answer.preview)} preview={answer.preview} textLang={textLang} viewPath={viewPath} title={t.previewTitle} /> : null}
    </div>
  );
}

/** Her text as the page will show it (PreviewSection): the live page with her text in its place. */
function PagePreview({ preview, textLang, viewPath, title }: { preview: NonNullable<PageEditAnswer["preview"]>; textLang: Lang; viewPath: string; title: string }) {
  return (
    <PreviewSection id="page-preview" title={title} pagePath={viewPath} textLang={textLang} testId="page-preview">
      <p className="text-3xl font-bold tracking-tight" data-editable="h1">
        {preview.h1}
      </p>
      {preview.heroTitle ? null : <p data-editable="hero-title" hidden />}
      <div className="space-y-3" data-editable="intro">
        <Prose text={preview.intro} lang={textLang} />
      </div>
      <PageSections sections={preview.sections} lang={textLang} />
    </PreviewSection>
  );
}
