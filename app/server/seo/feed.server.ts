import type { ArticleMeta } from "~/server/articles.server";
import { feedPath, pagePath, type Lang } from "~/lib/routes";
import { absoluteUrl } from "../page.server";
import { escape } from "./sitemap-xml.server";

/**
 * The blog of one language as an Atom feed (RFC 4287), newest first: each
 * guide's title, summary, dates and page, by the agent. Feed readers and
 * newsletters take it as it is; the page links it from the blog's pages.
 */
export function atomFeed(lang: Lang, { title, author }: { title: string; author: string }, articles: readonly ArticleMeta[]): string {
  const self = absoluteUrl(feedPath(lang));
  const updated = articles.reduce((latest, article) => (article.updatedAt > latest ? article.updatedAt : latest), "2025-01-01T12:00:00.000Z");
  const entries = articles.map((article) => {
    const url = absoluteUrl(article.path);
    // The id is the article's own, not its address: a renamed slug is the same entry to a feed reader.
    return `<entry><title>${escape(article.title)}</title><link rel="alternate" type="text/html" href="${escape(url)}"/><id>${escape(absoluteUrl(`${pagePath("blog", lang)}#${article.id}`))}</id><published>${article.publishedAt}</published><updated>${article.updatedAt}</updated><summary>${escape(article.description)}</summary>${article.tags.map((tag) => `<category term="${escape(tag)}"/>`).join("")}</entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}"><title>${escape(title)}</title><link rel="self" type="application/atom+xml" href="${escape(self)}"/><link rel="alternate" type="text/html" href="${escape(absoluteUrl(pagePath("blog", lang)))}"/><id>${escape(self)}</id><updated>${updated}</updated><author><name>${escape(author)}</name></author>${entries.join("")}</feed>
`;
}
