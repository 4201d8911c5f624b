import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.server";

const bootstrap = 'import * as route0 from "/assets/root.js";\nwindow.__routes = {"root":route0, "compare":1<2};\nimport("/assets/entry.client.js");';
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head>',
  '<body><main>Hello</main><script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${bootstrap}</script></body></html>`,
].join("");

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  textContent?: string;
}

/** Runs the page's inline classic scripts against a stand-in document that records what they add. */
function run(html: string, visibilityState: "visible" | "hidden") {
  const head: Added[] = [];
  const body: Added[] = [];
  const frames: Array<() => void> = [];
  const document = {
    visibilityState,
    head: { appendChild: (element: Added) => head.push(element) },
    body: { appendChild: (element: Added) => body.push(element) },
    createElement: (tag: string): Added => ({ tag }),
  };
  const context = { document, window: {}, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => callback() };
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(code ?? "", context);
  return { head, body, paint: () => frames.splice(0).forEach((frame) => frame()) };
}

describe("deferScripts", () => {
  it("takes the preloads and the module script out of the HTML", () => {
    const html = deferScripts(page);
    expect(html).not.toContain("<link rel=\"modulepreload\"");
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Hello</main>");
    // The bootstrap travels as a string with "<" escaped, so nothing in it can end the script early.
    expect(html).toContain("1\\u003c2");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("adds the same preloads and module script once the page has painted", () => {
    const page2 = run(deferScripts(page), "visible");
    expect(page2.head).toEqual([]);
    expect(page2.body).toEqual([]);
    page2.paint();
    expect(page2.head).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js" },
    ]);
    expect(page2.body).toEqual([{ tag: "script", type: "module", textContent: bootstrap }]);
  });

  it("starts at once in a hidden tab, which never paints", () => {
    const hidden = run(deferScripts(page), "hidden");
    expect(hidden.head).toHaveLength(2);
    expect(hidden.body).toEqual([{ tag: "script", type: "module", textContent: bootstrap }]);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});
