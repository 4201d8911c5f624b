import type { Lang } from "~/lib/routes";
import { phoneActionsEn, type PhoneActionsText } from "./phone-actions.en";
import { phoneActionsEs } from "./phone-actions.es";

/** The phone action bar's texts in both languages (ADR 0010). */
export const phoneActionsTexts: Record<Lang, PhoneActionsText> = { en: phoneActionsEn, es: phoneActionsEs };
