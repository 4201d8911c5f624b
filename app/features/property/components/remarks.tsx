import { useLang, useUi } from "~/i18n";
import type { Lang } from "~/lib/routes";

/**
 * The listing's description. Remarks are never machine-translated: a Spanish
 * page of a listing with English remarks only shows them marked "Descripción
 * en inglés", above the text, which carries lang="en" for screen readers.
 */
export function Remarks({ text, lang }: { text: string | null; lang: Lang }) {
  const pageLang = useLang();
  const t = useUi().property.remarks;
  if (!text) return null;
  const foreign = lang !== pageLang;
  return (
    <section aria-labelledby="remarks" className="space-y-3">
      <h2 id="remarks" className="text-2xl font-semibold">{t.title}</h2>
      {foreign && lang === "en" ? <p className="text-sm font-medium text-muted-foreground" data-testid="remarks-language">{t.original}</p> : null}
      <div lang={foreign ? lang : undefined} className="space-y-3 text-lg leading-relaxed" data-testid="remarks">
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
