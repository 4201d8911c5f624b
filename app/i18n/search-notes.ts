import type { Lang } from "~/lib/routes";
import { searchNotesEn, type SearchNotesText } from "./search-notes.en";
import { searchNotesEs } from "./search-notes.es";

/** The search's notes in both languages (ADR 0010); the search loader sends the page's one when it applies. */
export const searchNotesTexts: Record<Lang, SearchNotesText> = { en: searchNotesEn, es: searchNotesEs };
