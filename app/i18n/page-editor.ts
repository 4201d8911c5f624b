import type { Lang } from "~/lib/routes";
import { pageEditorEn, type PageEditorText } from "./page-editor.en";
import { pageEditorEs } from "./page-editor.es";

/** The page text editor's texts in both languages (ADR 0010). */
export const pageEditorTexts: Record<Lang, PageEditorText> = { en: pageEditorEn, es: pageEditorEs };
