import { cn } from "~/lib/utils";
import { articleImageIdOf, articleImageSrcSet, articleImageUrl } from "../images";

interface CoverProps {
  readonly src: string;
  readonly alt: string;
  /** The page's largest picture: loaded at once rather than when scrolled to. */
  readonly priority?: boolean;
  readonly sizes?: string;
  readonly className?: string;
}

/**
 * An article's cover, 16:9: a drawing of the site's as it is, or an uploaded
 * photo in the sizes and formats the photo pipeline makes of it (ADR 0414).
 */
export function ArticleCover({ src, alt, priority = false, sizes = "(min-width: 768px) 768px, 100vw", className }: CoverProps) {
  const id = articleImageIdOf(src);
  const image = cn("aspect-[16/9] w-full object-cover", className);
  const loading = priority ? undefined : ("lazy" as const);
  if (!id) return <img src={src} alt={alt} width={1200} height={675} loading={loading} className={image} />;
  return (
    <picture>
      <source type="image/avif" srcSet={articleImageSrcSet(id, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={articleImageSrcSet(id, "webp")} sizes={sizes} />
      <img src={articleImageUrl(id, 1280, "jpg")} srcSet={articleImageSrcSet(id, "jpg")} sizes={sizes} alt={alt} width={1200} height={675} loading={loading} fetchPriority={priority ? "high" : undefined} className={image} />
    </picture>
  );
}
