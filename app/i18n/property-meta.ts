import type { Lang } from "~/lib/routes";
import { propertyMetaEn, type PropertyMetaText } from "./property-meta.en";
import { propertyMetaEs } from "./property-meta.es";

/** The property page's title and description in both languages (ADR 0010). */
export const propertyMetaTexts: Record<Lang, PropertyMetaText> = { en: propertyMetaEn, es: propertyMetaEs };
