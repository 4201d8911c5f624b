import { isIndexable, langs, pageIds, pages } from "~/lib/routes";
import { absoluteUrl } from "~/server/page.server";

export function loader() {
  const privatePaths = pageIds.filter((id) => !isIndexable(id)).flatMap((id) => langs.map((lang) => pages[id][lang]));
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
