import type { Lang } from "~/lib/routes";
import { leadTasksEn, type LeadTasksText } from "./lead-tasks.en";
import { leadTasksEs } from "./lead-tasks.es";

/** The agent's tasks, her Today view and her logged contact in both languages (ADR 0427). */
export const leadTasksTexts: Record<Lang, LeadTasksText> = { en: leadTasksEn, es: leadTasksEs };
