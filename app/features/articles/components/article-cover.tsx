import type { CoverView } from "../image-urls";

interface CoverProps {
  readonly cover: CoverView;
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
export function ArticleCover({ cover, alt, priority = false, sizes = "(min-width: 768px) 768px, 100vw", className = "" }: CoverProps) {
  const { src, sources } = cover;
  const image = (
    <img
      src={src}
      srcSet={sources?.jpg}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority && sources ? "high" : undefined}
      className={`aspect-[16/9] w-full object-cover ${className}`}
    />
  );
  if (!sources) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
