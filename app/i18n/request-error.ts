import type { Lang } from "~/lib/routes";
import { requestErrorEn, type RequestErrorText } from "./request-error.en";
import { requestErrorEs } from "./request-error.es";

/** The refused-request page's texts in both languages (ADR 0010). */
export const requestErrorTexts: Record<Lang, RequestErrorText> = { en: requestErrorEn, es: requestErrorEs };
