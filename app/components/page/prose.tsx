import { Fragment } from "react";
import { RouteLink } from "~/components/layout/route-link";
import { useLang } from "~/i18n";
import { proseParagraphs, proseRuns } from "~/lib/prose-links";
import type { Lang } from "~/lib/routes";

/** One paragraph of page prose, its links to other pages in the page's language, or in `lang` (the editor's preview of the other language's text; ADR 0120). */
export function ProseLine({ text, lang: textLang }: { text: string; lang?: Lang }) {
  const pageLang = useLang();
  return proseRuns(text, textLang ?? pageLang).map((run, index) =>
    run.href ? (
      <RouteLink key={index} href={run.href} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
        {run.text}
      </RouteLink>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}

/** Page prose as written in content/pages: paragraphs separated by a blank line. */
export function Prose({ text, lang }: { text: string; lang?: Lang }) {
  return proseParagraphs(text).map((paragraph, index) => (
    <p key={index}>
      <ProseLine text={paragraph} lang={lang} />
    </p>
  ));
}
