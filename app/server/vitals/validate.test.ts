import { describe, expect, it } from "vitest";
import { parseVitalReport } from "./validate.server";

const valid = { name: "LCP", value: 1234.5, rating: "good", delta: 1234.5, id: "v6-1767225600000-4215623405687", navigationType: "navigate" };
const body = (changes: Record<string, unknown>) => JSON.stringify({ ...valid, ...changes });

describe("vital report validation", () => {
  it("accepts web-vitals' six fields", () => {
    expect(parseVitalReport(JSON.stringify(valid))).toEqual({ ok: true, report: valid });
    expect(parseVitalReport(body({ name: "CLS", value: 0.12, delta: 0.02, rating: "needs-improvement" })).ok).toBe(true);
    expect(parseVitalReport(body({ name: "INP", value: 600, delta: -8, rating: "poor", navigationType: "back-forward-cache" })).ok).toBe(true);
  });

  it("refuses malformed JSON", () => {
    expect(parseVitalReport("{name: LCP")).toEqual({ ok: false, error: "json", fields: [] });
    expect(parseVitalReport("")).toMatchObject({ ok: false, error: "json" });
  });

  it.each([
    [{ name: "FID" }, "name"],
    [{ value: -1 }, "value"],
    [{ value: "1200" }, "value"],
    [{ name: "CLS", value: 51, delta: 51, rating: "poor" }, "value"],
    [{ name: "INP", value: 90_000, delta: 10, rating: "poor" }, "value"],
    [{ delta: 5000 }, "delta"],
    [{ rating: "great" }, "rating"],
    [{ rating: "poor" }, "rating"],
    [{ id: "abc" }, "id"],
    [{ navigationType: "hard" }, "navigationType"],
    [{ extra: 1 }, "body"],
  ])("refuses %j (%s)", (changes, field) => {
    const result = parseVitalReport(body(changes));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe("invalid");
      expect(result.fields).toContain(field);
    }
  });

  it("refuses a missing field and a body that is not an object", () => {
    const { id: _id, ...withoutId } = valid;
    expect(parseVitalReport(JSON.stringify(withoutId))).toMatchObject({ ok: false, fields: ["id"] });
    expect(parseVitalReport("[1,2]")).toMatchObject({ ok: false, error: "invalid" });
  });
});
