import type { Lang } from "~/lib/routes";
import { vitalsEn, type VitalsText } from "./vitals.en";
import { vitalsEs } from "./vitals.es";

/** The site-speed report's texts in both languages: the one record the agent area's report, its navigation and the metrics endpoint share (ADR 0010). */
export const vitalsTexts: Record<Lang, VitalsText> = { en: vitalsEn, es: vitalsEs };
