import type { Lang } from "~/lib/routes";
import { stagingEn, type StagingText } from "./staging.en";
import { stagingEs } from "./staging.es";

/** The virtual staging texts in both languages: the one record the staging page and the gallery's staged pictures share (ADR 0010). */
export const stagingTexts: Record<Lang, StagingText> = { en: stagingEn, es: stagingEs };
