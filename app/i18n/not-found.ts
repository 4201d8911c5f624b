import type { Lang } from "~/lib/routes";
import { notFoundEn, type NotFoundText } from "./not-found.en";
import { notFoundEs } from "./not-found.es";

/** The not-found page's texts in both languages (ADR 0010). */
export const notFoundTexts: Record<Lang, NotFoundText> = { en: notFoundEn, es: notFoundEs };
