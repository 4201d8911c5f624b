import type { Lang } from "~/lib/routes";
import { leadSourceEn, type LeadSourceText } from "./lead-source.en";
import { leadSourceEs } from "./lead-source.es";

/** Where a lead came from, in both languages (ADR 0010): the agent's area only. */
export const leadSourceTexts: Record<Lang, LeadSourceText> = { en: leadSourceEn, es: leadSourceEs };
