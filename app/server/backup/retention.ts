import { valleyDay } from "~/lib/dates";

const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.rgvbak$/;

/** An archive's file name from its snapshot's time (UTC, sortable, no colons for any file system). */
export function archiveName(at: Date): string {
  const iso = at.toISOString();
  return `backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.${iso.slice(20, 23)}Z.rgvbak`;
}

/** The time an archive's name gives; null for a name that is not one of ours (a file the operator put there is never touched). */
export function archiveTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, ms] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export interface Retention {
  readonly daily: number;
  readonly weekly: number;
  readonly monthly: number;
}

/** The ISO week of a Valley day ("2026-W18"): weeks start on Monday and belong to the year of their Thursday. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/**
 * Which archives to delete (ADR 0019): the newest archive of each of the last `daily` days, `weekly`
 * ISO weeks and `monthly` months that have one (in the Valley's calendar) is kept, the rest go; so
 * the newest archive always stays (`daily` is at least 1).
 */
export function archivesToDelete(names: readonly string[], keep: Retention): string[] {
  const dated = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const periods: Array<[number, (day: string) => string]> = [
    [keep.daily, (day) => day],
    [keep.weekly, isoWeek],
    [keep.monthly, (day) => day.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const { name, at } of dated) {
      const period = periodOf(valleyDay(at));
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      kept.add(name);
    }
  }
  return dated.filter(({ name }) => !kept.has(name)).map(({ name }) => name);
}
