import type { Lang } from "~/lib/routes";
import { searchNameEn, type SearchNameText } from "./search-name.en";
import { searchNameEs } from "./search-name.es";

/** The saved-search name builder's texts in both languages, read on the server only (ADR 0010). */
export const searchNameTexts: Record<Lang, SearchNameText> = { en: searchNameEn, es: searchNameEs };
