import type { Lang } from "~/lib/routes";
import { undoEn, type UndoText } from "./undo.en";
import { undoEs } from "./undo.es";

/** The undo notice's texts in both languages: the notice, its API route and its flashes share them (ADR 0010). */
export const undoTexts: Record<Lang, UndoText> = { en: undoEn, es: undoEs };
