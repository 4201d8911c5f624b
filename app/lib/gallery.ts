import type { SceneKind } from "./photo-scene";

/** The gallery's filters, in the order the page offers them; `staged` shows the virtual staging results. */
export const galleryFilters = ["all", "exterior", "living", "kitchen", "bedroom", "bathroom", "outdoor", "commercial", "land", "staged"] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

/** Which photo scenes each listing-photo filter shows. */
export const galleryKinds: Record<Exclude<GalleryFilter, "all" | "staged">, readonly SceneKind[]> = {
  exterior: ["ranch", "mediterranean", "modern", "townhome", "manufactured"],
  living: ["living"],
  kitchen: ["kitchen"],
  bedroom: ["bedroom"],
  bathroom: ["bathroom"],
  outdoor: ["backyard", "casita"],
  commercial: ["warehouse", "retail", "office", "warehouse-interior", "cold-storage", "office-interior"],
  land: ["land", "orchard"],
};

export const GALLERY_PAGE_SIZE = 24;
/** Beyond this a gallery page is clamped: nobody pages that far, and OFFSET would grow costly. */
export const GALLERY_MAX_PAGE = 50;

export interface GalleryQuery {
  readonly show: GalleryFilter;
  readonly page: number;
}

/** Reads ?show= and ?page=; anything unknown or malformed falls back to all photos, page 1. */
export function parseGalleryQuery(params: URLSearchParams): GalleryQuery {
  const show = params.get("show");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    show: (galleryFilters as readonly string[]).includes(show ?? "") ? (show as GalleryFilter) : "all",
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), GALLERY_MAX_PAGE) : 1,
  };
}

/** The gallery URL for a filter and page, with the defaults left out. */
export function galleryHref(base: string, query: GalleryQuery): string {
  const params = new URLSearchParams();
  if (query.show !== "all") params.set("show", query.show);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** A listing photo in the gallery, with what its card and its listing's link need (features/listings/gallery.server.ts reads them). */
export interface GalleryPhoto {
  readonly mediaKey: string;
  readonly shortDescription: string | null;
  readonly shortDescriptionEs: string | null;
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly listingKey: string;
  readonly unparsedAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
  readonly internetAddressDisplayYN: boolean;
}

export interface GalleryPage {
  readonly photos: GalleryPhoto[];
  readonly total: number;
}
