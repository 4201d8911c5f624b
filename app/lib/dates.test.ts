import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, notInFuture, valleyDay, type DateStyle } from "./dates";

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
