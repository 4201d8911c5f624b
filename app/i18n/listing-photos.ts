import type { Lang } from "~/lib/routes";
import { listingPhotosEn, type ListingPhotosText } from "./listing-photos.en";
import { listingPhotosEs } from "./listing-photos.es";

/** The listing editor's photo texts in both languages: the one record the photo manager, its API route and its notices share (ADR 0010). */
export const listingPhotosTexts: Record<Lang, ListingPhotosText> = { en: listingPhotosEn, es: listingPhotosEs };
