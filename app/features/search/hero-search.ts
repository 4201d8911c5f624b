import { cityList } from "~/lib/cities";
import { pagePath, pages, type Lang, type PageId } from "~/lib/routes";

/**
 * The listings a page is about: a category or community page's own saved
 * query (categories.ts keys them by page), or a city guide's homes for sale.
 * Read from the route table rather than the categories table, which the hero,
 * on every page, would otherwise load; a test holds the two in step.
 */
function pageCategory(id: PageId): PageId | undefined {
  const { template } = pages[id];
  if (template === "category" || template === "community") return id;
  return cityList.find((city) => city.page === id)?.homesPage;
}

/**
 * Where a hero's "View Properties" leads: the search with the page's filters,
 * written as searchHref(lang, { category }) writes it (tested), since the
 * hero is on every page and search-url.ts is not.
 */
export function heroSearchHref(lang: Lang, id: PageId): string {
  const category = pageCategory(id);
  const search = pagePath("search", lang);
  return category ? `${search}?${new URLSearchParams({ category })}` : search;
}
