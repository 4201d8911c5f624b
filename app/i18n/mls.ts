import type { Lang } from "~/lib/routes";
import { mlsEn, type MlsText } from "./mls.en";
import { mlsEs } from "./mls.es";

/** The MLS's texts in both languages (ADR 0010): servers pick the page's one and send what it needs. */
export const mlsTexts: Record<Lang, MlsText> = { en: mlsEn, es: mlsEs };
