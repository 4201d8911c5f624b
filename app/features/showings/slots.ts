import { valleyTimeToUtc } from "~/features/agent-listings/valley-time";
import { addDays, nextDay, valleyDay } from "~/lib/dates";
import { BOOKING_DAYS_AHEAD, type WeeklyHours } from "~/lib/showings";

/**
 * The free showing times a visitor can book (issue 56, item 2; ADR 0431): her weekly hours cut into
 * showings of her length, in the next BOOKING_DAYS_AHEAD Valley days, less her blocked days, what is
 * already held and anything sooner than the notice she needs to get there.
 */

/** Time she needs between a booking and its showing: to see the mail, and drive across the Valley. */
export const MIN_NOTICE_MINUTES = 120;

export interface Busy {
  readonly start: Date;
  readonly end: Date;
}

export interface SlotInputs {
  readonly now: Date;
  readonly hours: WeeklyHours;
  readonly lengthMinutes: number;
  /** Valley days ("YYYY-MM-DD") she takes no showings. */
  readonly blockedDays: readonly string[];
  /** Her held private showings, and the listing's open houses (a visitor comes to those instead). */
  readonly busy: readonly Busy[];
  readonly noticeMinutes?: number;
  readonly daysAhead?: number;
}

/** One Valley day's free starts, as ISO instants: what the form posts and the picker lists. */
export interface SlotDay {
  readonly day: string;
  readonly starts: string[];
}

const MINUTE = 60_000;

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A range's end: 24:00 (1440) is the next day's midnight, which the clock format can't name. */
function instantOf(day: string, minutes: number): Date | null {
  return minutes >= 1440 ? valleyTimeToUtc(nextDay(day), clockOf(minutes - 1440)) : valleyTimeToUtc(day, clockOf(minutes));
}

function weekdayOf(day: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return new Date(`${day}T12:00:00Z`).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

const overlaps = (start: number, end: number, busy: readonly Busy[]) => busy.some((b) => start < b.end.getTime() && b.start.getTime() < end);

/**
 * Every free start within a day's ranges, a showing's length apart from the range's start. Starts are
 * walked in real minutes from the range's first instant, so on the Sundays the clocks change a range
 * keeps its true length and no start lands in an hour that doesn't exist or twice in one that repeats.
 */
function dayStarts(day: string, ranges: ReadonlyArray<readonly [number, number]>, inputs: SlotInputs, earliest: number): string[] {
  const length = inputs.lengthMinutes * MINUTE;
  const starts: string[] = [];
  for (const [from, to] of ranges) {
    const first = instantOf(day, from);
    const last = instantOf(day, to);
    if (!first || !last) continue;
    for (let start = first.getTime(); start + length <= last.getTime(); start += length) {
      if (start < earliest || overlaps(start, start + length, inputs.busy)) continue;
      starts.push(new Date(start).toISOString());
    }
  }
  return [...new Set(starts)].sort();
}

/** The days with at least one free start, in order, from today in the Valley. */
export function freeSlots(inputs: SlotInputs): SlotDay[] {
  const today = valleyDay(inputs.now);
  const earliest = inputs.now.getTime() + (inputs.noticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE;
  const blocked = new Set(inputs.blockedDays);
  const days: SlotDay[] = [];
  for (let offset = 0; offset < (inputs.daysAhead ?? BOOKING_DAYS_AHEAD); offset++) {
    const day = addDays(today, offset);
    if (blocked.has(day)) continue;
    const starts = dayStarts(day, inputs.hours[weekdayOf(day)] ?? [], inputs, earliest);
    if (starts.length) days.push({ day, starts });
  }
  return days;
}

/** Whether a start is one of the free ones: what the server checks a posted slot against. */
export function isFreeStart(days: readonly SlotDay[], start: string): boolean {
  return days.some((day) => day.starts.includes(start));
}
