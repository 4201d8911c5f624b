import type { Lang } from "./routes";

/**
 * Dates in the Valley's time and words, formatted by hand: the first
 * Intl.DateTimeFormat a page builds costs a phone ~120 ms (4x CPU) in one
 * task during hydration, and the browser's ICU may write a time differently from the
 * server's (a narrow space before "PM"), which breaks hydration. dates.test.ts
 * holds every format to Node's Intl output.
 */
const months: Record<Lang, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};
const shortMonths: Record<Lang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
};
const weekdays: Record<Lang, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};

const HOUR = 3_600_000;

/** The day of the month of a year's nth Sunday (month 0-based). */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + 7 * (n - 1);
}

/**
 * Central Time by the US rule in force since 2007: daylight time (UTC−5) from
 * 2:00 on the second Sunday of March to 2:00 on the first Sunday of November,
 * standard time (UTC−6) otherwise.
 */
function centralOffsetHours(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 8);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 7);
  return time >= start && time < end ? -5 : -6;
}

export type TimeZone = "valley" | "utc";

interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
}

function parts(date: Date, zone: TimeZone): Parts {
  const time = date.getTime();
  const local = new Date(zone === "utc" ? time : time + centralOffsetHours(time) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

export type DateStyle = "full" | "long" | "medium";

function day(lang: Lang, p: Parts, style: DateStyle): string {
  if (style === "medium") return lang === "es" ? `${p.day} ${shortMonths.es[p.month]} ${p.year}` : `${shortMonths.en[p.month]} ${p.day}, ${p.year}`;
  const long = lang === "es" ? `${p.day} de ${months.es[p.month]} de ${p.year}` : `${months.en[p.month]} ${p.day}, ${p.year}`;
  return style === "full" ? `${weekdays[lang][p.weekday]}, ${long}` : long;
}

function clock(lang: Lang, p: Parts): string {
  const hour = p.hour % 12 || 12;
  const minute = String(p.minute).padStart(2, "0");
  const pm = p.hour >= 12;
  return lang === "es" ? `${hour}:${minute} ${pm ? "p.m." : "a.m."}` : `${hour}:${minute} ${pm ? "PM" : "AM"}`;
}

export interface DateOptions {
  readonly style?: DateStyle;
  /** Adds the hour and minute. */
  readonly time?: boolean;
  /** "utc" for calendar days stored without a time; the Valley's time otherwise. */
  readonly zone?: TimeZone;
}

export function formatDateTime(lang: Lang, date: Date, { style = "long", time = false, zone = "valley" }: DateOptions = {}): string {
  const p = parts(date, zone);
  const text = day(lang, p, style);
  if (!time) return text;
  const joiner = style === "medium" ? ", " : lang === "es" ? " a las " : " at ";
  return `${text}${joiner}${clock(lang, p)}`;
}

/**
 * A day ("YYYY-MM-DD") moved by whole calendar days ("2026-12-31" + 1 is "2027-01-01"). Counted at noon
 * UTC, which is the same date in every US zone, so a Sunday the clocks change is one day like any other.
 */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar day after a day ("YYYY-MM-DD"): tomorrow, when the day is the Valley's today. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The calendar day in the Valley as YYYY-MM-DD. */
export function valleyDay(date: Date): string {
  const p = parts(date, "valley");
  return `${p.year}-${String(p.month + 1).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/**
 * The moment a Valley day ("YYYY-MM-DD") begins: 6:00 UTC in standard time, 5:00 in daylight time. The
 * offset is midnight's own, not noon's: on the Sundays the clocks change they differ (issue 54, item 9).
 */
export function valleyMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Midnight is never within the hour the clocks change (2:00), so the offset 6 hours on is midnight's.
  return new Date(utcMidnight - centralOffsetHours(utcMidnight + 6 * HOUR) * HOUR);
}

/** The Valley's wall-clock time as HH:MM (24-hour). */
export function valleyClock(date: Date): string {
  const p = parts(date, "valley");
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** The time of day alone, as the dates above write it ("3:00 AM", "3:00 a.m."). */
export function formatTime(lang: Lang, date: Date): string {
  return clock(lang, parts(date, "valley"));
}

/** A calendar day: a "YYYY-MM-DD" string is that day as written, a Date its day in the Valley. */
export function formatDate(lang: Lang, date: Date | string, style: "long" | "medium" = "long"): string {
  return typeof date === "string" ? formatDateTime(lang, new Date(`${date.slice(0, 10)}T12:00:00Z`), { style, zone: "utc" }) : formatDateTime(lang, date, { style });
}

/**
 * A calendar day ("YYYY-MM-DD") by its month and day, as a date near enough to need no year is
 * said: "January 1", "1 de enero"; short, "Jan 1", "1 ene". The year follows when asked for.
 */
export function formatMonthDay(lang: Lang, date: string, { short = false, year = false }: { short?: boolean; year?: boolean } = {}): string {
  const p = parts(new Date(`${date.slice(0, 10)}T12:00:00Z`), "utc");
  const month = (short ? shortMonths : months)[lang][p.month];
  if (lang === "es") return `${p.day}${short ? "" : " de"} ${month}${year ? ` de ${p.year}` : ""}`;
  return `${month} ${p.day}${year ? `, ${p.year}` : ""}`;
}

/** A moment no later than now: a date from outside (a feed's change stamp) can't be shown or declared as still to come. */
export function notInFuture(date: Date, now = new Date()): Date {
  return date.getTime() > now.getTime() ? now : date;
}
