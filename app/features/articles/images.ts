import { OG_VARIANT } from "~/lib/content-images";
import { photoFormats, type PhotoFormat } from "~/lib/photos";

/** The widths an article's photo is served at: the column's width on a phone, a tablet and a laptop at 2×. */
export const articleImageWidths = [640, 960, 1280] as const;
export type ArticleImageWidth = (typeof articleImageWidths)[number];

/** The id names the stored pixels, so every URL under it may be cached for ever. */
export const ARTICLE_IMAGE_PREFIX = "/images/articles/";

export type ArticleImageVariant = { readonly kind: "width"; readonly width: ArticleImageWidth; readonly format: PhotoFormat } | { readonly kind: "og" };

export function isArticleImageId(value: string): boolean {
  return /^[0-9a-f]{16}$/.test(value);
}

export function articleImageUrl(id: string, width: ArticleImageWidth, format: PhotoFormat): string {
  return `${ARTICLE_IMAGE_PREFIX}${id}/w${width}.${format}`;
}

export function articleImageSrcSet(id: string, format: PhotoFormat): string {
  return articleImageWidths.map((width) => `${articleImageUrl(id, width, format)} ${width}w`).join(", ");
}

export function articleOgImageUrl(id: string): string {
  return `${ARTICLE_IMAGE_PREFIX}${id}/${OG_VARIANT}`;
}

/** Reads `w960.webp` or `og.jpg`; null for any width or format the route doesn't make. */
export function parseArticleImageVariant(variant: string): ArticleImageVariant | null {
  if (variant === OG_VARIANT) return { kind: "og" };
  const match = /^w(\d{3,4})\.([a-z]{3,4})$/.exec(variant);
  const width = articleImageWidths.find((candidate) => String(candidate) === match?.[1]);
  const format = photoFormats.find((candidate) => candidate === match?.[2]);
  return width && format ? { kind: "width", width, format } : null;
}

/**
 * The stored photo an article's `src` points at, so that the editor can tell
 * its own uploads from images elsewhere; only the site-relative form counts,
 * since that is the one articleImageUrl writes.
 */
export function articleImageIdOf(src: string): string | undefined {
  if (!src.startsWith(ARTICLE_IMAGE_PREFIX)) return undefined;
  const [id = "", variant = "", ...rest] = src.slice(ARTICLE_IMAGE_PREFIX.length).split("/");
  return rest.length === 0 && isArticleImageId(id) && parseArticleImageVariant(variant) ? id : undefined;
}
