import { describe, expect, it } from "vitest";
import { calendarDay, isCalendarDay } from "./calendar-day";

describe("calendar days", () => {
  it("takes every day a date input can send from 1900 to 2100, leap days included", () => {
    for (const day of ["1900-01-01", "2024-02-29", "2000-02-29", "2026-12-31", "2023-04-30", "2100-12-31"]) expect(isCalendarDay(day), day).toBe(true);
  });

  it("refuses days that are not on the calendar, which Date.parse rolls over and PostgreSQL refuses", () => {
    for (const day of ["2023-02-29", "2024-02-30", "1900-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-01-32"]) expect(isCalendarDay(day), day).toBe(false);
  });

  it("refuses years outside 1900 to 2100 (year 0 is PostgreSQL's 22008) and anything not written YYYY-MM-DD", () => {
    for (const day of ["0000-01-01", "0001-01-01", "1899-12-31", "2101-01-01", "9999-12-31", "275760-09-14", "-271821-04-20", "2026-1-05", "2026-01-05T00:00", "20260105", "", " ", "NaN"]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it("as a zod check, trims and answers the code 'date'", () => {
    expect(calendarDay.safeParse(" 2024-02-29 ").data).toBe("2024-02-29");
    expect(calendarDay.safeParse("2023-02-29").error?.issues[0]?.message).toBe("date");
  });
});
