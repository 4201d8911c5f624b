import type { Lang } from "~/lib/routes";
import { textEditingEn, type TextEditingText } from "./text-editing.en";
import { textEditingEs } from "./text-editing.es";

/** The text editors' texts in both languages (ADR 0010). */
export const textEditingTexts: Record<Lang, TextEditingText> = { en: textEditingEn, es: textEditingEs };
