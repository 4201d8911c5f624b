import ArrowRight from "lucide-react/icons/arrow-right";
import { data, redirect } from "react-router";
import { AuthorBox } from "~/components/blog/author-box";
import { RouteLink } from "~/components/layout/route-link";
import { useSite } from "~/components/layout/site-context";
import { lastKnownSite } from "~/server/site-identity.server";
import { ListingGridIsland } from "~/features/favorites/components/listing-grid-island";
import { ShareActions } from "~/features/property/components/share-actions";
import { fmt, ui as uiTexts, useDictionary, useLang, useUi } from "~/i18n";
import { articleTexts } from "~/i18n/article";
import { isCategoryId } from "~/features/search/categories";
import { coverView } from "~/features/articles/image-urls";
import { articleSharePath } from "~/features/articles/images";
import { ArticleCover } from "~/features/articles/components/article-cover";
import { ArticleToc } from "~/features/articles/components/article-toc";
import { formatDate } from "~/lib/dates";
import { langFromPath, pagePath } from "~/lib/routes";
import { searchHref } from "~/features/search/search-url";
import { feedLink, pageMeta } from "~/lib/seo";
import { freshArticles, listArticles, lookupArticle } from "~/server/articles.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl, alternatesFor } from "~/server/page.server";
import { blogCredits } from "~/server/seo/blog-json-ld.server";
import { searchListings } from "~/features/search/search.server";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [{ "script:ld+json": args.loaderData.jsonLd }, feedLink(args.loaderData.seo.lang, uiTexts[args.loaderData.seo.lang].pageNav.blog)] : []),
];

/** Related listings: one row of three. */
const RELATED_LISTINGS = 3;

/** The category an article's related listings come from: its own, else its city's homes for sale. */
function relatedCategory(category: string | undefined, city: string | undefined) {
  if (isCategoryId(category)) return category;
  const cityHomes = `${city}-homes`;
  return isCategoryId(cityHomes) ? cityHomes : undefined;
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  await freshArticles();
  const found = lookupArticle(lang, params.slug);
  if (!found) throw data(null, { status: 404 });
  if (found.kind === "moved") throw redirect(`${found.path}${url.search}`, 301);
  if (found.kind === "gone") throw data(null, { status: 410 });
  const { article, twin } = found;
  const other = lang === "en" ? "es" : "en";
  // Without a twin the page stands alone: no hreflang, and the switch goes to the other language's blog.
  const alternates = alternatesFor({ [lang]: article.path, [other]: twin?.path ?? article.path } as Record<typeof lang, string>);
  const related = listArticles(lang)
    .filter((candidate) => candidate.id !== article.id && candidate.tags.some((tag) => article.tags.includes(tag)))
    .slice(0, 3)
    .map((candidate) => ({ id: candidate.id, title: candidate.title, path: candidate.path }));
  const category = relatedCategory(article.category, article.city);
  const listings = category ? (await searchListings(getDb(), { category, pageSize: RELATED_LISTINGS })).listings : [];
  const image = absoluteUrl(articleSharePath(article.hero));
  const site = lastKnownSite();
  return {
    article,
    dateText: formatDate(lang, article.date),
    cover: coverView(article.hero),
    related,
    category,
    listings,
    switchTo: twin?.path ?? pagePath("blog", other),
    seo: { title: article.title, description: article.description, lang, alternates, image, imageAlt: article.heroAlt, type: "article" as const, ...(twin ? {} : { hreflang: false as const }) },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        inLanguage: lang,
        image,
        mainEntityOfPage: alternates[lang],
        keywords: article.tags.map((tag) => articleTexts[lang].tags[tag] ?? tag).join(", "),
        ...blogCredits(lang, site),
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
  const t = useDictionary(articleTexts);
  const { article, dateText, cover, related, category, listings, seo } = loaderData;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <nav aria-label={ui.common.breadcrumb} className="text-sm">
        <RouteLink href={pagePath("blog", lang)} className="text-primary hover:underline">← {ui.blog.back}</RouteLink>
      </nav>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl" data-editable="article-title">
          {article.title}
        </h1>
        <p className="text-lg text-muted-foreground" data-testid="page-intro" data-editable="article-summary">
          {article.description}
        </p>
        <p className="text-sm text-muted-foreground">
          {fmt(ui.blog.by, { author: site.agentName })} · <time dateTime={article.date}>{dateText}</time> ·{" "}
          {fmt(ui.blog.minutes, { minutes: article.minutes })}
        </p>
      </header>
      <ArticleCover cover={cover} alt={article.heroAlt} priority className="rounded-2xl" />
      <ArticleToc toc={article.toc} />
      <div className="prose-article" data-editable="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="article-tags">
        <span className="font-semibold">{ui.blog.tags}:</span>
        {article.tags.map((tag) => (
          <span key={tag} className="rounded-full border bg-card px-3 py-1">{t.tags[tag] ?? tag}</span>
        ))}
      </p>
      <AuthorBox t={t.author} />
      <ShareActions url={seo.alternates[lang]} title={article.title} heading={t.share.heading} message={fmt(t.share.text, { title: article.title })} />
      {category && listings.length ? (
        <section aria-labelledby="article-listings" className="space-y-3" data-testid="article-listings">
          <h2 id="article-listings" className="text-xl font-semibold">{t.listings.heading}</h2>
          <ListingGridIsland listings={listings} priority={false} />
          <RouteLink href={searchHref(lang, { category })} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
            {t.listings.seeAll}
            <ArrowRight aria-hidden className="size-4" />
          </RouteLink>
        </section>
      ) : null}
      {related.length ? (
        <aside aria-labelledby="related-title" className="space-y-2 border-t pt-6" data-testid="related-articles">
          <h2 id="related-title" className="text-xl font-semibold">{ui.blog.related}</h2>
          <ul className="space-y-1">
            {related.map((other) => (
              <li key={other.id}>
                <RouteLink href={other.path} className="text-primary hover:underline">{other.title}</RouteLink>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
