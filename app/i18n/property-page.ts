import type { Lang } from "~/lib/routes";
import { propertyPageEn, type PropertyPageText } from "./property-page.en";
import { propertyPageEs } from "./property-page.es";

/** The property page's own texts in both languages (ADR 0010). */
export const propertyPageTexts: Record<Lang, PropertyPageText> = { en: propertyPageEn, es: propertyPageEs };
