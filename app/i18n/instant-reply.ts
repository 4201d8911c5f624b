import type { Lang } from "~/lib/routes";
import { instantReplyEn, type InstantReplyText } from "./instant-reply.en";
import { instantReplyEs } from "./instant-reply.es";

/** The instant reply's texts in both languages (ADR 0010, ADR 0428). */
export const instantReplyTexts: Record<Lang, InstantReplyText> = { en: instantReplyEn, es: instantReplyEs };
