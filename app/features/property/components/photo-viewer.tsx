import { fmt, useLang, useUi } from "~/i18n";
import type { ViewerImage, ViewerProps } from "~/components/gallery/fullscreen-viewer";
import { LazyViewer } from "~/components/gallery/lazy-viewer";
import { photoUrl } from "~/lib/photos";
import { photoAlt } from "~/features/listings/listing-text";
import type { PropertyPhoto } from "./types";

/** A listing's photos in the full-screen viewer. */
export function PhotoViewer({ photos, address, ...props }: Omit<ViewerProps, "count"> & { photos: readonly PropertyPhoto[]; address: string }) {
  const lang = useLang();
  const t = useUi().property.gallery;
  const image = (index: number): ViewerImage | undefined => {
    const photo = photos[index];
    return photo
      ? {
          key: photo.mediaKey,
          alt: photoAlt(lang, photo, address),
          width: photo.imageWidth,
          height: photo.imageHeight,
          url: (width, format) => photoUrl(photo.mediaKey, width, format),
        }
      : undefined;
  };
  return <LazyViewer {...props} count={photos.length} title={fmt(t.viewer, { address })} caption={(index) => image(index)?.alt ?? ""} image={image} />;
}
