import type { Lang } from "~/lib/routes";
import { mapEn, type MapText } from "./map.en";
import { mapEs } from "./map.es";

/** The map's texts in both languages (ADR 0010); only the map's own chunks import them. */
export const mapTexts: Record<Lang, MapText> = { en: mapEn, es: mapEs };
