import { z } from "./zod";

/**
 * The years a form's day may name: every day a sale, a showing, an open house, a review or an inbox
 * filter can sensibly fall on, and all of them days that PostgreSQL's `date`, its timestamps and
 * JavaScript's `Date` read alike (year 0, which PostgreSQL refuses with 22008, and Date's 1900 for
 * years under 100 are far outside).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

/**
 * Whether a value is a day as a date input sends it (YYYY-MM-DD) that is on the calendar, from
 * FIRST_YEAR to LAST_YEAR: 2023-02-29, 2024-02-30, 2026-04-31 and 0000-01-01 are not.
 * (`Date.parse` takes the first two as 1 March, and PostgreSQL refuses them.)
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the month's last day.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A form's day field: trimmed, and refused with the code "date" unless it is a calendar day (isCalendarDay). */
export const calendarDay = z.string().trim().refine(isCalendarDay, "date");
