import { photoSrcSet, photoUrl } from "~/lib/photos";
import { cn } from "~/lib/utils";

export interface PhotoSource {
  readonly mediaKey: string;
  readonly imageWidth: number;
  readonly imageHeight: number;
}

/**
 * A listing photo in AVIF or WebP where the browser takes them, JPEG
 * otherwise, at the width `sizes` asks for. Width and height reserve its box
 * before it loads; priority photos load at once, the rest when scrolled near.
 */
export function ListingPhoto({
  photo,
  alt,
  sizes,
  priority = false,
  className,
}: {
  photo: PhotoSource;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo.mediaKey, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo.mediaKey, "webp")} sizes={sizes} />
      <img
        src={photoUrl(photo.mediaKey, 960, "jpg")}
        srcSet={photoSrcSet(photo.mediaKey, "jpg")}
        sizes={sizes}
        alt={alt}
        width={photo.imageWidth}
        height={photo.imageHeight}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("size-full object-cover", className)}
      />
    </picture>
  );
}
