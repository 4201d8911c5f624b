import type { Lang } from "~/lib/routes";
import { articleEn, type ArticleText } from "./article.en";
import { articleEs } from "./article.es";

/** The article texts in both languages: the one record the blog index and the article pages share (ADR 0010). */
export const articleTexts: Record<Lang, ArticleText> = { en: articleEn, es: articleEs };
