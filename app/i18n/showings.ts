import type { Lang } from "~/lib/routes";
import { showingsEn, type ShowingsText } from "./showings.en";
import { showingsEs } from "./showings.es";

/** A booked showing's texts in both languages (ADR 0010): the server picks the mail's or the page's. */
export const showingsTexts: Record<Lang, ShowingsText> = { en: showingsEn, es: showingsEs };
