import type { Lang } from "~/lib/routes";
import { alertsEn, type AlertsText } from "./alerts.en";
import { alertsEs } from "./alerts.es";

/** The alerts' texts in both languages (ADR 0010): servers pick the language of the mail or page. */
export const alertsTexts: Record<Lang, AlertsText> = { en: alertsEn, es: alertsEs };
