import { describe, expect, it } from "vitest";
import { utcToValley, valleyTimeToUtc } from "./valley-time";

describe("Valley time", () => {
  it("turns a Valley wall-clock time into the instant, in winter and in summer", () => {
    expect(valleyTimeToUtc("2026-12-06", "13:00")?.toISOString()).toBe("2026-12-06T19:00:00.000Z");
    expect(valleyTimeToUtc("2026-07-12", "13:30")?.toISOString()).toBe("2026-07-12T18:30:00.000Z");
    expect(valleyTimeToUtc("2026-03-08", "12:00")?.toISOString()).toBe("2026-03-08T17:00:00.000Z");
  });

  it("refuses what is not a date or a time", () => {
    expect(valleyTimeToUtc("2026-02-30", "13:00")).toBeNull();
    expect(valleyTimeToUtc("2026-12-06", "25:00")).toBeNull();
    expect(valleyTimeToUtc("tomorrow", "1pm")).toBeNull();
  });

  it("gives back the Valley's date and time of an instant", () => {
    expect(utcToValley(new Date("2026-12-07T03:30:00Z"))).toEqual({ day: "2026-12-06", time: "21:30" });
    expect(utcToValley(new Date("2026-07-12T18:30:00Z"))).toEqual({ day: "2026-07-12", time: "13:30" });
  });
});
