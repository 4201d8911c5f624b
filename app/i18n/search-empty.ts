import type { Lang } from "~/lib/routes";
import { searchEmptyEn, type SearchEmptyText } from "./search-empty.en";
import { searchEmptyEs } from "./search-empty.es";

/** The empty market's texts in both languages (ADR 0010); the search loader sends the page's one. */
export const searchEmptyTexts: Record<Lang, SearchEmptyText> = { en: searchEmptyEn, es: searchEmptyEs };
