import { isIndexable, langs, pageIds, pages } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { listingSitemapCount } from "~/features/listings/sitemap.server";
import { absoluteUrl } from "~/server/page.server";
import { listingSitemapPath } from "~/server/seo/sitemap-xml.server";

export async function loader() {
  const parts = await listingSitemapCount(getDb());
  const more = Array.from({ length: parts - 1 }, (_, index) => `Sitemap: ${absoluteUrl(listingSitemapPath(index + 2))}`);
  const privatePaths = pageIds.filter((id) => !isIndexable(id)).flatMap((id) => langs.map((lang) => pages[id][lang]));
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    ...more,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
