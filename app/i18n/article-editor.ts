import type { Lang } from "~/lib/routes";
import { articleEditorEn, type ArticleEditorText } from "./article-editor.en";
import { articleEditorEs } from "./article-editor.es";

/** The article editor's texts in both languages (ADR 0010). */
export const articleEditorTexts: Record<Lang, ArticleEditorText> = { en: articleEditorEn, es: articleEditorEs };
