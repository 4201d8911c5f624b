import type { Lang } from "~/lib/routes";
import { galleryEn, type GalleryText } from "./gallery.en";
import { galleryEs } from "./gallery.es";

/** The gallery's texts in both languages (ADR 0010). */
export const galleryTexts: Record<Lang, GalleryText> = { en: galleryEn, es: galleryEs };
