import type { Lang } from "~/lib/routes";
import { searchMetaEn, type SearchMetaText } from "./search-meta.en";
import { searchMetaEs } from "./search-meta.es";

/** A filtered search page's meta description in both languages (ADR 0010). */
export const searchMetaTexts: Record<Lang, SearchMetaText> = { en: searchMetaEn, es: searchMetaEs };
