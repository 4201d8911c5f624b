import { articleKeys, articlePath, pageIds, pagePath, type ArticleKey, type Lang, type PageId } from "./routes";

/**
 * Links inside page prose (content/pages, ADR 0120): `[the Tools page](tools)`
 * names a page of the route table by its id, `[the checklist](article:first-time-checklist)`
 * an article by its key. The page renders each as a link in its own language,
 * so a file never holds a path, and anything else in brackets stays text.
 */
const linkPattern = /\[([^\]\n]+)\]\(([^()\s]*)\)/g;

/** A run of a paragraph: its text, and where it links to when it is a link. */
export interface ProseRun {
  readonly text: string;
  readonly href?: string;
}

const articlePrefix = "article:";

/** A text's paragraphs: they are separated by a blank line. */
export function proseParagraphs(text: string): string[] {
  return text.split(/\n{2,}/);
}

function hrefOf(target: string, lang: Lang): string | undefined {
  if (target.startsWith(articlePrefix)) {
    const key = target.slice(articlePrefix.length);
    return articleKeys.includes(key as ArticleKey) ? articlePath(key as ArticleKey, lang) : undefined;
  }
  return pageIds.includes(target as PageId) ? pagePath(target as PageId, lang) : undefined;
}

/**
 * A paragraph split into text and links. An unknown target or a link written
 * wrong throws: page-texts.server.ts runs every file through this at load, and
 * its test fails, so no page renders a broken link or stray brackets.
 */
export function proseRuns(paragraph: string, lang: Lang): ProseRun[] {
  const runs: ProseRun[] = [];
  const addText = (text: string) => {
    if (text.includes("](")) throw new Error(`a link written wrong in "${text}"`);
    if (text) runs.push({ text });
  };
  let end = 0;
  for (const match of paragraph.matchAll(linkPattern)) {
    const [whole, text = "", target = ""] = match;
    const href = hrefOf(target, lang);
    if (!href) throw new Error(`unknown link target "${target}" (a page id, or article:<key>)`);
    addText(paragraph.slice(end, match.index));
    runs.push({ text, href });
    end = match.index + whole.length;
  }
  addText(paragraph.slice(end));
  return runs;
}
