import { describe, expect, it } from "vitest";
import { pageIds } from "~/lib/routes";
import { fmt, pageTexts, ui } from "./index";

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

  it.each(pageIds)("%s has a title, description, H1 and introduction in both languages, different from each other", (id) => {
    const en = pageTexts.en[id];
    const es = pageTexts.es[id];
    for (const text of [en, es]) {
      expect(text.title.length).toBeGreaterThan(3);
      expect(text.description.length).toBeGreaterThanOrEqual(70);
      expect(text.h1.length).toBeGreaterThan(3);
      expect(text.intro.split(/\s+/).length).toBeGreaterThanOrEqual(30);
      expect(`${text.title} ${text.intro}`).not.toMatch(/lorem|ipsum|coming soon|próximamente/i);
      expect(`${text.title} ${text.intro}`).not.toMatch(/\bTODO\b/);
    }
    expect(es.intro).not.toBe(en.intro);
  });

  it("gives every page a unique title in each language", () => {
    for (const lang of ["en", "es"] as const) {
      const titles = pageIds.map((id) => pageTexts[lang][id].title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});

describe("fmt", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(fmt("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});
