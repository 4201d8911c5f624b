import { data, redirect } from "react-router";
import { RouteLink } from "~/components/layout/route-link";
import { PageIntro } from "~/components/page/page-intro";
import { fmt, ui as uiTexts, useDictionary, useLang, useUi } from "~/i18n";
import { articleTexts } from "~/i18n/article";
import { formatDate } from "~/lib/dates";
import { pagePath } from "~/lib/routes";
import { ArticleCover } from "~/features/articles/components/article-cover";
import { coverView } from "~/features/articles/image-urls";
import { articleSharePath } from "~/features/articles/images";
import { feedLink, pageMeta, type Seo } from "~/lib/seo";
import { freshArticles, listArticles } from "~/server/articles.server";
import { absoluteUrl, loadPage } from "~/server/page.server";
import { blogJsonLd } from "~/server/seo/blog-json-ld.server";
import { lastKnownSite } from "~/server/site-identity.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [feedLink(args.loaderData.lang, uiTexts[args.loaderData.lang].pageNav.blog), { "script:ld+json": args.loaderData.jsonLd }] : []),
];

const PAGE_SIZE = 12;

/**
 * The page of the index asked for (issue 58): `?page=1` is the index itself (301 to it), a page past the
 * last or no page number at all is no page (404), so no empty or duplicate page is ever indexed.
 */
function pageAsked(url: URL, pages: number): number {
  const asked = url.searchParams.get("page");
  if (asked === null) return 1;
  const number = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : NaN;
  if (number === 1) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete("page");
    throw redirect(url.pathname + (rest.size ? `?${rest}` : ""), 301);
  }
  if (!(number <= pages)) throw data(null, { status: 404 });
  return number;
}

/** A later page's own title and description, and itself as canonical: the other language's page of that number lists other articles. */
function laterPageSeo(seo: Seo, page: number, pages: number): Seo {
  const t = articleTexts[seo.lang].indexPage;
  const url = `${seo.alternates[seo.lang]}?page=${page}`;
  return {
    ...seo,
    title: fmt(t.title, { title: seo.title, page }),
    description: fmt(t.description, { page, pages, description: seo.description }),
    alternates: { ...seo.alternates, [seo.lang]: url },
    hreflang: false,
  };
}

export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  await freshArticles();
  const all = listArticles(page.lang);
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const current = pageAsked(url, pages);
  // Dates written and covers' sizes worked out here: the page's script carries neither the month names nor the photo URLs' rules.
  const shown = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((article) => ({ ...article, dateText: formatDate(page.lang, article.date, "medium"), cover: coverView(article.hero) }));
  const listed = shown.map((article) => ({ ...article, image: absoluteUrl(articleSharePath(article.hero)) }));
  const seo = current === 1 ? page.seo : laterPageSeo(page.seo, current, pages);
  const jsonLd = blogJsonLd(page.lang, { url: page.seo.alternates[page.lang], name: page.text.h1, description: page.seo.description }, lastKnownSite(), listed);
  return { ...page, seo, articles: shown, current, pages, jsonLd };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const ui = useUi();
  const { articles, current, pages } = loaderData;
  const tags = useDictionary(articleTexts).tags;
  const base = pagePath("blog", lang);
  return (
    <PageIntro text={loaderData.text}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} data-testid="article-card" className="flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground">
            <ArticleCover cover={article.cover} alt="" sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="text-sm text-muted-foreground">
                <time dateTime={article.date}>{article.dateText}</time> · {fmt(ui.blog.minutes, { minutes: article.minutes })}
              </p>
              <h2 className="text-lg font-semibold">
                <RouteLink href={article.path} className="hover:underline">{article.title}</RouteLink>
              </h2>
              <p className="text-sm text-muted-foreground">{article.description}</p>
              <ul aria-label={ui.blog.tags} className="mt-auto flex flex-wrap gap-1.5 pt-2 text-xs" data-testid="article-card-tags">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full border px-2.5 py-1">{tags[tag] ?? tag}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={ui.common.pagination} className="flex justify-center gap-2">
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <RouteLink
              key={number}
              href={number === 1 ? base : `${base}?page=${number}`}
              aria-current={number === current ? "page" : undefined}
              className="inline-flex size-11 items-center justify-center rounded-lg border font-semibold aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {number}
            </RouteLink>
          ))}
        </nav>
      ) : null}
    </PageIntro>
  );
}
