import type { Lang } from "~/lib/routes";
import { leadWorkEn, type LeadWorkText } from "./lead-work.en";
import { leadWorkEs } from "./lead-work.es";

/** The agent's work on a lead in both languages: her pages, the replies' default wording, the digest and the push messages (ADR 0010). */
export const leadWorkTexts: Record<Lang, LeadWorkText> = { en: leadWorkEn, es: leadWorkEs };
