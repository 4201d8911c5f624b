import type { ComponentProps } from "react";
import { PhotoGallery } from "~/components/gallery/photo-gallery";
import { photoAlt } from "../listing-text";
import { ListingPhoto } from "./listing-photo";

/** The listings feature's photo and its alt text, which the shared gallery takes as a slot. */
const listingPhoto = { Photo: ListingPhoto, photoAlt };

/** The photo gallery of the site's listings: the shared gallery with the listings' photo in its slot. */
export function ListingPhotoGallery(props: Omit<ComponentProps<typeof PhotoGallery>, "listingPhoto">) {
  return <PhotoGallery {...props} listingPhoto={listingPhoto} />;
}
