import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import type { Lang } from "~/lib/routes";
import { useEditorText } from "./texts";

/** The listing form's buttons: a draft is saved or published, a published listing saved. */
export function EditorButtons({ draft, busy }: { draft: boolean; busy: boolean }) {
  const t = useEditorText();
  if (!draft) {
    return (
      <Button type="submit" name="intent" value="save" disabled={busy}>
        {t.editor.save}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" name="intent" value="draft" variant="outline" disabled={busy}>
        {t.editor.saveDraft}
      </Button>
      <Button type="submit" name="intent" value="publish" disabled={busy}>
        {t.editor.publish}
      </Button>
      <p className="w-full text-sm text-muted-foreground">{t.editor.publishHint}</p>
    </div>
  );
}

/** The property page as visitors will see it, in each language, and featuring the listing on the home page. */
export function PreviewPanel({ listing }: { listing: { readonly featured: boolean; readonly preview: Record<Lang, string> } }) {
  const t = useEditorText();
  return (
    <section aria-labelledby="preview-title" className="space-y-3 rounded-2xl border bg-card/80 p-4">
      <h2 id="preview-title" className="text-lg font-semibold">
        {t.editor.sections.preview}
      </h2>
      <p className="text-sm text-muted-foreground">{t.editor.previewHint}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={listing.preview.en} hrefLang="en" target="_blank" rel="noopener">
            {t.editor.previewEn}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={listing.preview.es} hrefLang="es" target="_blank" rel="noopener">
            {t.editor.previewEs}
          </a>
        </Button>
      </div>
      <Form method="post" className="flex flex-wrap items-center gap-3 border-t pt-3">
        <input type="hidden" name="intent" value="feature" />
        <input type="hidden" name="featured" value={listing.featured ? "false" : "true"} />
        {listing.featured ? <p className="text-sm">{t.editor.featuredNote}</p> : null}
        <Button type="submit" variant="outline">
          {listing.featured ? t.editor.unfeature : t.editor.featured}
        </Button>
      </Form>
    </section>
  );
}
