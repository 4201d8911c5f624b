import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatDateTime, nextDay, notInFuture, valleyDay, valleyMidnight, type DateStyle } from "./dates";

const locales = { en: "en-US", es: "es-US" } as const;

/** Every hour of the weeks when daylight time starts and ends, 2007 to 2040, and a spread of times between. */
function samples(): Date[] {
  const dates: Date[] = [];
  for (let year = 2007; year <= 2040; year += 1) {
    for (const [month, first] of [[2, 7], [10, 1]] as const) for (let hour = 0; hour < 24 * 9; hour += 1) dates.push(new Date(Date.UTC(year, month, first, hour, 17)));
    for (let step = 0; step < 60; step += 1) dates.push(new Date(Date.UTC(year, 0, 1) + step * 6.1 * 24 * 3_600_000 + step * 977_000));
  }
  return dates;
}

describe("dates by hand", () => {
  for (const lang of ["en", "es"] as const) {
    it(`match Intl in ${lang} for every style, with and without the time, in the Valley and in UTC`, () => {
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales[lang], options);
      const formats = (["full", "long", "medium"] as DateStyle[]).flatMap((style) => [
        { style, time: false, zone: "valley" as const, intl: intl({ dateStyle: style, timeZone: "America/Chicago" }) },
        { style, time: false, zone: "utc" as const, intl: intl({ dateStyle: style, timeZone: "UTC" }) },
        ...(style === "full" ? [] : [{ style, time: true, zone: "valley" as const, intl: intl({ dateStyle: style, timeStyle: "short", timeZone: "America/Chicago" }) }]),
      ]);
      for (const date of samples()) {
        for (const format of formats) {
          expect(formatDateTime(lang, date, format), `${date.toISOString()} ${format.style} ${format.time} ${format.zone}`).toBe(format.intl.format(date));
        }
      }
    });
  }

  it("gives the Valley's calendar day, which is the day before in UTC late in the evening", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" });
    for (const date of samples()) expect(valleyDay(date)).toBe(intl.format(date));
    expect(valleyDay(new Date("2026-11-22T04:30:00Z"))).toBe("2026-11-21");
  });

  it("formats a calendar day as written, and a moment as its day in the Valley", () => {
    expect(formatDate("en", "2026-03-01")).toBe("March 1, 2026");
    expect(formatDate("es", "2026-03-01T00:00:00.000Z", "medium")).toBe("1 mar 2026");
    expect(formatDate("en", new Date("2026-11-22T04:30:00Z"))).toBe("November 21, 2026");
    expect(formatDate("es", new Date("2026-11-22T04:30:00Z"))).toBe("21 de noviembre de 2026");
  });
});

describe("notInFuture", () => {
  it("keeps a past moment and brings a coming one back to now", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(notInFuture(new Date("2026-11-27T12:00:00Z"), now).toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(notInFuture(new Date("2027-01-01T00:00:00Z"), now)).toBe(now);
  });
});

describe("addDays and nextDay", () => {
  it("count calendar days across a month's and a year's end, a leap day and both ways", () => {
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-28", 0)).toBe("2026-11-28");
  });

  it("count the Sundays the clocks change as one day, whatever the machine's time zone", () => {
    // 2026-03-08 and 2026-11-01 are 23 and 25 hours long in the Valley; a day is still one day.
    expect(nextDay("2026-03-08")).toBe("2026-03-09");
    expect(nextDay("2026-11-01")).toBe("2026-11-02");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
  });
});

describe("valleyMidnight", () => {
  it("is 6:00 UTC in standard time and 5:00 in daylight time, by midnight's own offset on the Sundays the clocks change", () => {
    expect(valleyMidnight("2026-12-05").toISOString()).toBe("2026-12-05T06:00:00.000Z");
    expect(valleyMidnight("2026-07-05").toISOString()).toBe("2026-07-05T05:00:00.000Z");
    // 8 March 2026: the clocks go forward at 2:00, so the day began in standard time and the next in daylight time.
    expect(valleyMidnight("2026-03-08").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(valleyMidnight("2026-03-09").toISOString()).toBe("2026-03-09T05:00:00.000Z");
    // 1 November 2026: back at 2:00, the day began in daylight time.
    expect(valleyMidnight("2026-11-01").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(valleyMidnight("2026-11-02").toISOString()).toBe("2026-11-02T06:00:00.000Z");
  });

  it("starts the day valleyDay gives, and the minute before is the day before", () => {
    for (const day of ["2026-01-15", "2026-03-08", "2026-03-09", "2026-11-01", "2026-11-02", "2027-06-30"]) {
      const start = valleyMidnight(day);
      expect(valleyDay(start)).toBe(day);
      expect(valleyDay(new Date(start.getTime() - 60_000))).not.toBe(day);
    }
  });
});
