import type { Lang } from "~/lib/routes";
import { whatsappEn, type WhatsappText } from "./whatsapp.en";
import { whatsappEs } from "./whatsapp.es";

/** The WhatsApp buttons' and messages' texts in both languages (ADR 0010). */
export const whatsappTexts: Record<Lang, WhatsappText> = { en: whatsappEn, es: whatsappEs };
