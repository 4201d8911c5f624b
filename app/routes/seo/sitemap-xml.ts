import { isIndexable, pageIds, pages } from "~/lib/routes";
import { articlePairs, freshArticles } from "~/server/articles.server";
import { getDb } from "~/server/db.server";
import { activeListingAddresses } from "~/features/listings/sitemap.server";
import { articleEntry, listingEntries, sitemapEntries, sitemapResponse } from "~/server/seo/sitemap-xml.server";

/** Every public page and article, and the first part of the listings (robots.txt names the other parts). */
export async function loader() {
  const [listings] = await Promise.all([activeListingAddresses(getDb(), 1), freshArticles()]);
  return sitemapResponse([
    ...pageIds.filter(isIndexable).flatMap((id) => sitemapEntries({ en: pages[id].en, es: pages[id].es })),
    ...articlePairs().map(articleEntry),
    ...listingEntries(listings),
  ]);
}
