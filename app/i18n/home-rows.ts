import type { Lang } from "~/lib/routes";
import { homeRowsEn, type HomeRowsText } from "./home-rows.en";
import { homeRowsEs } from "./home-rows.es";

/** The home rows' texts in both languages, loaded with the rows' own code (ADR 0010). */
export const homeRowsTexts: Record<Lang, HomeRowsText> = { en: homeRowsEn, es: homeRowsEs };
