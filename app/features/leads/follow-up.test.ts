import { afterEach, describe, expect, it, vi } from "vitest";
import { valleyDay } from "~/lib/dates";
import { followUpState, suggestedFollowUp } from "./follow-up";
import { leadPush, shortName } from "./lead-push";

describe("follow-up days", () => {
  it("suggests the same day for a showing request or a question, later for the rest, across months and years", () => {
    expect(suggestedFollowUp("showing", "2026-11-28")).toBe("2026-11-28");
    expect(suggestedFollowUp("question", "2026-11-28")).toBe("2026-11-28");
    expect(suggestedFollowUp("contact", "2026-12-31")).toBe("2027-01-01");
    expect(suggestedFollowUp("staging", "2028-02-28")).toBe("2028-03-01");
  });

  it("tells overdue, today and upcoming apart on the Valley's day", () => {
    expect(followUpState("2026-11-27", "2026-11-28")).toBe("overdue");
    expect(followUpState("2026-11-28", "2026-11-28")).toBe("today");
    expect(followUpState("2026-12-01", "2026-11-28")).toBe("upcoming");
  });
});

/** What the lead form stores and the inbox shows, by the clock as it stands: the same calls as submit.server.ts and the leads' loaders. */
function arrivesNow(type: "showing" | "contact"): string {
  return suggestedFollowUp(type, valleyDay(new Date()));
}
const stateNow = (day: string) => followUpState(day, valleyDay(new Date()));

describe("due and overdue by the Valley's calendar days, with a fixed clock (issue 54, item 9)", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a showing request sent at 11:48 PM due that day, overdue only from the next Valley day (standard time)", () => {
    vi.useFakeTimers({ now: new Date("2026-12-06T05:48:00Z") }); // Saturday 5 December, 11:48 PM in McAllen
    const day = arrivesNow("showing");
    expect(day).toBe("2026-12-05");
    expect(stateNow(day)).toBe("today");
    vi.setSystemTime(new Date("2026-12-06T05:59:59Z")); // 11:59:59 PM
    expect(stateNow(day)).toBe("today");
    vi.setSystemTime(new Date("2026-12-06T06:00:00Z")); // midnight in the Valley
    expect(stateNow(day)).toBe("overdue");
  });

  it("does the same in daylight time, an hour earlier in UTC", () => {
    vi.useFakeTimers({ now: new Date("2026-07-06T04:48:00Z") }); // Sunday 5 July, 11:48 PM
    const day = arrivesNow("showing");
    expect(day).toBe("2026-07-05");
    vi.setSystemTime(new Date("2026-07-06T04:59:00Z"));
    expect(stateNow(day)).toBe("today");
    vi.setSystemTime(new Date("2026-07-06T05:00:00Z"));
    expect(stateNow(day)).toBe("overdue");
  });

  it("counts the days the clocks change as the Valley does", () => {
    // 1:30 AM on 8 March 2026 (standard time, before the change at 2:00): a contact is due the next day.
    vi.useFakeTimers({ now: new Date("2026-03-08T07:30:00Z") });
    const day = arrivesNow("contact");
    expect(day).toBe("2026-03-09");
    vi.setSystemTime(new Date("2026-03-10T04:59:00Z")); // 11:59 PM on the 9th, daylight time
    expect(stateNow(day)).toBe("today");
    vi.setSystemTime(new Date("2026-03-10T05:00:00Z"));
    expect(stateNow(day)).toBe("overdue");
    // 1 November 2026, 11:30 PM standard time (the clocks went back at 2:00): still the 1st.
    vi.setSystemTime(new Date("2026-11-02T05:30:00Z"));
    expect(arrivesNow("showing")).toBe("2026-11-01");
  });
});

describe("the name a lock screen shows", () => {
  it("is the first name and the last name's initial", () => {
    expect(shortName("Rosa González Treviño")).toBe("Rosa G.");
    expect(shortName("  ángel   ñúñez ")).toBe("ángel Ñ.");
    expect(shortName("Cher")).toBe("Cher");
    expect(shortName("")).toBe("");
  });
});

describe("a new lead's alert on her phone", () => {
  it("comes in the language she chose, opens her area in it and says the lead's own language", () => {
    const lead = { id: "1b2c", type: "showing", name: "Rosa González", lang: "es" } as const;
    expect(leadPush(lead, "1215 Calle Naranjo, McAllen", "es")).toEqual({
      title: "Solicitud de visita — Rosa G.",
      body: "1215 Calle Naranjo, McAllen · Escribió en español",
      url: "/es/agente/leads/1b2c",
      tag: "lead-1b2c",
    });
    expect(leadPush({ ...lead, lang: "en" }, undefined, "en")).toMatchObject({ title: "Showing request — Rosa G.", body: "Wrote in English. Tap to read and answer.", url: "/en/agent/leads/1b2c" });
  });
});
