import { fmt, useDictionary } from "~/i18n";
import { vitalsTexts } from "~/i18n/vitals";
import type { VitalStats } from "../types";

/** Whole percentages that add up to 100: the remainders go to the largest fractions. */
export function splitPercentages(stats: Pick<VitalStats, "good" | "needsImprovement" | "poor" | "count">): [number, number, number] {
  const parts = [stats.good, stats.needsImprovement, stats.poor];
  if (stats.count === 0) return [0, 0, 0];
  const exact = parts.map((part) => (part * 100) / stats.count);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return [floors[0] ?? 0, floors[1] ?? 0, floors[2] ?? 0];
}

/** The good / needs-improvement / poor shares as a bar, with the numbers in text beside it (below it on a phone, so the table fits without scrolling sideways). */
export function VitalsSplit({ stats }: { stats: VitalStats }) {
  const t = useDictionary(vitalsTexts);
  const [good, needsImprovement, poor] = splitPercentages(stats);
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex h-3 w-full max-w-32 shrink-0 overflow-hidden rounded-full bg-muted sm:w-32" aria-hidden>
        <div className="bg-emerald-600" style={{ width: `${good}%` }} />
        <div className="bg-amber-500" style={{ width: `${needsImprovement}%` }} />
        <div className="bg-red-600" style={{ width: `${poor}%` }} />
      </div>
      <span className="text-xs tabular-nums text-muted-foreground">{fmt(t.split, { good, needsImprovement, poor })}</span>
    </div>
  );
}
