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

/** Runs the page's inline classic scripts against a stand-in document that records what they add, one timer task at a time. */
function run(html: string, visibilityState: "visible" | "hidden") {
  const head: Added[] = [];
  const body: Added[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    visibilityState,
    head: { appendChild: (element: Added) => head.push(element) },
    body: { appendChild: (element: Added) => body.push(element) },
    createElement: (tag: string): Added => ({ tag }),
  };
  const context = { document, window: {}, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) };
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(code ?? "", context);
  /** Runs queued timers until none are left; returns how many tasks that took. */
  const settle = () => {
    let tasks = 0;
    for (let timer = timers.shift(); timer; timer = timers.shift()) {
      timer();
      tasks += 1;
    }
    return tasks;
  };
  return { head, body, paint: () => frames.splice(0).forEach((frame) => frame()), settle };
}

const preloads = (hrefs: string[]) => hrefs.map((href) => ({ tag: "link", rel: "modulepreload", href }));
const started = { tag: "script", type: "module", textContent: bootstrap };

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

  it("adds the same preloads, then the module script, once the page has painted", () => {
    const loaded = run(deferScripts(page), "visible");
    expect(loaded.settle()).toBe(0);
    expect(loaded.body).toEqual([]);
    loaded.paint();
    loaded.settle();
    expect(loaded.head).toEqual([]);
    expect(loaded.body).toEqual([...preloads(["/assets/entry.client.js", "/assets/root.js"]), started]);
  });

  it("adds many preloads a few per task, so no one task blocks the page for long", () => {
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const many = page.replace('<link rel="modulepreload" href="/assets/root.js"/>', hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""));
    const loaded = run(deferScripts(many), "visible");
    loaded.paint();
    expect(loaded.settle()).toBe(4);
    expect(loaded.body).toEqual([...preloads(["/assets/entry.client.js", ...hrefs]), started]);
  });

  it("starts at once in a hidden tab, which never paints", () => {
    const hidden = run(deferScripts(page), "hidden");
    hidden.settle();
    expect(hidden.body).toEqual([...preloads(["/assets/entry.client.js", "/assets/root.js"]), started]);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});
