import type { Lang } from "~/lib/routes";
import { floodZoneEn, type FloodZoneText } from "./flood-zone.en";
import { floodZoneEs } from "./flood-zone.es";

/** The flood zone line's texts in both languages, written by the server (ADR 0010, ADR 0124). */
export const floodZoneTexts: Record<Lang, FloodZoneText> = { en: floodZoneEn, es: floodZoneEs };
