import Images from "lucide-react/icons/images";
import { useRef, useState, type MouseEvent } from "react";
import { fmt, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import { photoUrl } from "~/lib/photos";
import { cn } from "~/lib/utils";
import { ListingPhoto } from "~/features/listings/components/listing-photo";
import { photoAlt } from "~/features/listings/listing-text";
import { preloadViewer } from "~/components/gallery/lazy-viewer";
import { PhotoViewer } from "./photo-viewer";
import type { PropertyPhoto } from "./types";

/** Wide screens show the first photo large and up to four beside it, in a grid that fits how many there are. */
function mosaicFor(count: number): { grid: string; thumbs: number[]; mainSizes: string; thumbSizes: string } {
  if (count >= 5) {
    return { grid: "md:grid md:grid-cols-4 md:grid-rows-2 md:gap-2", thumbs: [1, 2, 3, 4], mainSizes: "(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw", thumbSizes: "(min-width: 1280px) 310px, 25vw" };
  }
  if (count >= 3) {
    return { grid: "md:grid md:grid-cols-3 md:grid-rows-2 md:gap-2", thumbs: [1, 2], mainSizes: "(min-width: 1280px) 830px, (min-width: 768px) 67vw, 100vw", thumbSizes: "(min-width: 1280px) 410px, 33vw" };
  }
  return { grid: "", thumbs: [], mainSizes: "(min-width: 1280px) 1250px, 100vw", thumbSizes: "" };
}

/**
 * The photos: the first large, more beside it on wide screens. Each opens
 * the full-screen viewer; without JavaScript each is a link to the
 * full-size image.
 */
export function Gallery({ photos, address }: { photos: readonly PropertyPhoto[]; address: string }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.property.gallery;
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const first = photos[0];
  if (!first) {
    return <div className="flex aspect-[3/2] items-center justify-center rounded-2xl border bg-muted text-muted-foreground md:aspect-[12/5]">{t.none}</div>;
  }
  const mosaic = mosaicFor(photos.length);
  const show = (event: MouseEvent<HTMLElement>, index: number) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const tile = (index: number, className: string, sizes: string) => {
    const photo = photos[index];
    if (!photo) return null;
    const alt = photoAlt(lang, photo, address);
    return (
      <a
        key={photo.mediaKey}
        href={photoUrl(photo.mediaKey, 1920, "jpg")}
        onClick={(event) => show(event, index)}
        aria-label={fmt(t.open, { index: index + 1, count: photos.length, alt })}
        aria-haspopup="dialog"
        className={cn("overflow-hidden bg-muted focus-visible:outline-offset-[-3px]", className)}
      >
        <ListingPhoto photo={photo} alt="" sizes={sizes} priority={index === 0} className="transition-transform duration-300 hover:scale-[1.02]" />
      </a>
    );
  };
  return (
    <section aria-label={t.title} className="relative" data-testid="gallery" onPointerEnter={preloadViewer} onFocus={preloadViewer}>
      <div className={cn("aspect-[3/2] overflow-hidden rounded-2xl md:aspect-[12/5]", mosaic.grid)}>
        {tile(0, "block size-full md:col-span-2 md:row-span-2", mosaic.mainSizes)}
        {mosaic.thumbs.map((index) => tile(index, "hidden size-full md:block", mosaic.thumbSizes))}
      </div>
      <a
        href={photoUrl(first.mediaKey, 1920, "jpg")}
        onClick={(event) => show(event, 0)}
        aria-haspopup="dialog"
        data-testid="gallery-open"
        className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-card/95 px-4 text-sm font-semibold text-card-foreground shadow hover:bg-card"
      >
        <Images aria-hidden className="size-4" />
        {plural(lang, photos.length, t.viewAll)}
      </a>
      <PhotoViewer
        photos={photos}
        address={address}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        returnFocus={() => opener.current?.focus()}
      />
    </section>
  );
}
