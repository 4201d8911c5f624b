import type { Lang } from "~/lib/routes";
import { leadSearchEn, type LeadSearchText } from "./lead-search.en";
import { leadSearchEs } from "./lead-search.es";

/** The searches the agent sets up for a lead, in both languages (ADR 0010). */
export const leadSearchTexts: Record<Lang, LeadSearchText> = { en: leadSearchEn, es: leadSearchEs };
