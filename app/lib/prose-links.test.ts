import { describe, expect, it } from "vitest";
import { proseRuns, withArticleLinks, withLinkPaths, type ArticleHrefs } from "./prose-links";

/** Articles as the server knows them: one pair, live in both languages, and one live in English only. */
const articles: ArticleHrefs = (key, lang) =>
  ({ "first-time-checklist": { en: "/en/blog/first-time-homebuyer-checklist-rgv", es: "/es/blog/guia-primeros-compradores-rgv" }, "english-only": { en: "/en/blog/english-only", es: undefined } })[key]?.[lang];

describe("links in page prose (ADR 0120)", () => {
  it("resolves a page id and an article key to their paths in the language asked for", () => {
    const text = "See the [Tools page](tools) and the [checklist](article:first-time-checklist).";
    expect(proseRuns(text, "en", articles)).toEqual([
      { text: "See the " },
      { text: "Tools page", href: "/en/tools" },
      { text: " and the " },
      { text: "checklist", href: "/en/blog/first-time-homebuyer-checklist-rgv" },
      { text: "." },
    ]);
    expect(proseRuns(text, "es", articles).flatMap((run) => (run.href ? [run.href] : []))).toEqual(["/es/herramientas", "/es/blog/guia-primeros-compradores-rgv"]);
  });

  it("resolves article links to paths for the browser, and one not live in the language to the blog", () => {
    const text = "Read [the checklist](article:first-time-checklist) and [the notes](article:english-only).";
    expect(withArticleLinks(text, "es", articles)).toBe("Read [the checklist](/es/blog/guia-primeros-compradores-rgv) and [the notes](blog).");
    expect(proseRuns(withArticleLinks(text, "es", articles), "es").flatMap((run) => (run.href ? [run.href] : []))).toEqual(["/es/blog/guia-primeros-compradores-rgv", "/es/blog"]);
    expect(() => proseRuns("[x](/es/blog/guia)", "en")).toThrow(/unknown link target/);
    expect(() => proseRuns("[x](/en/blog/Not A Slug)", "en")).toThrow();
  });

  it("leaves text without links, and brackets that are no link, as they are", () => {
    expect(proseRuns("Plain [note] (not a link).", "en")).toEqual([{ text: "Plain [note] (not a link)." }]);
    expect(proseRuns("[Home](home)", "es")).toEqual([{ text: "Home", href: "/es" }]);
  });

  it.each([
    ["an unknown page", "[x](mortgage-calculator)"],
    ["an unknown article", "[x](article:nope)"],
    ["an article link the server did not resolve", "[x](article:first-time-checklist)"],
    ["a path", "[x](/en/tools)"],
    ["an outside address", "[x](https://example.com)"],
    ["an empty target", "[x]()"],
    ["an inherited property name", "[x](constructor)"],
  ])("throws on %s", (_case, text) => {
    expect(() => proseRuns(text, "en", text.includes("checklist") ? undefined : articles)).toThrow(/unknown link target/);
  });

  it("throws on a link written wrong, rather than show its brackets", () => {
    expect(() => proseRuns("See [the page](tools ) now.", "en")).toThrow(/written wrong/);
  });
});

describe("links by id in an article's Markdown (ADR 0423)", () => {
  it("makes a page's and an article's id the path in the article's language, and leaves other links alone", () => {
    const text = "See [our tools](tools), the [checklist](article:first-time-checklist), [a site](https://example.com) and [nothing](nowhere).";
    expect(withLinkPaths(text, "es", articles)).toBe(
      "See [our tools](/es/herramientas), the [checklist](/es/blog/guia-primeros-compradores-rgv), [a site](https://example.com) and [nothing](nowhere).",
    );
  });
});
