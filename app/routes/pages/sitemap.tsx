import { Link } from "~/components/ui/link";
import { PageIntro } from "~/components/page/page-intro";
import { useLang, useUi } from "~/i18n";
import { pageIds, pages, type Section } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { freshArticles, listArticles } from "~/server/articles.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = pageMeta;

export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, { id: "sitemap", lang: "en" });
  await freshArticles();
  return { ...page, articles: listArticles(page.lang).map(({ id, path, title }) => ({ id, path, title })) };
}

const sections: Section[] = ["main", "residential", "commercial", "cities", "communities", "resources", "account"];

/** The human site map, derived from the route table: every page and article of the language. */
export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const ui = useUi();
  return (
    <PageIntro text={loaderData.text}>
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`sitemap-${section}`}>
            <h2 id={`sitemap-${section}`} className="mb-2 text-lg font-semibold">{ui.sitemap.sections[section]}</h2>
            <ul className="space-y-1">
              {pageIds
                .filter((id) => pages[id].section === section)
                .map((id) => (
                  <li key={id}>
                    <Link to={pages[id][lang]} className="inline-flex min-h-8 items-center hover:underline">
                      {ui.pageNav[id]}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-articles" className="md:col-span-2 lg:col-span-3">
          <h2 id="sitemap-articles" className="mb-2 text-lg font-semibold">{ui.sitemap.articles}</h2>
          <ul className="grid gap-1 md:grid-cols-2">
            {loaderData.articles.map((article) => (
              <li key={article.id}>
                <Link to={article.path} className="inline-flex min-h-8 items-center hover:underline">
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageIntro>
  );
}
