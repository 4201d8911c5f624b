import { pageIds, pagePath, pages, type Lang, type PageId } from "./routes";

/**
 * Links inside page prose (content/pages, ADR 0120): `[the Tools page](tools)`
 * names a page of the route table by its id, `[the checklist](article:first-time-checklist)`
 * an article by its pair's key. The page renders each as a link in its own
 * language, so a text never holds a path, and anything else in brackets stays
 * text. Articles are the database's (ADR 0414): the server resolves their
 * links to the article's path (`withArticleLinks`) before a text reaches the
 * browser, which then only checks that a path is the blog's.
 */
const linkPattern = /\[([^\]\n]+)\]\(([^()\s]*)\)/g;

/** A run of a paragraph: its text, and where it links to when it is a link. */
export interface ProseRun {
  readonly text: string;
  readonly href?: string;
}

const articlePrefix = "article:";

/** Where an article's link goes in a language, by its pair's key; undefined for no such article. */
export type ArticleHrefs = (key: string, lang: Lang) => string | undefined;

/** A text's paragraphs: they are separated by a blank line. */
export function proseParagraphs(text: string): string[] {
  return text.split(/\n{2,}/);
}

function hrefOf(target: string, lang: Lang, articles: ArticleHrefs | undefined): string | undefined {
  if (target.startsWith(articlePrefix)) return articles?.(target.slice(articlePrefix.length), lang);
  const blog = `${pages.blog[lang]}/`;
  if (target.startsWith(blog) && /^[a-z0-9-]+$/.test(target.slice(blog.length))) return target;
  return pageIds.includes(target as PageId) ? pagePath(target as PageId, lang) : undefined;
}

/** A text with its article links resolved to paths, or to the blog when the article isn't live in that language. */
export function withArticleLinks(text: string, lang: Lang, articles: ArticleHrefs): string {
  return text.replace(/\]\(article:([^()\s]*)\)/g, (_whole, key: string) => `](${articles(key, lang) ?? "blog"})`);
}

/**
 * A Markdown text (an article, ADR 0415) with its links to a page or an
 * article by id (`[words](tools)`, `[words](article:key)`, the form the
 * editors' link list writes) made the paths of the text's language; any other
 * link stays as written.
 */
export function withLinkPaths(text: string, lang: Lang, articles: ArticleHrefs): string {
  return text.replace(/\]\(((?:article:)?[a-z0-9-]+)\)/g, (whole, target: string) => {
    const href = hrefOf(target, lang, articles);
    return href ? `](${href})` : whole;
  });
}

/**
 * A paragraph split into text and links. An unknown target or a link written
 * wrong throws: page-texts.server.ts runs every file through this at load, and
 * its test fails, so no page renders a broken link or stray brackets.
 */
export function proseRuns(paragraph: string, lang: Lang, articles?: ArticleHrefs): ProseRun[] {
  const runs: ProseRun[] = [];
  const addText = (text: string) => {
    if (text.includes("](")) throw new Error(`a link written wrong in "${text}"`);
    if (text) runs.push({ text });
  };
  let end = 0;
  for (const match of paragraph.matchAll(linkPattern)) {
    const [whole, text = "", target = ""] = match;
    const href = hrefOf(target, lang, articles);
    if (!href) throw new Error(`unknown link target "${target}" (a page id, or article:<key>)`);
    addText(paragraph.slice(end, match.index));
    runs.push({ text, href });
    end = match.index + whole.length;
  }
  addText(paragraph.slice(end));
  return runs;
}
