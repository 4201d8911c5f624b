import type { Lang } from "~/lib/routes";
import { searchSuggestEn, type SearchSuggestText } from "./search-suggest.en";
import { searchSuggestEs } from "./search-suggest.es";

/** Both languages' suggestion texts (ADR 0010): a few words, in the suggestions' own chunk rather than every page's texts. */
export const searchSuggestTexts: Record<Lang, SearchSuggestText> = { en: searchSuggestEn, es: searchSuggestEs };
