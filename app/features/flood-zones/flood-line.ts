import { fmt } from "~/i18n";
import { floodZoneTexts } from "~/i18n/flood-zone";
import { plural } from "~/i18n/plural";
import { formatNumber } from "~/lib/format";
import { femaMapUrl, floodRiskOf, zoneLabel, type FloodZoneReading } from "~/lib/flood-zones";
import type { Lang } from "~/lib/routes";

/** The property page's flood zone line, written by the server: the risk in words, when FEMA said it, and FEMA's map. */
export interface FloodLine {
  readonly text: string;
  readonly checked: string;
  readonly mapUrl: string | null;
  /** The map link's words. */
  readonly map: string;
}

export interface StoredFloodZone extends FloodZoneReading {
  readonly checkedAt: Date | null;
}

/**
 * The line for a listing's stored zone, or null: none asked yet, every attempt failed, or a zone the
 * table doesn't know. Never a guess. `point` is where FEMA's map opens, the listing's own point only
 * where visitors may see it (a withheld address's page gives its city's centre).
 */
export function floodLine(stored: StoredFloodZone | undefined, lang: Lang, day: (date: Date) => string, point: { lat: number; lng: number } | null): FloodLine | null {
  if (!stored?.checkedAt) return null;
  const risk = floodRiskOf(stored);
  if (!risk) return null;
  const t = floodZoneTexts[lang];
  return {
    text: fmt(t.risks[risk], { zone: zoneLabel(stored, t.shaded) ?? "" }),
    checked: fmt(t.checked, { date: day(stored.checkedAt) }),
    mapUrl: point ? femaMapUrl(point.lat, point.lng) : null,
    map: t.map,
  };
}

/** The agent's panel's lines: how many listings have their zone, and how many FEMA didn't answer for. */
export function floodStatusLines(status: { total: number; known: number; failing: number }, lang: Lang) {
  const t = floodZoneTexts[lang].status;
  return {
    title: t.title,
    known: plural(lang, status.known, t.known, { total: formatNumber(lang, status.total) }),
    failing: status.failing > 0 ? plural(lang, status.failing, t.failing) : null,
  };
}
