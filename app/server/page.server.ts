import { data } from "react-router";
import { ogImageAltTexts } from "~/i18n/og-image";
import type { PageData, PageText } from "~/lib/page-data";
import { ogImageFor, ogImagePath } from "~/lib/content-images";
import { fillPlaceholders, sitePlaceholderValues } from "~/lib/placeholders";
import type { SiteIdentity } from "~/lib/site";
import { findPage, isIndexable, pages, type Lang, type PageId } from "~/lib/routes";
import { withArticleLinks } from "~/lib/prose-links";
import { articleLinkTarget } from "./articles.server";
import { getEnv } from "./env.server";
import { getPageProse } from "./page-texts.server";
import { lastKnownSite } from "./site-identity.server";

export function absoluteUrl(path: string): string {
  return `${getEnv().publicUrl}${path}`;
}

export function alternatesFor(paths: Record<Lang, string>): Record<Lang, string> {
  return { en: absoluteUrl(paths.en), es: absoluteUrl(paths.es) };
}

/** Page prose with the agent's placeholders filled in from her identity, as the pages print it (the editor's preview too; ADR 0423). */
export function fillIdentity(text: string, site: SiteIdentity = lastKnownSite()): string {
  return fillPlaceholders(text, sitePlaceholderValues(site));
}

/** A page's texts (content/pages, ADR 0010) with the site identity filled in and article links resolved to the articles as they stand (ADR 0414). */
export function pageText(id: PageId, lang: Lang): PageText {
  const site = lastKnownSite();
  const text = getPageProse(id, lang);
  return {
    title: fillIdentity(text.title, site),
    description: fillIdentity(text.description, site),
    h1: fillIdentity(text.h1, site),
    intro: withArticleLinks(fillIdentity(text.intro, site), lang, articleLinkTarget),
    sections: text.sections?.map((section) => ({
      heading: fillIdentity(section.heading, site),
      body: withArticleLinks(fillIdentity(section.body, site), lang, articleLinkTarget),
    })),
    hero: {
      title: fillIdentity(text.hero.title, site),
      subtitle: fillIdentity(text.hero.subtitle, site),
      description: fillIdentity(text.hero.description, site),
    },
  };
}

/**
 * What every page of the route table loads: which page it is, its texts and
 * its SEO. It takes the loader's normalized `url`: `request.url` carries the
 * `.data` suffix on client navigations.
 */
export function loadPage(url: URL, fallback?: { id: PageId; lang: Lang }): PageData {
  const page = findPage(url.pathname) ?? fallback;
  if (!page) throw data(null, { status: 404 });
  const text = pageText(page.id, page.lang);
  const paths = { en: pages[page.id].en, es: pages[page.id].es };
  const image = ogImageFor(page.id, pages[page.id].template, pages[page.id].section);
  return {
    id: page.id,
    lang: page.lang,
    text,
    seo: {
      title: text.title,
      description: text.description,
      lang: page.lang,
      alternates: alternatesFor(paths),
      noindex: !isIndexable(page.id),
      image: absoluteUrl(ogImagePath(image)),
      imageAlt: ogImageAltTexts[page.lang][image],
    },
  };
}

