/** The Valley's time zone: open houses are entered and shown in it, whatever the server's or the visitor's zone. */
export const VALLEY_ZONE = "America/Chicago";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: VALLEY_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes the Valley's clock is ahead of UTC at that instant (negative: -360 in winter, -300 in summer). */
function offsetMinutes(at: Date): number {
  const get = (type: string) => Number(parts.formatToParts(at).find((part) => part.type === type)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a Valley wall-clock time names: "2026-12-06" at "13:00" is 19:00 UTC.
 * Null for a date or time that is not one. (In the hour the clocks go back, the first of the two.)
 */
export function valleyTimeToUtc(day: string, time: string): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [date[1], date[2], date[3], clock[1], clock[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  let utc = wall - offsetMinutes(new Date(wall)) * 60_000;
  utc = wall - offsetMinutes(new Date(utc)) * 60_000;
  return new Date(utc);
}

/** The Valley's date and time of an instant, as the editor's date and time fields take them. */
export function utcToValley(at: Date): { day: string; time: string } {
  const shifted = new Date(at.getTime() + offsetMinutes(at) * 60_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
