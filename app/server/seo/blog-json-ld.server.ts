import { pagePath, type Lang } from "~/lib/routes";
import { AGENT_ID_PATH, type SiteIdentity } from "~/lib/site";
import { absoluteUrl } from "../page.server";

/** What the blog's structured data says of each article it lists: the fields of the articles' ArticleMeta it reads. */
export interface BlogPostSummary {
  readonly title: string;
  readonly description: string;
  /** The article's path on the site, in the blog's language. */
  readonly path: string;
  /** ISO 8601. */
  readonly publishedAt: string;
  /** ISO 8601. */
  readonly updatedAt: string;
  /** The absolute URL of its share picture. */
  readonly image: string;
}

/**
 * Who writes the blog and its articles, and who publishes them: the agent, by her page, and her one
 * RealEstateAgent entity (AGENT_ID_PATH), which the home and About pages describe in full.
 */
export function blogCredits(lang: Lang, site: Pick<SiteIdentity, "agentName">) {
  const about = absoluteUrl(pagePath("about", lang));
  return {
    author: { "@type": "Person", name: site.agentName, url: about },
    publisher: { "@type": "RealEstateAgent", "@id": absoluteUrl(AGENT_ID_PATH), name: site.agentName, url: about },
  };
}

/**
 * schema.org Blog for a language's blog index: the blog, who writes it and
 * who publishes it (as each article's BlogPosting names them), and the
 * articles the page lists, each with its page.
 */
export function blogJsonLd(
  lang: Lang,
  blog: { url: string; name: string; description: string },
  site: Pick<SiteIdentity, "agentName">,
  articles: readonly BlogPostSummary[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: blog.name,
    description: blog.description,
    url: blog.url,
    inLanguage: lang,
    ...blogCredits(lang, site),
    blogPost: articles.map((article) => ({
      "@type": "BlogPosting",
      headline: article.title,
      description: article.description,
      url: absoluteUrl(article.path),
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      inLanguage: lang,
      image: article.image,
      author: blogCredits(lang, site).author,
    })),
  };
}
