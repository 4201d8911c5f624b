import { contentImageSrcSet, contentImageUrl, type ContentImageName } from "~/lib/content-images";
import { SCENE_HEIGHT, SCENE_WIDTH } from "~/lib/photo-scene";
import { cn } from "~/lib/utils";

/** One of the site's own scene images (staging rooms), in AVIF or WebP where the browser takes them, at the width `sizes` asks for. */
export function SceneImage({ name, alt, sizes, priority = false, className }: { name: ContentImageName; alt: string; sizes: string; priority?: boolean; className?: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={contentImageSrcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={contentImageSrcSet(name, "webp")} sizes={sizes} />
      <img
        src={contentImageUrl(name, 960, "jpg")}
        srcSet={contentImageSrcSet(name, "jpg")}
        sizes={sizes}
        alt={alt}
        width={SCENE_WIDTH}
        height={SCENE_HEIGHT}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("size-full object-cover", className)}
      />
    </picture>
  );
}
