import { notInFuture } from "~/lib/dates";
import { propertyPath } from "~/lib/property-path";
import { langs, type Lang } from "~/lib/routes";
import { absoluteUrl } from "../page.server";
import type { ArticleMeta } from "../articles.server";

export interface SitemapListing {
  readonly listingKey: string;
  readonly unparsedAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
  readonly internetAddressDisplayYN?: boolean;
  readonly modificationTimestamp: Date;
}

/** Text for XML content and attributes. */
export function escape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** One <url> per language, each naming both languages and x-default as alternates. */
export function sitemapEntries(paths: Record<Lang, string>, lastModified?: Date): string[] {
  const links = [
    ...langs.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escape(absoluteUrl(paths[lang]))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(absoluteUrl(paths.en))}"/>`,
  ].join("");
  const lastmod = lastModified ? `<lastmod>${notInFuture(lastModified).toISOString()}</lastmod>` : "";
  return langs.map((lang) => `<url><loc>${escape(absoluteUrl(paths[lang]))}</loc>${lastmod}${links}</url>`);
}

/** A live article's entry: its last change, and hreflang only when its twin is live too (ADR 0414). */
export function articleEntry({ article, twin }: { article: Pick<ArticleMeta, "lang" | "path" | "updatedAt">; twin?: Pick<ArticleMeta, "lang" | "path"> }): string {
  const links = twin
    ? [
        ...[article, twin].map((version) => `<xhtml:link rel="alternate" hreflang="${version.lang}" href="${escape(absoluteUrl(version.path))}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(absoluteUrl(article.lang === "en" ? article.path : twin.path))}"/>`,
      ].join("")
    : "";
  return `<url><loc>${escape(absoluteUrl(article.path))}</loc><lastmod>${article.updatedAt}</lastmod>${links}</url>`;
}

export function listingEntries(listings: readonly SitemapListing[]): string[] {
  return listings.flatMap((listing) =>
    sitemapEntries({ en: propertyPath("en", listing), es: propertyPath("es", listing) }, listing.modificationTimestamp),
  );
}

export function sitemapResponse(urls: readonly string[]): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** The path of listing sitemap part `part` (2 and up; part 1 is in /sitemap.xml). */
export const listingSitemapPath = (part: number) => `/sitemaps/listings-${part}.xml`;
