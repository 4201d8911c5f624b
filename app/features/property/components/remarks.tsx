import { useLang, useUi } from "~/i18n";
import type { Lang } from "~/lib/routes";

const Paragraphs = ({ text }: { text: string }) => text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>);

/**
 * The listing's description. A Spanish page of an MLS listing whose English
 * the sync machine-translated (ADR 0125) says so above the Spanish, and keeps
 * the English in the page, lang="en", one tap away in a <details> that opens
 * without script. Remarks in English only are marked "Descripción en inglés"
 * and carry lang="en" for screen readers.
 */
export function Remarks({ text, lang, original = null }: { text: string | null; lang: Lang; original?: string | null }) {
  const pageLang = useLang();
  const t = useUi().property.remarks;
  if (!text) return null;
  const foreign = lang !== pageLang;
  return (
    <section aria-labelledby="remarks" className="space-y-3">
      <h2 id="remarks" className="text-2xl font-semibold">{t.title}</h2>
      {original ? (
        <p className="text-sm font-medium text-muted-foreground" data-testid="remarks-language">{t.machine}</p>
      ) : foreign && lang === "en" ? (
        <p className="text-sm font-medium text-muted-foreground" data-testid="remarks-language">{t.original}</p>
      ) : null}
      <div lang={foreign ? lang : undefined} className="space-y-3 text-lg leading-relaxed" data-testid="remarks">
        <Paragraphs text={text} />
      </div>
      {original ? (
        <details className="rounded-xl border p-3" data-testid="remarks-original">
          <summary className="cursor-pointer py-1 text-sm font-medium underline-offset-4 hover:underline">{t.readOriginal}</summary>
          <div lang="en" className="mt-2 space-y-3 leading-relaxed text-muted-foreground">
            <Paragraphs text={original} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
