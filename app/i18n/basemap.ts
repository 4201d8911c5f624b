import type { Lang } from "~/lib/routes";
import { basemapEn, type BasemapText } from "./basemap.en";
import { basemapEs } from "./basemap.es";

/** The basemap's place names in both languages (ADR 0010); only the map's own chunks import them. */
export const basemapTexts: Record<Lang, BasemapText> = { en: basemapEn, es: basemapEs };
