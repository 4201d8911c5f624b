import { describe, expect, it } from "vitest";
import { specRoutes } from "../../tests/support/spec";
import { findPage, langFromPath, pageIds, pages, switchPath } from "./routes";

describe("route table against routes.tsv", () => {
  const rows = specRoutes();

  it("has exactly the pages of routes.tsv", () => {
    expect(rows.length).toBeGreaterThan(40);
    expect([...pageIds].sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it.each(rows)("$id: both paths match and map back to the page", (row) => {
    const page = pages[row.id as keyof typeof pages];
    expect(page.en).toBe(row.en);
    expect(page.es).toBe(row.es);
    expect(findPage(row.en)).toEqual({ id: row.id, lang: "en" });
    expect(findPage(row.es)).toEqual({ id: row.id, lang: "es" });
  });

  it.each(rows)("$id: the switch maps each path to its pair and keeps the query", (row) => {
    expect(switchPath(row.en, "", "es")).toBe(row.es);
    expect(switchPath(row.es, "", "en")).toBe(row.en);
    expect(switchPath(row.en, "?q=pool&page=2", "es")).toBe(`${row.es}?q=pool&page=2`);
    expect(switchPath(`${row.es}/`, "?x=1", "en")).toBe(`${row.en}?x=1`);
  });
});

describe("paths outside the table", () => {
  it("take the language from the first segment", () => {
    expect(langFromPath("/es/no-existe")).toBe("es");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/fr/page")).toBe("en");
  });

  it("switch property pages by pattern and anything unknown to the other home page", () => {
    expect(switchPath("/en/property/ABC123/100-main-st", "", "es")).toBe("/es/propiedad/ABC123/100-main-st");
    expect(switchPath("/es/no-existe", "", "en")).toBe("/en");
    expect(switchPath("/en/blog/unknown-slug", "", "es")).toBe("/es/blog");
    // An article names its twin (ADR 0414); the query and #hash go along.
    expect(switchPath("/en/blog/some-guide", "?ref=x", "es", "#part", "/es/blog/una-guia")).toBe("/es/blog/una-guia?ref=x#part");
  });

  it("keep the #hash on the page's pair, and drop it on the fallback home page", () => {
    expect(switchPath("/en/tools", "?m.price=300000", "es", "#mortgage")).toBe("/es/herramientas?m.price=300000#mortgage");
    expect(switchPath("/en/property/ABC123/100-main-st", "", "es", "#photos")).toBe("/es/propiedad/ABC123/100-main-st#photos");
    expect(switchPath("/en/tools", "", "es", "#")).toBe("/es/herramientas");
    expect(switchPath("/es/no-existe", "", "en", "#x")).toBe("/en");
  });
});
