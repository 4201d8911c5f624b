import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { DraftRestored, SaveConflict } from "~/components/editing/edit-notices";
import { PreviewSection } from "~/components/editing/live-preview";
import { RichTextField } from "~/components/editing/rich-text-field";
import { Button } from "~/components/ui/button";
import { FormSection as Section } from "~/components/ui/form-section";
import { FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { FileField } from "~/components/ui/file-field";
import { ErrorSummary, TextareaField } from "~/components/ui/form-fields";
import { photoErrorCodes, photoErrorValues, type PhotoErrorCode } from "~/features/listings/photos";
import { useDraft } from "~/features/page-texts/components/use-draft";
import { categoryIds } from "~/features/search/categories";
import { fmt, useDictionary, useLang, useUi } from "~/i18n";
import { articleEditorTexts } from "~/i18n/article-editor";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import { pageEditorTexts } from "~/i18n/page-editor";
import { plural } from "~/i18n/plural";
import type { LinkTarget } from "~/lib/editor-runs";
import { errorCount } from "~/lib/form-answer";
import { sitePlaceholders } from "~/lib/placeholders";
import { type Lang, type PageId } from "~/lib/routes";
import { agentArticlesPath } from "~/lib/agent-routes";
import { articleLimits, articleStatusOptions, suggestSlug, type ArticleAnswer, type ArticleFields, type ArticleValues } from "../editor";
import { ArticleCover } from "./article-cover";
import { ArticleToc } from "./article-toc";
import type { CoverView } from "../image-urls";

export interface ArticleEditorProps {
  readonly title: string;
  readonly articleLang: Lang;
  readonly id: string | null;
  readonly values: ArticleValues;
  readonly revision: number;
  readonly cover: CoverView | null;
  readonly twins: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  readonly viewPath: string | null;
  readonly newTwinPath: string | null;
  /** The pages and articles a link in the text may lead to. */
  readonly links: readonly LinkTarget[];
  /** A live article page of the text's language the preview shows hers in: its own when it is live. */
  readonly previewPath: string | null;
  readonly answer?: ArticleAnswer;
}

/** The fields a draft in the browser keeps: the text ones (a file can't be kept). */
const DRAFT_FIELDS = ["title", "slug", "summary", "body", "coverAlt", "tags", "category", "status", "publishDay", "publishTime", "twin"] as const;

const limits: Partial<Record<string, { min?: number; max: number }>> = {
  title: { min: articleLimits.titleMin, max: articleLimits.title },
  slug: { max: articleLimits.slug },
  summary: { min: articleLimits.summaryMin, max: articleLimits.summary },
  body: { max: articleLimits.body },
  coverAlt: { max: articleLimits.alt },
  imageAlt: { max: articleLimits.alt },
  tags: { max: articleLimits.tags },
};

/**
 * One article in one language: a plain multipart form, so it saves, previews
 * and takes photos without script; with it, the text typed is kept in the
 * browser as it goes and the address is suggested from the title. A save from
 * a stale page is refused with both versions shown.
 */
export function ArticleEditor({ title, articleLang, id, values: saved, revision, cover, twins, viewPath, newTwinPath, links, previewPath, answer }: ArticleEditorProps) {
  const t = useDictionary(articleEditorTexts);
  const photoTexts = useDictionary(listingPhotosTexts);
  // The page text editor's wording for a kept draft: the same notice in both editors.
  const drafts = useDictionary(pageEditorTexts).draft;
  const ui = useUi();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const slug = useRef<HTMLInputElement>(null);
  const [slugTyped, setSlugTyped] = useState(Boolean(saved.slug));
  const { restored, discard } = useDraft(form, `article-draft:${id ?? `new-${articleLang}`}`, saved, revision, DRAFT_FIELDS);
  const values = { ...saved, ...answer?.values };
  useEffect(() => {
    // The new article's draft that became this one (same title and address) is done with: the next new article starts empty.
    if (!id) return;
    const key = `article-draft:new-${articleLang}`;
    try {
      const typed = (JSON.parse(localStorage.getItem(key) ?? "null") as { values?: Record<string, string> } | null)?.values;
      if (typed && typed.title?.trim() === saved.title && (!typed.slug || typed.slug === saved.slug)) localStorage.removeItem(key);
    } catch {
      localStorage.removeItem(key);
    }
  }, [id, articleLang, saved.title, saved.slug]);
  const other: Lang = articleLang === "en" ? "es" : "en";
  const error = (field: ArticleFields | "coverFile" | "imageFile" | "imageAlt") => {
    const code = answer?.errors[field];
    if (!code) return undefined;
    if ((photoErrorCodes as readonly string[]).includes(code)) return fmt(photoTexts.errors[code as PhotoErrorCode], photoErrorValues);
    if (code === "required" && (field === "coverFile" || field === "imageFile")) return t.errors.imageFile;
    const text = (t.errors as Record<string, unknown>)[code];
    return fmt(typeof text === "string" ? text : t.errors.required, { min: limits[field]?.min ?? 1, max: field === "tags" || code === "tag" ? (code === "tag" ? articleLimits.tag : articleLimits.tags) : (limits[field]?.max ?? 0) });
  };
  const field = <E extends object = object>(name: ArticleFields, extra?: E) => ({ id: `article-${name}`, name, label: t.fields[name as keyof typeof t.fields] as string, defaultValue: values[name] ?? "", error: error(name), ...(extra as E) });
  const count = errorCount(answer);
  return (
    <div className="space-y-6">
      <Link to={agentArticlesPath[lang]} className="inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {viewPath ? (
          <Link to={viewPath} className="font-semibold underline underline-offset-4" data-testid="view-article">
            {t.view}
          </Link>
        ) : null}
      </header>
      {restored ? <DraftRestored at={restored.at} texts={drafts} onDiscard={discard} /> : null}
      {answer?.conflict ? (
        <SaveConflict
          texts={t.conflict}
          theirs={{ text: `${answer.conflict.title}\n\n${answer.conflict.body}`, updatedAt: answer.conflict.updatedAt }}
          yours={`${values.title ?? ""}\n\n${values.body ?? ""}`}
          textLang={articleLang}
          testId="article-conflict"
        />
      ) : null}
      {answer?.imageAdded ? (
        <p role="status" className="rounded-2xl border bg-muted p-4" data-testid="image-added">
          {t.imageAdded}
        </p>
      ) : null}
      <ErrorSummary count={count} answer={answer} testId="article-errors">
        {fmt(plural(lang, count, t.errors.summary), { count })}
      </ErrorSummary>
      <Form method="post" encType="multipart/form-data" ref={form} className="space-y-6" key={answer?.nonce ?? `${revision}`} lang={articleLang} data-testid="article-form" noValidate>
        {/* A restored draft was typed against its own revision: a save from it is checked against that one. */}
        <input type="hidden" name="revision" value={answer?.conflict ? answer.conflict.revision : (restored?.revision ?? revision)} />
        <Section title={t.sections.text}>
          <TextField
            {...field("title", { required: true, maxLength: articleLimits.title })}
            onChange={(event: { target: { value: string } }) => {
              if (!slugTyped && slug.current) slug.current.value = suggestSlug(event.target.value);
            }}
          />
          <TextField ref={slug} {...field("slug", { maxLength: articleLimits.slug, hint: fmt(t.hints.slug, { example: `/${articleLang}/blog/${values.slug || "rgv-market-update"}` }), autoCapitalize: "none", spellCheck: false })} onChange={() => setSlugTyped(true)} />
          <TextareaField {...field("summary", { required: true, rows: 3, maxLength: articleLimits.summary, hint: fmt(t.hints.summary, { min: articleLimits.summaryMin, max: articleLimits.summary }) })} />
          <RichTextField {...field("body")} required rows={20} maxLength={articleLimits.body} hint={t.hints.body} placeholders={sitePlaceholders} links={links} textLang={articleLang} />
          <details className="rounded-xl border p-3 text-sm" data-testid="formatting-help">
            <summary className="min-h-8 cursor-pointer font-semibold">{t.formatting.title}</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
              {(["paragraphs", "bold", "heading", "list", "link"] as const).map((item) => (
                <li key={item}>{t.formatting[item]}</li>
              ))}
            </ul>
          </details>
          <TextField {...field("tags", { hint: fmt(t.hints.tags, { max: articleLimits.tags }) })} />
        </Section>
        <Section title={t.sections.cover}>
          {cover ? <ArticleCover cover={cover} alt="" className="max-w-sm rounded-xl" sizes="384px" /> : null}
          <FileField id="article-cover-file" name="coverFile" accept="image/jpeg,image/png,image/webp,image/avif,image/heic" label={t.fields.cover} hint={t.hints.cover} required={!cover} error={error("coverFile") ?? (answer?.coverDropped ? t.errors.coverAgain : undefined)} />
          <TextField {...field("coverAlt", { required: true, maxLength: articleLimits.alt, hint: t.hints.coverAlt })} />
        </Section>
        <Section title={t.sections.photo}>
          <p className="text-sm text-muted-foreground">{t.hints.image}</p>
          <FieldGrid>
            <FileField id="article-image-file" name="imageFile" accept="image/jpeg,image/png,image/webp,image/avif,image/heic" label={t.fields.imageFile} error={error("imageFile")} />
            <TextField id="article-image-alt" name="imageAlt" label={t.fields.imageAlt} maxLength={articleLimits.alt} defaultValue={answer?.imageAdded ? "" : ((answer?.values as Record<string, string> | undefined)?.imageAlt ?? "")} error={error("imageAlt")} />
          </FieldGrid>
          <Button type="submit" name="intent" value="add-image" variant="outline" disabled={busy} data-testid="add-image">
            {t.addImage}
          </Button>
        </Section>
        <Section title={t.sections.publishing}>
          <SelectField {...field("status", { hint: t.hints.status, options: articleStatusOptions.map((status) => [status, t.statuses[status]] as const) })} />
          <FieldGrid>
            <TextField {...field("publishDay", { type: "date", hint: t.hints.publish })} />
            <TextField {...field("publishTime", { type: "time" })} />
          </FieldGrid>
          <SelectField {...field("twin", { label: fmt(t.fields.twin, { lang: t.langNames[other] }), hint: t.hints.twin, placeholder: t.noTwin, options: twins.map((twin) => [twin.id, twin.title] as const) })} />
          {newTwinPath ? (
            <Link to={newTwinPath} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4" data-testid="write-twin">
              {t.newIn[other]}
            </Link>
          ) : null}
          <SelectField {...field("category", { placeholder: t.noCategory, options: categoryIds.map((category) => [category, ui.pageNav[category as PageId]] as const) })} />
        </Section>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={busy} data-testid="save-article">
            {t.save}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy} data-testid="preview-article">
            {t.preview}
          </Button>
        </div>
      </Form>
      {answer?.preview ? <ArticlePreview key={`preview-${answer.nonce}`} preview={answer.preview} articleLang={articleLang} pagePath={previewPath} title={t.previewTitle} /> : null}
    </div>
  );
}

/** The article as its page will show it (PreviewSection): a live article page of its language with hers in its place. */
function ArticlePreview({ preview, articleLang, pagePath, title }: { preview: NonNullable<ArticleAnswer["preview"]>; articleLang: Lang; pagePath: string | null; title: string }) {
  return (
    <PreviewSection id="article-preview" title={title} pagePath={pagePath} textLang={articleLang} testId="article-preview">
      <p className="text-3xl font-bold tracking-tight" data-editable="article-title">
        {preview.title}
      </p>
      <p className="text-lg text-muted-foreground" data-editable="article-summary">
        {preview.summary}
      </p>
      <ArticleToc toc={preview.toc} />
      {/* Rendered on the server through the sanitiser (ADR 0415), as the article page does. */}
      <div className="prose-article" data-editable="article-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
    </PreviewSection>
  );
}
