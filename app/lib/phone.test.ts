import { describe, expect, it } from "vitest";
import { formatPhone, parsePhone, shownPhone, storedPhone } from "./phone";

const e164 = (typed: string) => {
  const parsed = parsePhone(typed);
  return parsed.ok ? parsed.e164 : `unread: ${parsed.typed}`;
};

describe("phone numbers as typed in the Valley", () => {
  it("reads US numbers however they are written", () => {
    for (const typed of ["956 555 0142", "(956) 555-0142", "956-555-0142", "956.555.0142", "+1 956 555 0142", "1-956-555-0142", "+1 (956) 555-0142", "011 1 956 555 0142"]) {
      expect(e164(typed), typed).toBe("+19565550142");
    }
  });

  it("reads Mexican numbers with their country code, the old mobile 1 and the old national prefixes", () => {
    for (const typed of ["+52 899 123 4567", "52 899 123 4567", "+52 1 899 123 4567", "00 52 899 123 4567", "044 899 123 4567", "01 899 123 4567"]) {
      expect(e164(typed), typed).toBe("+528991234567");
    }
    expect(parsePhone("+52 81 1234 5678")).toEqual({ ok: true, e164: "+528112345678", country: "MX" });
  });

  it("takes ten digits without a country as US where a US area code can start them, else as Mexico's, across-the-river codes included", () => {
    expect(parsePhone("956 555 0142")).toMatchObject({ country: "US" });
    expect(parsePhone("899 123 4567")).toEqual({ ok: true, e164: "+528991234567", country: "MX" });
    expect(parsePhone("868 812 3456")).toEqual({ ok: true, e164: "+528688123456", country: "MX" });
    expect(parsePhone("81 1234 5678")).toEqual({ ok: true, e164: "+528112345678", country: "MX" });
  });

  it("keeps what it can't read as typed", () => {
    for (const typed of ["555 0142", "+44 20 7946 0958", "12345", "956 555 01423", "call me", "1 156 555 0142"]) expect(parsePhone(typed)).toEqual({ ok: false, typed });
    expect(parsePhone("  956 555 0142  ")).toMatchObject({ ok: true });
  });

  it("shows them the way each country writes them", () => {
    expect(formatPhone("+19565550142")).toBe("(956) 555-0142");
    expect(formatPhone("+528991234567")).toBe("+52 899 123 4567");
  });

  it("are kept in E.164 where they can be read and as typed where not, and shown either way", () => {
    expect(storedPhone(" (956) 555-0142 ")).toBe("+19565550142");
    expect(storedPhone("555 0142")).toBe("555 0142");
    expect(storedPhone("  ")).toBeNull();
    expect(shownPhone("+528991234567")).toEqual({ text: "+52 899 123 4567", e164: "+528991234567", read: true });
    expect(shownPhone("956 555 0142")).toEqual({ text: "(956) 555-0142", e164: "+19565550142", read: true });
    expect(shownPhone("555 0142")).toEqual({ text: "555 0142", read: false });
  });
});
