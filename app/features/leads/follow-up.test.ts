import { describe, expect, it } from "vitest";
import { addDays, followUpState, suggestedFollowUp } from "./follow-up";
import { leadPush, shortName } from "./lead-push";

describe("follow-up days", () => {
  it("suggests the same day for a showing request or a question, later for the rest, across months and years", () => {
    expect(suggestedFollowUp("showing", "2026-11-28")).toBe("2026-11-28");
    expect(suggestedFollowUp("question", "2026-11-28")).toBe("2026-11-28");
    expect(suggestedFollowUp("contact", "2026-12-31")).toBe("2027-01-01");
    expect(suggestedFollowUp("staging", "2028-02-28")).toBe("2028-03-01");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  });

  it("tells overdue, today and upcoming apart on the Valley's day", () => {
    expect(followUpState("2026-11-27", "2026-11-28")).toBe("overdue");
    expect(followUpState("2026-11-28", "2026-11-28")).toBe("today");
    expect(followUpState("2026-12-01", "2026-11-28")).toBe("upcoming");
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
