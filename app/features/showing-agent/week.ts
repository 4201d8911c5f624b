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
