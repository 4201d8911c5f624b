import { describe, expect, it } from "vitest";
import { renderMarkdown, safeTarget } from "./markdown.server";

describe("markdown as the site prints it", () => {
  it("shows raw HTML as text, never as markup", () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("keeps a refused link's words and an image's alt text, and no dangerous target in any spelling", () => {
    const { html } = renderMarkdown(
      [
        "[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](&#106;avascript:alert(1)) [four](data:text/html,<b>x</b>) [five](vbscript:msgbox) [six](//evil.example/x) [seven](/\\evil.example)",
        "![a house](javascript:alert(1)) ![a yard](http://plain.example/x.jpg) ![a porch](/images/porch.jpg)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/javascript|vbscript|data:|evil\.example|plain\.example/i);
    expect(html).toContain("one two three");
    expect(html).toContain("a house a yard");
    expect(html).toContain('<img src="/images/porch.jpg" alt="a porch" loading="lazy" decoding="async">');
  });

  it("links the site's pages as they are and other sites with noopener, and anchors headings for the contents", () => {
    const { html, toc } = renderMarkdown("## Cómo comprar\n\nSee [our tools](/en/tools), [TREC](https://www.trec.texas.gov \"Texas\"), [call](tel:+19565550142) and [mail](mailto:a@b.example).");
    expect(html).toContain('<h2 id="como-comprar">Cómo comprar</h2>');
    expect(html).toContain('<a href="/en/tools">our tools</a>');
    expect(html).toContain('<a href="https://www.trec.texas.gov" title="Texas" rel="noopener noreferrer">TREC</a>');
    expect(html).toContain('<a href="tel:+19565550142">call</a>');
    expect(toc).toEqual([{ id: "como-comprar", text: "Cómo comprar" }]);
  });

  it("refuses a target hidden behind control characters or a scheme it doesn't know", () => {
    expect(safeTarget("\u0001javascript:alert(1)")).toBeNull();
    expect(safeTarget("ftp://files.example/a")).toBeNull();
    expect(safeTarget("#section")).toBe("#section");
    expect(safeTarget("#section", "image")).toBeNull();
    expect(safeTarget("https://example.com/a.jpg", "image")).toBe("https://example.com/a.jpg");
  });
});
