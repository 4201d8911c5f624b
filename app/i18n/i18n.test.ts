import { describe, expect, it } from "vitest";
import { fmt, ui } from "./index";

function leaves(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

describe("dictionaries", () => {
  it("have the same keys in both languages, and no English key is empty", () => {
    const en = leaves(ui.en);
    const es = leaves(ui.es);
    expect(es.map(([key]) => key)).toEqual(en.map(([key]) => key));
    const emptyAllowed = new Set(["error.translation"]);
    for (const [key, value] of en) if (!emptyAllowed.has(key)) expect(value, key).not.toBe("");
  });

  // Page prose (titles, introductions, sections) is checked in app/server/page-texts.test.ts.
});

describe("fmt", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(fmt("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});
