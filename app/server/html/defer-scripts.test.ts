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
  nonce?: string;
  hidden?: boolean;
}

/**
 * Runs the page's inline classic scripts against a stand-in browser that
 * records what they add, one task (timer or message) at a time.
 */
function run(html: string, visibilityState: "visible" | "hidden", { paintTiming = true } = {}) {
  const head: Added[] = [];
  /** The body's new children, and what went into each. */
  const bodyChildren: Array<{ element: Added; children: Added[] }> = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const delayed: Array<{ callback: () => void; delay: number }> = [];
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void> = [];
  const document = {
    visibilityState,
    currentScript: { nonce: "r4nd0m" },
    head: { appendChild: (element: Added) => head.push(element) },
    body: { appendChild: (element: Added) => bodyChildren.push({ element, children: (element as Added & { added?: Added[] }).added ?? [] }) },
    createElement: (tag: string): Added => {
      const element: Added = { tag };
      const added: Added[] = [];
      // Not enumerable, so an element still equals its plain description.
      Object.defineProperty(element, "added", { value: added });
      Object.defineProperty(element, "appendChild", { value: (child: Added) => added.push(child) });
      return element;
    },
  };
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    private connected = true;
    constructor(callback: (typeof observers)[number]) {
      observers.push((list, observer) => this.connected && callback(list, observer));
    }
    observe() {}
    disconnect() {
      this.connected = false;
    }
  }
  const setTimeout = (callback: () => void, delay = 0) => (delay > 0 ? delayed.push({ callback, delay }) : tasks.push(callback));
  const window = paintTiming ? { PerformanceObserver } : {};
  const context = { document, window, MessageChannel, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout };
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(code ?? "", context);
  /** Runs queued tasks until none are left; returns how many that took. */
  const settle = () => {
    let count = 0;
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      task();
      count += 1;
    }
    return count;
  };
  const report = (name: string) => {
    for (const observer of observers) observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => undefined });
  };
  return {
    head,
    bodyChildren,
    /** What was added to the body, into the element there or not. */
    get body() {
      return bodyChildren.flatMap(({ element, children }) => (element.tag === "div" ? children : [element]));
    },
    /** The browser reports a paint of this kind. */
    paint: (name = "first-contentful-paint") => report(name),
    /** A frame is drawn (what browsers without paint timing wait for). */
    frame: () => frames.splice(0).forEach((frame) => frame()),
    /** Time passes: the delayed timers run. */
    wait: () => delayed.splice(0).forEach(({ callback }) => tasks.push(callback)),
    settle,
  };
}

const preloads = (hrefs: string[]) => hrefs.map((href) => ({ tag: "link", rel: "modulepreload", nonce: "r4nd0m", href }));
const started = { tag: "script", type: "module", nonce: "r4nd0m", textContent: bootstrap };

describe("deferScripts", () => {
  it("takes the preloads and the module script out of the HTML", () => {
    const html = deferScripts(page).html;
    expect(html).not.toContain("<link rel=\"modulepreload\"");
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Hello</main>");
    // The bootstrap travels as a string with "<" escaped, so nothing in it can end the script early.
    expect(html).toContain("1\\u003c2");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("adds the same preloads, then the module script, once the browser reports the first contentful paint", () => {
    const loaded = run(deferScripts(page).html, "visible");
    loaded.frame();
    loaded.paint("first-paint");
    expect(loaded.settle()).toBe(0);
    expect(loaded.body).toEqual([]);
    loaded.paint();
    loaded.settle();
    expect(loaded.head).toEqual([]);
    expect(loaded.body).toEqual([...preloads(["/assets/entry.client.js", "/assets/root.js"]), started]);
    // The fallback timer finds the work done and adds nothing twice.
    loaded.wait();
    loaded.settle();
    expect(loaded.body).toHaveLength(3);
  });

  it("adds the preloads into one hidden element of its own at the body's end, the module script after it: a dialog's aria-hidden lands on the element, never on a link", () => {
    const loaded = run(deferScripts(page).html, "visible");
    loaded.paint();
    loaded.settle();
    expect(loaded.bodyChildren).toEqual([
      { element: { tag: "div", hidden: true }, children: preloads(["/assets/entry.client.js", "/assets/root.js"]) },
      { element: started, children: [] },
    ]);
  });

  it("adds one preload per task, so no task blocks the page for long", () => {
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const many = page.replace('<link rel="modulepreload" href="/assets/root.js"/>', hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""));
    const loaded = run(deferScripts(many).html, "visible");
    loaded.paint();
    // The timer after the paint report, then a task per preload and one for the module script.
    expect(loaded.settle()).toBe(1 + 11 + 1);
    expect(loaded.body).toEqual([...preloads(["/assets/entry.client.js", ...hrefs]), started]);
  });

  it("starts after a few seconds if no contentful paint is ever reported", () => {
    const loaded = run(deferScripts(page).html, "visible");
    loaded.settle();
    expect(loaded.body).toEqual([]);
    loaded.wait();
    loaded.settle();
    expect(loaded.body).toEqual([...preloads(["/assets/entry.client.js", "/assets/root.js"]), started]);
  });

  it("waits for a frame where the browser has no paint timing", () => {
    const loaded = run(deferScripts(page).html, "visible", { paintTiming: false });
    expect(loaded.settle()).toBe(0);
    loaded.frame();
    loaded.settle();
    expect(loaded.body).toEqual([...preloads(["/assets/entry.client.js", "/assets/root.js"]), started]);
  });

  it("starts at once in a hidden tab, which never paints", () => {
    const hidden = run(deferScripts(page).html, "hidden");
    hidden.settle();
    expect(hidden.body).toEqual([...preloads(["/assets/entry.client.js", "/assets/root.js"]), started]);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(deferScripts(plain)).toEqual({ html: plain, created: [] });
  });

  it("names the module script it creates, for the Content-Security-Policy's hash", () => {
    expect(deferScripts(page).created).toEqual([bootstrap]);
  });
});
