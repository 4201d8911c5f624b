import { articleKeys, articlePath, isIndexable, pageIds, pages } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { activeListingAddresses } from "~/features/listings/sitemap.server";
import { listingEntries, sitemapEntries, sitemapResponse } from "~/server/seo/sitemap-xml.server";

/** Every public page and article, and the first part of the listings (robots.txt names the other parts). */
export async function loader() {
  const listings = await activeListingAddresses(getDb(), 1);
  return sitemapResponse([
    ...pageIds.filter(isIndexable).flatMap((id) => sitemapEntries({ en: pages[id].en, es: pages[id].es })),
    ...articleKeys.flatMap((key) => sitemapEntries({ en: articlePath(key, "en"), es: articlePath(key, "es") })),
    ...listingEntries(listings),
  ]);
}
