import { describe, expect, it } from "vitest";
import { editorRuns, linkToken } from "./editor-runs";
import { sitePlaceholders } from "./placeholders";

const links = new Set(["tools", "article:first-time-checklist"]);

describe("a stored text as the editors show it (ADR 0423)", () => {
  it("makes chips of her placeholders and of links to the site's pages and articles, and keeps the rest as text", () => {
    const text = "Call {phone}.\n\nSee [our tools](tools) and the [checklist](article:first-time-checklist), or [a site](https://example.com).";
    expect(editorRuns(text, sitePlaceholders, links)).toEqual([
      { kind: "text", text: "Call " },
      { kind: "placeholder", name: "phone", token: "{phone}" },
      { kind: "text", text: ".\n\nSee " },
      { kind: "link", words: "our tools", target: "tools", token: "[our tools](tools)" },
      { kind: "text", text: " and the " },
      { kind: "link", words: "checklist", target: "article:first-time-checklist", token: "[checklist](article:first-time-checklist)" },
      { kind: "text", text: ", or [a site](https://example.com)." },
    ]);
  });

  it("keeps as text a name this text doesn't take and a link to nowhere: nothing is lost or turned into something else", () => {
    const text = "{name} and [words](nowhere) and {email}";
    const runs = editorRuns(text, ["phone"], links);
    expect(runs).toEqual([{ kind: "text", text }]);
  });

  it("stores a link's words without the brackets that would end them", () => {
    expect(linkToken(" our [best] tools\n", "tools")).toBe("[our best tools](tools)");
    expect(editorRuns(linkToken("our [best] tools", "tools"), [], links)).toEqual([{ kind: "link", words: "our best tools", target: "tools", token: "[our best tools](tools)" }]);
  });
});
