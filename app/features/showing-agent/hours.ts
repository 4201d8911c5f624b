import { z } from "zod";
import { showingLengths, type WeeklyHours } from "~/lib/showings";

/**
 * Her weekly showing hours as she edits them: one text box per weekday holding its ranges, "9:00-12:00,
 * 14:00-18:00", empty for a day without showings. One box a day is the quickest to change on a phone and
 * needs no script (ADR 0432).
 */

export const weekdays = [1, 2, 3, 4, 5, 6, 0] as const;
export type Weekday = (typeof weekdays)[number];

const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** A day's ranges as the box shows them: "9:00-12:00, 14:00-18:00". */
export function formatRanges(ranges: ReadonlyArray<readonly [number, number]>): string {
  return ranges.map(([start, end]) => `${clock(start)}-${clock(end)}`).join(", ");
}

function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

/** The box's ranges, sorted; null when one is not a range or two overlap. */
export function parseRanges(text: string): Array<[number, number]> | null {
  const pieces = text.split(/[,;]/).map((piece) => piece.trim()).filter(Boolean);
  const ranges: Array<[number, number]> = [];
  for (const piece of pieces) {
    const [from, to, ...rest] = piece.split(/\s*[-–—]\s*|\s+(?:to|a)\s+/);
    if (rest.length > 0 || from === undefined || to === undefined) return null;
    const start = minutesOf(from);
    const end = minutesOf(to);
    if (start === null || end === null || end <= start) return null;
    ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.some((range, index) => index > 0 && range[0] < ranges[index - 1]![1]) ? null : ranges;
}

const dayBox = z.string().max(200, "invalid").transform((text, context) => {
  const ranges = parseRanges(text);
  if (ranges === null) {
    context.addIssue({ code: "custom", message: "invalid" });
    return z.NEVER;
  }
  return ranges;
});

/** Her hours and a showing's length, as the Showings page posts them and the server reads them. */
export const hoursSchema = z.object({
  day0: dayBox,
  day1: dayBox,
  day2: dayBox,
  day3: dayBox,
  day4: dayBox,
  day5: dayBox,
  day6: dayBox,
  length: z.coerce.number().refine((value) => (showingLengths as readonly number[]).includes(value), "invalid"),
});

export function weeklyHoursOf(input: z.output<typeof hoursSchema>): WeeklyHours {
  return { 0: input.day0, 1: input.day1, 2: input.day2, 3: input.day3, 4: input.day4, 5: input.day5, 6: input.day6 };
}

/** A blocked day as she adds it: the Valley date and an optional note. */
export const blockedDaySchema = z.object({
  day: z.iso.date("invalid"),
  note: z.string().trim().max(120, "tooLong").default(""),
});
