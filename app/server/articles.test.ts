import { describe, expect, it } from "vitest";
import { specArticles } from "../../tests/support/spec";
import { articleLinkTarget, listArticles, lookupArticle, seedSlugs } from "./articles.server";

// Before any database answers, the blog reads the seed itself (ADR 0414): these hold for the files as they ship.
describe("the articles' seed (content/blog) against blog-articles.tsv", () => {
  const rows = specArticles();

  it("has exactly the articles of blog-articles.tsv, each at its slugs in both languages", () => {
    expect(Object.keys(seedSlugs()).sort()).toEqual(rows.map((row) => row.key).sort());
    for (const row of rows) expect(seedSlugs()[row.key]).toEqual({ en: row.en, es: row.es });
  });

  it.each(rows)("$key: each language's article is live at its slug and names the other as its twin", (row) => {
    const en = lookupArticle("en", row.en);
    const es = lookupArticle("es", row.es);
    expect(en?.kind === "article" && en.twin?.path).toBe(`/es/blog/${row.es}`);
    expect(es?.kind === "article" && es.twin?.path).toBe(`/en/blog/${row.en}`);
  });

  it("lists each language newest first, and resolves prose links by key, to nothing for an unknown one", () => {
    const dates = listArticles("es").map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articleLinkTarget("first-time-checklist", "es")).toBe(`/es/blog/${seedSlugs()["first-time-checklist"]?.es}`);
    expect(articleLinkTarget("no-such-article", "en")).toBeUndefined();
    expect(lookupArticle("en", "no-such-article")).toBeUndefined();
  });
});
