import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import { searchMetaTexts } from "~/i18n/search-meta";
import type { Lang } from "~/lib/routes";
import { titleFits } from "~/lib/seo";
import { describeSearch } from "~/features/saved-searches/search-name";
import { searchQueryToParams, type SearchQuery } from "./search-query";

/** Whether the search narrows the listings: an order, a page or a page size alone does not. */
export function isFiltered(query: SearchQuery): boolean {
  return searchQueryToParams({ ...query, sort: undefined, page: undefined, pageSize: undefined }).size > 0;
}

/**
 * The search page's title and description: the page's own for the whole
 * market; for a filtered search, the search in words ("Homes for sale in
 * Edinburg under $300,000") and how many listings it finds. Prices are
 * written short ("$300K") where whole ones would make the title, the site's
 * name after it, too long to show whole; the title names the search even
 * when it is longer still.
 */
export function searchSeo(
  query: SearchQuery,
  lang: Lang,
  { total, siteName, page }: { total: number; siteName: string; page: { title: string; description: string } },
): { title: string; description: string } {
  if (!isFiltered(query)) return { title: page.title, description: page.description };
  const whole = describeSearch(query, lang, { wholePrices: true });
  const t = searchMetaTexts[lang];
  return {
    title: titleFits(whole, siteName) ? whole : describeSearch(query, lang),
    description: fmt(t.description, { name: whole, results: plural(lang, total, t.results) }),
  };
}
