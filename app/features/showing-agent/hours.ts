import { z } from "zod";
import { showingLengths, type WeeklyHours } from "~/lib/showings";
import { parseRanges } from "./week";

/** Her hours and a day off as the Showings page posts them; the boxes are read by week.ts (ADR 0432). */
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
