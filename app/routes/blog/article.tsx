import { data, Link } from "react-router";
import { useSite } from "~/components/layout/site-context";
import { fmt, useLang, useUi } from "~/i18n";
import { formatDate } from "~/lib/format";
import { articlePath, findArticle, langFromPath, pagePath } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { getArticle, listArticles } from "~/server/articles.server";
import { absoluteUrl, alternatesFor } from "~/server/page.server";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [{ property: "og:type", content: "article" }, { "script:ld+json": args.loaderData.jsonLd }] : []),
];

export function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const key = findArticle(lang, params.slug);
  const article = key && getArticle(key, lang);
  if (!key || !article) throw data(null, { status: 404 });
  const alternates = alternatesFor({ en: articlePath(key, "en"), es: articlePath(key, "es") });
  const related = listArticles(lang)
    .filter((other) => other.key !== key && other.tags.some((tag) => article.tags.includes(tag)))
    .slice(0, 3)
    .map((other) => ({ key: other.key, title: other.title, path: articlePath(other.key, lang) }));
  return {
    article,
    related,
    seo: { title: article.title, description: article.description, lang, alternates, image: absoluteUrl(article.hero) },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        inLanguage: lang,
        image: absoluteUrl(article.hero),
        mainEntityOfPage: alternates[lang],
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Blog", item: absoluteUrl(pagePath("blog", lang)) },
          { "@type": "ListItem", position: 2, name: article.title, item: alternates[lang] },
        ],
      },
    ],
  };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const ui = useUi();
  const site = useSite();
  const { article, related } = loaderData;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <nav aria-label={ui.common.breadcrumb} className="text-sm">
        <Link to={pagePath("blog", lang)} className="text-primary hover:underline">← {ui.blog.back}</Link>
      </nav>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{article.title}</h1>
        <p className="text-lg text-muted-foreground" data-testid="page-intro">{article.description}</p>
        <p className="text-sm text-muted-foreground">
          {fmt(ui.blog.by, { author: site.agentName })} · <time dateTime={article.date}>{formatDate(lang, article.date)}</time> ·{" "}
          {fmt(ui.blog.minutes, { minutes: article.minutes })}
        </p>
      </header>
      <img src={article.hero} alt={article.heroAlt} width={1200} height={675} className="aspect-[16/9] w-full rounded-2xl object-cover" />
      {article.toc.length >= 4 ? (
        <nav aria-labelledby="toc-title" className="rounded-2xl border bg-card/80 p-5">
          <h2 id="toc-title" className="mb-2 font-semibold">{ui.blog.toc}</h2>
          <ol className="list-decimal space-y-1 pl-5">
            {article.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="hover:underline">{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose-article" dangerouslySetInnerHTML={{ __html: article.html }} />
      {related.length ? (
        <aside aria-labelledby="related-title" className="space-y-2 border-t pt-6">
          <h2 id="related-title" className="text-xl font-semibold">{ui.blog.related}</h2>
          <ul className="space-y-1">
            {related.map((other) => (
              <li key={other.key}>
                <Link to={other.path} className="text-primary hover:underline">{other.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
