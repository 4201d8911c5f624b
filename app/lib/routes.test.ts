import { describe, expect, it } from "vitest";
import { specArticles, specRoutes } from "../../tests/support/spec";
import { articleKeys, articlePath, articles, findArticle, findPage, langFromPath, pageIds, pages, switchPath } from "./routes";

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

describe("route table against blog-articles.tsv", () => {
  const rows = specArticles();

  it("has exactly the articles of blog-articles.tsv", () => {
    expect([...articleKeys].sort()).toEqual(rows.map((row) => row.key).sort());
  });

  it.each(rows)("$key: slugs, paths and the switch round-trip", (row) => {
    const key = row.key as keyof typeof articles;
    expect(articles[key]).toEqual({ en: row.en, es: row.es });
    expect(articlePath(key, "en")).toBe(`/en/blog/${row.en}`);
    expect(articlePath(key, "es")).toBe(`/es/blog/${row.es}`);
    expect(findArticle("en", row.en)).toBe(key);
    expect(findArticle("es", row.es)).toBe(key);
    expect(switchPath(`/en/blog/${row.en}`, "", "es")).toBe(`/es/blog/${row.es}`);
    expect(switchPath(`/es/blog/${row.es}`, "?ref=x", "en")).toBe(`/en/blog/${row.en}?ref=x`);
    expect(switchPath(`/en/blog/${row.en}`, "?ref=x", "es", "#section")).toBe(`/es/blog/${row.es}?ref=x#section`);
    expect(switchPath(`/es/blog/${row.es}`, "", "en", "#section")).toBe(`/en/blog/${row.en}#section`);
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
    expect(switchPath("/en/blog/unknown-slug", "", "es")).toBe("/es");
  });

  it("keep the #hash on the page's pair, and drop it on the fallback home page", () => {
    expect(switchPath("/en/tools", "?m.price=300000", "es", "#mortgage")).toBe("/es/herramientas?m.price=300000#mortgage");
    expect(switchPath("/en/property/ABC123/100-main-st", "", "es", "#photos")).toBe("/es/propiedad/ABC123/100-main-st#photos");
    expect(switchPath("/en/tools", "", "es", "#")).toBe("/es/herramientas");
    expect(switchPath("/es/no-existe", "", "en", "#x")).toBe("/en");
  });
});
