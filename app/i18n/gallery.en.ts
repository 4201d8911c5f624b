import type { GalleryFilter } from "~/lib/gallery";

/** Gallery page texts in English. */
export const galleryEn = {
  heading: "Browse the photos",
  filters: "Show photos of",
  filter: {
    all: "All listing photos",
    exterior: "Home exteriors",
    living: "Living rooms",
    kitchen: "Kitchens",
    bedroom: "Bedrooms",
    bathroom: "Bathrooms",
    outdoor: "Yards and casitas",
    commercial: "Commercial",
    land: "Land",
    staged: "Virtually staged rooms",
  } satisfies Record<GalleryFilter, string>,
  count: { zero: "No photos match this filter right now", one: "{count} photo", other: "{count} photos" },
  open: "Open photo {index} of {count} in full screen: {alt}",
  viewer: "Gallery: {filter}",
  seeListing: "See the listing: {address}",
  stagedCaption: "{room}, virtually staged",
  seeStaging: "How virtual staging works",
  previous: "Previous photos",
  next: "More photos",
  page: "Page {page} of {pages}",
  clear: "Show all listing photos",
};

export type GalleryText = typeof galleryEn;
