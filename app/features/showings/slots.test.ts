import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "~/lib/showings";
import { freeSlots, isFreeStart, type SlotInputs } from "./slots";

const none: WeeklyHours = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
const every = (range: [number, number]): WeeklyHours => ({ 0: [range], 1: [range], 2: [range], 3: [range], 4: [range], 5: [range], 6: [range] });

// Sunday 6 December 2026, 6:00 in the Valley (CST, UTC-6): Monday is wholly ahead.
const sundayMorning = new Date("2026-12-06T12:00:00Z");

function inputs(overrides: Partial<SlotInputs> = {}): SlotInputs {
  return { now: sundayMorning, hours: DEFAULT_WEEKLY_HOURS, lengthMinutes: 30, blockedDays: [], busy: [], ...overrides };
}

describe("freeSlots", () => {
  it("cuts her hours into showings of her length, in Valley time, for the next 14 days", () => {
    const days = freeSlots(inputs());
    // From Sunday 6 December: 14 days, Sundays off, leaves 12.
    expect(days.map((d) => d.day)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-14",
      "2026-12-15",
      "2026-12-16",
      "2026-12-17",
      "2026-12-18",
      "2026-12-19",
    ]);
    const monday = days[0]!.starts;
    expect(monday).toHaveLength(18);
    expect(monday[0]).toBe("2026-12-07T15:00:00.000Z");
    expect(monday.at(-1)).toBe("2026-12-07T23:30:00.000Z");
  });

  it("starts at least the notice after now, and never in today's past", () => {
    const days = freeSlots(inputs({ now: new Date("2026-12-07T16:10:00Z") }));
    // 10:10 now: with two hours' notice the first start is 12:30.
    expect(days[0]!.day).toBe("2026-12-07");
    expect(days[0]!.starts[0]).toBe("2026-12-07T18:30:00.000Z");
    const late = freeSlots(inputs({ now: new Date("2026-12-07T23:00:00Z") }));
    expect(late[0]!.day).toBe("2026-12-08");
  });

  it("takes her own length and leaves out a start whose showing would run past her hours", () => {
    const days = freeSlots(inputs({ lengthMinutes: 45, hours: { ...none, 1: [[540, 660]] } }));
    expect(days[0]!.starts).toEqual(["2026-12-07T15:00:00.000Z", "2026-12-07T15:45:00.000Z"]);
  });

  it("skips her blocked days and days without hours", () => {
    const days = freeSlots(inputs({ blockedDays: ["2026-12-08"] }));
    expect(days.map((d) => d.day)).not.toContain("2026-12-08");
    expect(freeSlots(inputs({ hours: none }))).toEqual([]);
  });

  it("leaves out the times held by her showings and the listing's open houses", () => {
    const busy = [
      { start: new Date("2026-12-07T15:30:00Z"), end: new Date("2026-12-07T16:00:00Z") },
      // An open house 1–3 pm that ends mid-slot still takes the slot it overlaps.
      { start: new Date("2026-12-07T19:00:00Z"), end: new Date("2026-12-07T21:10:00Z") },
    ];
    const monday = freeSlots(inputs({ busy }))[0]!.starts;
    expect(monday).not.toContain("2026-12-07T15:30:00.000Z");
    expect(monday).toContain("2026-12-07T15:00:00.000Z");
    expect(monday).toContain("2026-12-07T16:00:00.000Z");
    expect(monday.filter((s) => s >= "2026-12-07T19:00" && s < "2026-12-07T21:30")).toEqual([]);
    expect(monday).toContain("2026-12-07T21:30:00.000Z");
  });

  it("keeps Valley clock times on the day the clocks go forward and the day they go back", () => {
    // Sunday 8 March 2026: 9:00 CDT is 14:00 UTC; 1:00–4:00 on the clock is only two real hours (Saturday night has passed).
    const spring = freeSlots(inputs({ now: new Date("2026-03-07T12:00:00Z"), hours: every([540, 600]), daysAhead: 2 }));
    expect(spring.map((d) => d.starts[0])).toEqual(["2026-03-07T15:00:00.000Z", "2026-03-08T14:00:00.000Z"]);
    const night = freeSlots(inputs({ now: new Date("2026-03-07T12:00:00Z"), hours: every([60, 240]), lengthMinutes: 60, daysAhead: 2 }));
    expect(night[0]!.starts).toEqual(["2026-03-08T07:00:00.000Z", "2026-03-08T08:00:00.000Z"]);
    // Sunday 1 November 2026: 1:00–3:00 on the clock is three real hours, and no start repeats.
    const autumn = freeSlots(inputs({ now: new Date("2026-10-31T12:00:00Z"), hours: every([60, 180]), lengthMinutes: 60, daysAhead: 2 }));
    expect(autumn[0]!.starts).toEqual(["2026-11-01T06:00:00.000Z", "2026-11-01T07:00:00.000Z", "2026-11-01T08:00:00.000Z"]);
    const autumnDay = freeSlots(inputs({ now: new Date("2026-10-31T12:00:00Z"), hours: every([540, 600]), daysAhead: 2 }));
    expect(autumnDay[1]!.starts[0]).toBe("2026-11-01T15:00:00.000Z");
  });

  it("reads a range that runs to midnight", () => {
    const days = freeSlots(inputs({ hours: { ...none, 1: [[1380, 1440]] }, lengthMinutes: 60 }));
    expect(days[0]!.starts).toEqual(["2026-12-08T05:00:00.000Z"]);
  });
});

describe("isFreeStart", () => {
  it("finds a posted start only among the free ones", () => {
    const days = freeSlots(inputs());
    expect(isFreeStart(days, "2026-12-07T15:00:00.000Z")).toBe(true);
    expect(isFreeStart(days, "2026-12-07T15:10:00.000Z")).toBe(false);
    expect(isFreeStart(days, "2026-12-06T15:00:00.000Z")).toBe(false);
  });
});
