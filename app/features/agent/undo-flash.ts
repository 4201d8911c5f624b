import { undoTexts } from "~/i18n/undo";
import type { Lang } from "~/lib/routes";

/** The notices of an Undo sent by a form without script (ADR 0420). */
export const undoFlashes = {
  "undo-restored": (lang: Lang) => undoTexts[lang].restored,
  "undo-too-late": (lang: Lang) => undoTexts[lang].tooLate,
} as const;
export type UndoFlash = keyof typeof undoFlashes;
