import { accountTexts } from "~/i18n";
import type { Lang } from "~/lib/routes";

/** The notices of the heart sent without script. */
export const favoriteFlashes = {
  "favorite-saved": (lang: Lang) => accountTexts[lang].favorites.saved,
  "favorite-removed": (lang: Lang) => accountTexts[lang].favorites.removed,
} as const;
export type FavoriteFlash = keyof typeof favoriteFlashes;
