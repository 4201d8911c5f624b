import { propertyPath } from "~/lib/property-path";
import { articleKeys, articlePath, isIndexable, langs, pageIds, pages, type Lang } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { activeListingAddresses } from "~/server/listings/sitemap.server";
import { absoluteUrl } from "~/server/page.server";

function escape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** One <url> per language, each naming both languages and x-default as alternates. */
function entries(paths: Record<Lang, string>, lastModified?: Date): string[] {
  const links = [
    ...langs.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escape(absoluteUrl(paths[lang]))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(absoluteUrl(paths.en))}"/>`,
  ].join("");
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
  return langs.map((lang) => `<url><loc>${escape(absoluteUrl(paths[lang]))}</loc>${lastmod}${links}</url>`);
}

export async function loader() {
  const listings = await activeListingAddresses(getDb());
  const urls = [
    ...pageIds.filter(isIndexable).flatMap((id) => entries({ en: pages[id].en, es: pages[id].es })),
    ...articleKeys.flatMap((key) => entries({ en: articlePath(key, "en"), es: articlePath(key, "es") })),
    ...listings.flatMap((listing) => entries({ en: propertyPath("en", listing), es: propertyPath("es", listing) }, listing.modificationTimestamp)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
