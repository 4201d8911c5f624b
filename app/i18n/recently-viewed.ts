import type { Lang } from "~/lib/routes";
import { recentlyViewedEn, type RecentlyViewedText } from "./recently-viewed.en";
import { recentlyViewedEs } from "./recently-viewed.es";

/** The recently viewed row's and control's texts in both languages (ADR 0010). */
export const recentlyViewedTexts: Record<Lang, RecentlyViewedText> = { en: recentlyViewedEn, es: recentlyViewedEs };
