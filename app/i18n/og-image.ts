import type { Lang } from "~/lib/routes";
import { ogImageAltEn, type OgImageAltText } from "./og-image.en";
import { ogImageAltEs } from "./og-image.es";

/** The Open Graph pictures' descriptions in both languages (ADR 0010); loadPage gives a page its language's. */
export const ogImageAltTexts: Record<Lang, OgImageAltText> = { en: ogImageAltEn, es: ogImageAltEs };
