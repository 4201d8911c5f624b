import { langFromPath } from "~/lib/routes";
import { freshArticles, listArticles } from "~/server/articles.server";
import { pageText } from "~/server/page.server";
import { atomFeed } from "~/server/seo/feed.server";
import { currentSite } from "~/server/site-identity.server";
import type { Route } from "./+types/blog-feed";

/** /en/blog/feed.xml, /es/blog/feed.xml: a language's guides as an Atom feed, kept an hour by browsers and caches. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const [site] = await Promise.all([currentSite(), freshArticles()]);
  const body = atomFeed(lang, { title: `${pageText("blog", lang).title} · ${site.agentName}`, author: site.agentName }, listArticles(lang));
  return new Response(body, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
