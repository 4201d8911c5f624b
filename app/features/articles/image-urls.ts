/* The URLs of an article's uploaded photo (ADR 0414), with nothing imported. */

/** The widths an article's photo is served at: the column's width on a phone, a tablet and a laptop at 2×. */
export const articleImageWidths = [640, 960, 1280] as const;
export type ArticleImageWidth = (typeof articleImageWidths)[number];

/** The id names the stored pixels, so every URL under it may be cached for ever. */
export const ARTICLE_IMAGE_PREFIX = "/images/articles/";

export function articleImageUrl(id: string, width: ArticleImageWidth, format: "avif" | "webp" | "jpg"): string {
  return `${ARTICLE_IMAGE_PREFIX}${id}/w${width}.${format}`;
}

export function articleImageSrcSet(id: string, format: "avif" | "webp" | "jpg"): string {
  return articleImageWidths.map((width) => `${articleImageUrl(id, width, format)} ${width}w`).join(", ");
}

/** The uploaded photo a cover's `src` names (`/images/articles/<id>/w1280.jpg`), or undefined for a drawing of the site's. */
export function coverPhotoId(src: string): string | undefined {
  return /^\/images\/articles\/([0-9a-f]{16})\/w(?:640|960|1280)\.(?:avif|webp|jpg)$/.exec(src)?.[1];
}

/** A cover as the blog's pages draw it: its image, and for an uploaded photo the sizes of each format, worked out by the loader so the page's script needn't. */
export interface CoverView {
  readonly src: string;
  readonly sources?: { readonly avif: string; readonly webp: string; readonly jpg: string };
}

export function coverView(src: string): CoverView {
  const id = coverPhotoId(src);
  if (!id) return { src };
  return { src: articleImageUrl(id, 1280, "jpg"), sources: { avif: articleImageSrcSet(id, "avif"), webp: articleImageSrcSet(id, "webp"), jpg: articleImageSrcSet(id, "jpg") } };
}
