import { OG_VARIANT, ogImageForHero, ogImagePath } from "~/lib/content-images";
import { photoFormats, type PhotoFormat } from "~/lib/photos";
import { ARTICLE_IMAGE_PREFIX, articleImageWidths, coverPhotoId, type ArticleImageWidth } from "./image-urls";

export type ArticleImageVariant = { readonly kind: "width"; readonly width: ArticleImageWidth; readonly format: PhotoFormat } | { readonly kind: "og" };

export function isArticleImageId(value: string): boolean {
  return /^[0-9a-f]{16}$/.test(value);
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

/** The path of an article's share picture (Open Graph, and its JSON-LD on the article and the blog index): an uploaded cover's own crop, else the drawing's scene. */
export function articleSharePath(cover: string): string {
  const uploaded = coverPhotoId(cover);
  return uploaded ? articleOgImageUrl(uploaded) : ogImagePath(ogImageForHero(cover));
}
