import { getDb } from "~/server/db.server";
import { activeListingAddresses, listingSitemapCount } from "~/features/listings/sitemap.server";
import { listingEntries, sitemapResponse } from "~/server/seo/sitemap-xml.server";
import type { Route } from "./+types/sitemap-listings";

/** /sitemaps/listings-N.xml: the listings beyond the first sitemap's share, for N from 2 up to the part count. */
export async function loader({ params }: Route.LoaderArgs) {
  const part = /^listings-([2-9]|[1-9]\d{1,3})\.xml$/.exec(params.file)?.[1];
  const db = getDb();
  if (!part || Number(part) > (await listingSitemapCount(db))) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return sitemapResponse(listingEntries(await activeListingAddresses(db, Number(part))));
}
