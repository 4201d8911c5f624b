import { ui } from "~/i18n";
import type { LinkTarget } from "~/lib/editor-runs";
import { isIndexable, langs, pageIds, type Lang } from "~/lib/routes";
import { listArticles } from "~/server/articles.server";

/**
 * What a link in the agent's texts may lead to, named in her language with
 * the other language's name beside it (ADR 0423): the site's pages search
 * engines see, then her live articles by their pair (`article:key`, ADR
 * 0120), so a link outlives a changed address.
 */
export function linkTargets(lang: Lang): LinkTarget[] {
  const other: Lang = lang === "en" ? "es" : "en";
  const pages: LinkTarget[] = pageIds.filter(isIndexable).map((id) => ({ target: id, kind: "page", name: ui[lang].pageNav[id], otherName: ui[other].pageNav[id] }));
  const titles = new Map<string, Partial<Record<Lang, string>>>();
  for (const textLang of langs) for (const article of listArticles(textLang)) titles.set(article.pairKey, { ...titles.get(article.pairKey), [textLang]: article.title });
  const articles: LinkTarget[] = [...titles].map(([key, title]) => {
    const name = title[lang] ?? title[other] ?? key;
    return { target: `article:${key}`, kind: "article", name, otherName: title[other] ?? name };
  });
  return [...pages, ...articles.sort((a, b) => a.name.localeCompare(b.name, lang))];
}
