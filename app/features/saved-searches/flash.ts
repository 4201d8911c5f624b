import { accountTexts } from "~/i18n";
import type { Lang } from "~/lib/routes";

/** The notices of the saved-search forms. */
export const savedSearchFlashes = {
  "search-saved": (lang: Lang) => accountTexts[lang].savedSearch.saved,
  "search-renamed": (lang: Lang) => accountTexts[lang].savedSearch.renamed,
  "search-deleted": (lang: Lang) => accountTexts[lang].savedSearch.deleted,
  "alerts-updated": (lang: Lang) => accountTexts[lang].savedSearch.updated,
} as const;
export type SavedSearchFlash = keyof typeof savedSearchFlashes;
