import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import { searchMetaTexts } from "~/i18n/search-meta";
import type { Lang } from "~/lib/routes";
import { titleFits } from "~/lib/seo";
import { describeSearch } from "~/features/saved-searches/search-name";
import { DEFAULT_PAGE_SIZE, searchQueryToParams, type SearchQuery } from "./search-query";

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

/** What places a search: kept by a parent search, as the nearest broader one that may find listings. */
const placeKeys = ["city", "community", "location", "bounds"] as const satisfies ReadonlyArray<keyof SearchQuery>;
/** What kind of listing a search is for: kept by every parent but the whole market. */
const kindKeys = ["kind", "type", "propertyType", "category"] as const satisfies ReadonlyArray<keyof SearchQuery>;

/** The search with only these of its filters, from its first page in the site's order. */
const only = (query: SearchQuery, keys: ReadonlyArray<keyof SearchQuery>): SearchQuery => ({
  ...Object.fromEntries(keys.map((key) => [key, query[key]])),
  sort: "newest",
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

/**
 * The searches a search is narrower than, nearest first (issue 58): without its words, then its place
 * and kind, then its kind, then the whole market; from their first page, in the site's order. A search
 * that finds nothing is no page for search engines: its canonical is the first of these that finds listings.
 */
export function parentSearches(query: SearchQuery): SearchQuery[] {
  const ownKeys = (Object.keys(query) as Array<keyof SearchQuery>).filter((key) => key !== "q");
  const candidates = [...(query.q ? [only(query, ownKeys)] : []), only(query, [...placeKeys, ...kindKeys]), only(query, kindKeys), only(query, [])];
  const seen = new Set([searchQueryToParams({ ...query, sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE }).toString()]);
  return candidates.filter((candidate) => {
    const key = searchQueryToParams(candidate).toString();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
