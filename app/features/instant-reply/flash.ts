import { instantReplyTexts } from "~/i18n/instant-reply";
import type { Lang } from "~/lib/routes";

/** The notice after she saved which forms send the instant reply. */
export const instantReplyFlashes = {
  "instant-forms-saved": (lang: Lang) => instantReplyTexts[lang].settings.saved,
} as const;
