import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";

const now = new Date("2026-12-06T17:00:00Z");
const showing = {
  uid: "showing-1@example.test",
  start: new Date("2026-12-08T16:30:00Z"),
  end: new Date("2026-12-08T17:00:00Z"),
  summary: "Showing: 1201 N 10th St, McAllen",
  description: "Casa; 3 recámaras, 2 baños\nBring your ID",
  location: "1201 N 10th St, McAllen, TX 78501",
  url: "https://example.test/en/showings/abc",
};

describe("buildIcs", () => {
  it("writes a calendar with CRLF lines, UTC times and escaped text", () => {
    const text = buildIcs({ method: "REQUEST", events: [{ ...showing, status: "CONFIRMED" }], now });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.slice(0, 5)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//RGV Real Estate//Showings//EN", "CALSCALE:GREGORIAN", "METHOD:REQUEST"]);
    expect(lines).toContain("DTSTART:20261208T163000Z");
    expect(lines).toContain("DTEND:20261208T170000Z");
    expect(lines).toContain("DTSTAMP:20261206T170000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("SEQUENCE:0");
    expect(text).toContain("DESCRIPTION:Casa\\; 3 recámaras\\, 2 baños\\nBring your ID");
  });

  it("folds lines past 75 octets without splitting a character", () => {
    const summary = "Visita: ".concat("ñ".repeat(80));
    const text = buildIcs({ method: "PUBLISH", events: [{ ...showing, summary }], now });
    const physical = text.split("\r\n");
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${summary}`);
  });

  it("writes a day without a time as a whole-day event and names a feed", () => {
    const text = buildIcs({ method: "PUBLISH", name: "Showings, open houses, tasks", events: [{ ...showing, day: "2026-12-31" }], now });
    expect(text).toContain("X-WR-CALNAME:Showings\\, open houses\\, tasks");
    expect(text).toContain("DTSTART;VALUE=DATE:20261231");
    expect(text).toContain("DTEND;VALUE=DATE:20270101");
    expect(text).not.toContain("DTSTART:2026");
  });

  it("names the organizer and the attendee of an invite, their names quoted", () => {
    const text = buildIcs({
      method: "REQUEST",
      events: [{ ...showing, organizer: { name: "Ana Garza; REALTOR", email: "ana@example.test" }, attendee: { name: 'Rosa "La Güera" Peña', email: "rosa@example.test" } }],
      now,
    });
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain('ORGANIZER;CN="Ana Garza; REALTOR":mailto:ana@example.test');
    expect(unfolded).toContain('ATTENDEE;CN="Rosa  La Güera  Peña";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:rosa@example.test');
  });
});
