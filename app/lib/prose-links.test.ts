import { describe, expect, it } from "vitest";
import { proseRuns } from "./prose-links";

describe("links in page prose (ADR 0120)", () => {
  it("resolves a page id and an article key to their paths in the language asked for", () => {
    const text = "See the [Tools page](tools) and the [checklist](article:first-time-checklist).";
    expect(proseRuns(text, "en")).toEqual([
      { text: "See the " },
      { text: "Tools page", href: "/en/tools" },
      { text: " and the " },
      { text: "checklist", href: "/en/blog/first-time-homebuyer-checklist-rgv" },
      { text: "." },
    ]);
    expect(proseRuns(text, "es").flatMap((run) => (run.href ? [run.href] : []))).toEqual(["/es/herramientas", "/es/blog/guia-primeros-compradores-rgv"]);
  });

  it("leaves text without links, and brackets that are no link, as they are", () => {
    expect(proseRuns("Plain [note] (not a link).", "en")).toEqual([{ text: "Plain [note] (not a link)." }]);
    expect(proseRuns("[Home](home)", "es")).toEqual([{ text: "Home", href: "/es" }]);
  });

  it.each([
    ["an unknown page", "[x](mortgage-calculator)"],
    ["an unknown article", "[x](article:nope)"],
    ["a path", "[x](/en/tools)"],
    ["an outside address", "[x](https://example.com)"],
    ["an empty target", "[x]()"],
    ["an inherited property name", "[x](constructor)"],
  ])("throws on %s", (_case, text) => {
    expect(() => proseRuns(text, "en")).toThrow(/unknown link target/);
  });

  it("throws on a link written wrong, rather than show its brackets", () => {
    expect(() => proseRuns("See [the page](tools ) now.", "en")).toThrow(/written wrong/);
  });
});
