import type { Lang } from "~/lib/routes";
import { equalHousingEn, type EqualHousingText } from "./equal-housing.en";
import { equalHousingEs } from "./equal-housing.es";

/** The equal housing statement in both languages: the footer shows both (ADR 0010). */
export const equalHousingTexts: Record<Lang, EqualHousingText> = { en: equalHousingEn, es: equalHousingEs };
