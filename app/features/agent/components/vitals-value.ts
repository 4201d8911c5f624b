import type { Lang } from "~/lib/routes";
import { formatNumber } from "~/lib/format";
import type { VitalName } from "~/lib/vitals";

/** Times in ms below a second, in seconds above; layout shift as a unitless score. */
export function formatVital(lang: Lang, name: VitalName, value: number): string {
  if (name === "CLS") return formatNumber(lang, value, 2);
  return value < 1000 ? `${formatNumber(lang, Math.round(value))} ms` : `${formatNumber(lang, value / 1000, 2)} s`;
}
