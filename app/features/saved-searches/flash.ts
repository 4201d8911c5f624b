import { accountTexts } from "~/i18n";
import { leadSearchTexts } from "~/i18n/lead-search";
import type { Lang } from "~/lib/routes";

/** The notices of the saved-search forms, and of the searches the agent sets up for a lead. */
export const savedSearchFlashes = {
  "search-saved": (lang: Lang) => accountTexts[lang].savedSearch.saved,
  "search-renamed": (lang: Lang) => accountTexts[lang].savedSearch.renamed,
  "search-deleted": (lang: Lang) => accountTexts[lang].savedSearch.deleted,
  "alerts-updated": (lang: Lang) => accountTexts[lang].savedSearch.updated,
  "lead-search-created": (lang: Lang) => leadSearchTexts[lang].toasts.created,
  "lead-search-saved": (lang: Lang) => leadSearchTexts[lang].toasts.saved,
  "lead-search-stopped": (lang: Lang) => leadSearchTexts[lang].toasts.stopped,
} as const;
export type SavedSearchFlash = keyof typeof savedSearchFlashes;
