import { fmt, useLang, useUi } from "~/i18n";
import type { ViewerProps } from "~/components/gallery/fullscreen-viewer";
import { LazyViewer } from "~/components/gallery/lazy-viewer";
import { ListingPhoto } from "~/features/search/components/listing-photo";
import { photoAlt } from "../listing-text";
import type { PropertyPhoto } from "./types";

/** A listing's photos in the full-screen viewer. */
export function PhotoViewer({ photos, address, ...props }: Omit<ViewerProps, "count"> & { photos: readonly PropertyPhoto[]; address: string }) {
  const lang = useLang();
  const t = useUi().property.gallery;
  const alt = (index: number) => {
    const photo = photos[index];
    return photo ? photoAlt(lang, photo, address) : "";
  };
  return (
    <LazyViewer
      {...props}
      count={photos.length}
      title={fmt(t.viewer, { address })}
      caption={alt}
      render={(index) => {
        const photo = photos[index];
        return photo ? <ListingPhoto key={photo.mediaKey} photo={photo} alt={alt(index)} sizes="100vw" priority className="pointer-events-none object-contain" /> : null;
      }}
    />
  );
}
