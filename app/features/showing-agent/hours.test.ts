import { describe, expect, it } from "vitest";
import { hoursSchema, weeklyHoursOf } from "./hours";
import { formatRanges, parseRanges } from "./week";

describe("her showing hours as typed", () => {
  it("reads ranges in the ways people write them, sorted", () => {
    expect(parseRanges("14:00-18:00, 9-12")).toEqual([[540, 720], [840, 1080]]);
    expect(parseRanges("9:30 – 11:45")).toEqual([[570, 705]]);
    expect(parseRanges("9 a 13")).toEqual([[540, 780]]);
    expect(parseRanges("")).toEqual([]);
  });

  it("refuses what is not a range, a range ending before it starts and overlapping ranges", () => {
    expect(parseRanges("nine to five")).toBeNull();
    expect(parseRanges("18:00-9:00")).toBeNull();
    expect(parseRanges("9:00-12:00, 11:00-13:00")).toBeNull();
    expect(parseRanges("9:75-10:00")).toBeNull();
  });

  it("writes back what it reads", () => {
    const ranges = parseRanges("9:00-12:30, 14:00-18:00");
    expect(ranges).not.toBeNull();
    expect(formatRanges(ranges!)).toBe("9:00-12:30, 14:00-18:00");
  });

  it("takes a week and a length from the list, and names the bad box", () => {
    const form = { day0: "", day1: "9-17", day2: "9-17", day3: "9-17", day4: "9-17", day5: "9-17", day6: "10-14", length: "45" };
    const parsed = hoursSchema.parse(form);
    expect(weeklyHoursOf(parsed)).toMatchObject({ 0: [], 6: [[600, 840]] });
    expect(parsed.length).toBe(45);
    const bad = hoursSchema.safeParse({ ...form, day3: "9-8", length: "20" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["day3", "length"]);
  });
});
