import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { SceneImage } from "~/components/staging/scene-image";
import { fmt, useDictionary, useLang } from "~/i18n";
import { galleryTexts } from "~/i18n/gallery";
import { plural } from "~/i18n/plural";
import { stagingTexts } from "~/i18n/staging";
import type { Lang } from "~/lib/routes";
import { contentImageUrl, stagingPairs } from "~/lib/content-images";
import { GALLERY_MAX_PAGE, GALLERY_PAGE_SIZE, galleryHref, type GalleryQuery } from "~/lib/gallery";
import { streetAndCity } from "~/lib/listing-address";
import { SCENE_HEIGHT, SCENE_WIDTH } from "~/lib/photo-scene";
import { photoUrl } from "~/lib/photos";
import { propertyPath } from "~/lib/property-path";
import { pagePath } from "~/lib/routes";
import type { GalleryPhoto } from "~/lib/gallery";
import type { ViewerImage } from "./fullscreen-viewer";
import { LazyViewer, preloadViewer } from "./lazy-viewer";
import { GalleryFilters } from "./gallery-filters";

const TILE_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

interface Item {
  readonly key: string;
  readonly alt: string;
  /** The full-size picture a visitor without JavaScript opens. */
  readonly full: string;
  readonly link: { readonly to: string; readonly label: string };
  readonly picture: (sizes: string, alt: string, className?: string) => ReactNode;
  /** The picture as the full-screen viewer draws it. */
  readonly image: ViewerImage;
}

/**
 * How a listing's photo is drawn and named: the listings feature's parts,
 * passed by the route, since app/components imports no feature (issue 39).
 */
export interface ListingPhotoParts {
  readonly Photo: ComponentType<{ photo: GalleryPhoto; alt: string; sizes: string; className?: string }>;
  readonly photoAlt: (lang: Lang, photo: GalleryPhoto, fallback: string) => string;
}

/** The gallery: filters, a grid of pictures that open the full-screen viewer, and paging. */
export function PhotoGallery({
  query,
  photos,
  total,
  base,
  listingPhoto: { Photo, photoAlt },
}: {
  query: GalleryQuery;
  photos: readonly GalleryPhoto[];
  total: number;
  base: string;
  listingPhoto: ListingPhotoParts;
}) {
  const lang = useLang();
  const t = useDictionary(galleryTexts);
  const staging = useDictionary(stagingTexts);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const items: Item[] =
    query.show === "staged"
      ? stagingPairs.map((pair) => {
          const alt = fmt(staging.compare.afterAlt, { room: staging.rooms[pair.room] });
          return {
            key: pair.after,
            alt,
            full: contentImageUrl(pair.after, 1920, "jpg"),
            link: { to: pagePath("staging", lang), label: t.seeStaging },
            picture: (sizes, alt, className) => <SceneImage name={pair.after} alt={alt} sizes={sizes} className={className} />,
            image: { key: pair.after, alt, width: SCENE_WIDTH, height: SCENE_HEIGHT, url: (width, format) => contentImageUrl(pair.after, width, format) },
          };
        })
      : photos.map((photo) => {
          const address = streetAndCity(photo);
          const alt = photoAlt(lang, photo, address);
          return {
            key: photo.mediaKey,
            alt,
            full: photoUrl(photo.mediaKey, 1920, "jpg"),
            link: { to: propertyPath(lang, photo), label: fmt(t.seeListing, { address }) },
            picture: (sizes, alt, className) => <Photo photo={photo} alt={alt} sizes={sizes} className={className} />,
            image: { key: photo.mediaKey, alt, width: photo.imageWidth, height: photo.imageHeight, url: (width, format) => photoUrl(photo.mediaKey, width, format) },
          };
        });
  const count = query.show === "staged" ? items.length : total;
  const pages = Math.min(GALLERY_MAX_PAGE, Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)));
  const show = (event: MouseEvent<HTMLElement>, index: number) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };

  return (
    <section aria-labelledby="gallery-heading" className="space-y-5" data-testid="photo-gallery" onPointerEnter={preloadViewer} onFocus={preloadViewer}>
      <h2 id="gallery-heading" className="text-2xl font-semibold">{t.heading}</h2>
      <GalleryFilters base={base} current={query.show} t={t} />
      <p className="text-muted-foreground" data-testid="gallery-count" aria-live="polite">{plural(lang, count, t.count)}</p>
      {items.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="gallery-grid">
          {items.map((item, index) => (
            <li key={item.key} className="overflow-hidden rounded-2xl border bg-card text-card-foreground" data-testid="gallery-item">
              <a
                href={item.full}
                onClick={(event) => show(event, index)}
                aria-haspopup="dialog"
                aria-label={fmt(t.open, { index: index + 1, count: items.length, alt: item.alt })}
                className="block aspect-[3/2] overflow-hidden bg-muted focus-visible:outline-offset-[-3px]"
                data-testid="gallery-open"
              >
                {item.picture(TILE_SIZES, "", "transition-transform duration-300 hover:scale-[1.02]")}
              </a>
              <p className="p-3 text-sm">
                <Link to={item.link.to} className="inline-flex min-h-6 items-center text-primary hover:underline">{item.link.label}</Link>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Link to={base} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">{t.clear}</Link>
      )}
      {query.show !== "staged" && pages > 1 ? (
        <nav aria-label={fmt(t.page, { page: query.page, pages })} className="flex items-center justify-center gap-3" data-testid="gallery-pagination">
          {query.page > 1 ? (
            <Link to={galleryHref(base, { ...query, page: query.page - 1 })} rel="prev" className="inline-flex min-h-11 items-center gap-1 rounded-lg border bg-card px-4 font-semibold hover:bg-muted">
              <ChevronLeft aria-hidden className="size-4" />
              {t.previous}
            </Link>
          ) : null}
          <span className="text-sm text-muted-foreground">{fmt(t.page, { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link to={galleryHref(base, { ...query, page: query.page + 1 })} rel="next" className="inline-flex min-h-11 items-center gap-1 rounded-lg border bg-card px-4 font-semibold hover:bg-muted">
              {t.next}
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
      <LazyViewer
        count={items.length}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        returnFocus={() => opener.current?.focus()}
        title={fmt(t.viewer, { filter: t.filter[query.show] })}
        caption={(index) => items[index]?.alt ?? ""}
        image={(index) => items[index]?.image}
      />
    </section>
  );
}
