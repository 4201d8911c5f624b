import type { MetaDescriptor } from "react-router";
import { feedPath, type Lang } from "./routes";

export interface Seo {
  title: string;
  description: string;
  lang: Lang;
  /** Absolute URLs of this page in each language. */
  alternates: Record<Lang, string>;
  /** False for a page in one language only (an article without a twin): a canonical, and no hreflang. */
  hreflang?: false;
  noindex?: boolean;
  /** Absolute URL of a raster (JPEG) Open Graph image. */
  image?: string;
  /** What the image shows, for those who can't see it: og:image:alt. */
  imageAlt?: string;
  /** The Open Graph type: "website" unless the page is an article. */
  type?: "website" | "article";
}

/** What search results show of a title before they cut it, the site's name after it included. */
export const TITLE_MAX = 65;

const length = (text: string) => [...text].length;

/** Punctuation a title cut after a word would end on: the part after it went with the cut. */
const DANGLING = /[\s,;:|·–—-]+$/u;

/**
 * The `<title>` of a page, never over TITLE_MAX (issue 58), by one rule: its own title then the site's
 * name; the title alone where both don't fit; a title still too long cut after its last whole word
 * that fits, with an ellipsis. Pages with a shorter way of saying the same offer it first (titleFits).
 */
export function fullTitle(title: string, siteName: string): string {
  const whole = `${title} | ${siteName}`;
  if (length(whole) <= TITLE_MAX) return whole;
  if (length(title) <= TITLE_MAX) return title;
  let cut = "";
  for (let space = title.indexOf(" "); space > 0; space = title.indexOf(" ", space + 1)) {
    const words = title.slice(0, space).replace(DANGLING, "");
    if (length(words) >= TITLE_MAX) break;
    cut = words;
  }
  return `${cut || [...title].slice(0, TITLE_MAX - 1).join("")}…`;
}

/** Whether a page's title, with the site's name, shows whole in search results. */
export function titleFits(title: string, siteName: string): boolean {
  return length(`${title} | ${siteName}`) <= TITLE_MAX;
}

/** Title, description, self canonical and reciprocal hreflang alternates (en, es, x-default). */
export function seoMeta(seo: Seo | undefined, siteName: string): MetaDescriptor[] {
  if (!seo) return [];
  const title = fullTitle(seo.title, siteName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.alternates[seo.lang] },
    ...(seo.hreflang === false
      ? []
      : [
          { tagName: "link", rel: "alternate", hrefLang: "en", href: seo.alternates.en },
          { tagName: "link", rel: "alternate", hrefLang: "es", href: seo.alternates.es },
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.en },
        ]),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.alternates[seo.lang] },
    { property: "og:locale", content: seo.lang === "es" ? "es_US" : "en_US" },
    { property: "og:site_name", content: siteName },
    // X falls back to Open Graph, but not every preview that reads twitter: names does: the card says the same in both.
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    tags.push({ property: "og:image", content: seo.image }, { name: "twitter:card", content: "summary_large_image" }, { name: "twitter:image", content: seo.image });
    if (seo.imageAlt) tags.push({ property: "og:image:alt", content: seo.imageAlt }, { name: "twitter:image:alt", content: seo.imageAlt });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

interface MetaArgs {
  loaderData?: { seo?: Seo } | undefined;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The `<link>` that tells feed readers where a language's blog feed is, on the blog's pages. */
export function feedLink(lang: Lang, title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title, href: feedPath(lang) };
}

/** The `meta` export shared by page routes: the page's SEO with the agent's name as site name. */
export function pageMeta({ loaderData, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: { agentName: string } } | undefined;
  return seoMeta(loaderData?.seo, root?.site?.agentName ?? "");
}
