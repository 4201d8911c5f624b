import { describe, expect, it } from "vitest";
import { fmt } from "~/i18n";
import { listingsEn } from "~/i18n/listings.en";
import { listingsEs } from "~/i18n/listings.es";
import { foldLine, icsText } from "~/lib/ics";
import { openHouseDate, openHouseIcs, openHouseSlot, timeRange, valleyIsoString, type OpenHouseSlot } from "./open-houses";

/** The card's line, as listing-card.tsx writes it. */
const line = (card: typeof listingsEn.card, slot: OpenHouseSlot) => fmt(card.openHouse, { day: card.days[slot.weekday] ?? "", time: slot.time });

describe("the card's open house line", () => {
  it("reads Sunday 1 to 4 pm on the Valley's clock, in both languages", () => {
    // 2026-11-29 is a Sunday; the Valley is on CST (UTC-6) then.
    const slot = openHouseSlot(new Date("2026-11-29T19:00:00Z"), new Date("2026-11-29T22:00:00Z"));
    expect(slot).toEqual({ weekday: 0, time: "1–4 pm" });
    expect(line(listingsEn.card, slot)).toBe("Open Sun 1–4 pm");
    expect(line(listingsEs.card, slot)).toBe("Abierta dom 1–4 pm");
  });

  it("uses the Valley's day, not UTC's, in summer time too", () => {
    // 7 pm on Saturday 2026-07-04 in the Valley (CDT, UTC-5) is already Sunday in UTC.
    expect(openHouseSlot(new Date("2026-07-05T00:00:00Z"), new Date("2026-07-05T02:00:00Z"))).toEqual({ weekday: 6, time: "7–9 pm" });
  });

  it("shares am/pm within one half of the day, names both across noon, and shows minutes only when not on the hour", () => {
    expect(timeRange(13 * 60, 16 * 60)).toBe("1–4 pm");
    expect(timeRange(9 * 60, 11 * 60 + 30)).toBe("9–11:30 am");
    expect(timeRange(11 * 60, 13 * 60)).toBe("11 am–1 pm");
    expect(timeRange(10 * 60 + 15, 12 * 60)).toBe("10:15 am–12 pm");
    expect(timeRange(12 * 60, 14 * 60 + 5)).toBe("12–2:05 pm");
  });
});

describe("open house dates", () => {
  it("writes the day in the page's language on the Valley's calendar", () => {
    const at = new Date("2026-11-30T03:00:00Z"); // 9 pm Sunday in the Valley
    expect(openHouseDate("en", at)).toBe("Sunday, November 29");
    expect(openHouseDate("es", at)).toBe("domingo, 29 de noviembre");
  });

  it("gives schema.org times with the Valley's offset in winter and summer", () => {
    expect(valleyIsoString(new Date("2026-11-29T19:00:00Z"))).toBe("2026-11-29T13:00:00-06:00");
    expect(valleyIsoString(new Date("2026-07-05T00:30:00Z"))).toBe("2026-07-04T19:30:00-05:00");
  });
});

describe("the open house calendar file", () => {
  const event = {
    id: 42,
    startsAt: new Date("2026-11-29T19:00:00Z"),
    endsAt: new Date("2026-11-29T22:00:00Z"),
    summary: "Open house: 1200 Ocotillo Ave, Unit 3; McAllen",
    location: "1200 Ocotillo Ave, Unit 3, McAllen, TX 78504",
    url: "https://rgv.example/en/property/A23456789/1200-ocotillo-ave-mcallen-tx-78504-with-a-very-long-slug-that-needs-folding",
    host: "rgv.example",
  };
  const ics = openHouseIcs(event, new Date("2026-11-25T16:00:00.123Z"));

  it("is one VEVENT in a VCALENDAR, with UTC times, CRLF endings and escaped text", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("\r\nUID:open-house-42@rgv.example\r\n");
    expect(unfolded).toContain("\r\nDTSTAMP:20261125T160000Z\r\n");
    expect(unfolded).toContain("\r\nDTSTART:20261129T190000Z\r\nDTEND:20261129T220000Z\r\n");
    expect(unfolded).toContain("\r\nSUMMARY:Open house: 1200 Ocotillo Ave\\, Unit 3\\; McAllen\r\n");
    expect(unfolded).toContain("\r\nLOCATION:1200 Ocotillo Ave\\, Unit 3\\, McAllen\\, TX 78504\r\n");
    expect(unfolded).toContain(`\r\nURL:${event.url}\r\n`);
  });

  it("folds every line at 75 octets", () => {
    const lines = ics.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("never splits a character when folding, and escapes backslashes and line breaks", () => {
    const folded = foldLine(`SUMMARY:${"ñ".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"ñ".repeat(80)}`);
    expect(icsText("a\\b\nc")).toBe("a\\\\b\\nc");
  });
});
