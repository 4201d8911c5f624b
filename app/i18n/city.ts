import type { Lang } from "~/lib/routes";
import { cityEn, type CityText } from "./city.en";
import { cityEs } from "./city.es";

/** The city guides' texts in both languages (ADR 0010). */
export const cityTexts: Record<Lang, CityText> = { en: cityEn, es: cityEs };
