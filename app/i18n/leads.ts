import type { Lang } from "~/lib/routes";
import { leadsEn, type LeadsText } from "./leads.en";
import { leadsEs } from "./leads.es";

/** The lead forms' texts in both languages: the one record components, flash notices, mail and the CSV export share (ADR 0010). */
export const leadsTexts: Record<Lang, LeadsText> = { en: leadsEn, es: leadsEs };
