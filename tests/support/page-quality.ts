import axe from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import { hydrated } from "./browser";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The axe violations a page must not have: serious or critical under WCAG 2.2 AA.
 * axe runs in the page itself, injected once, and sends back only its violations: the site has no
 * frames to gather results from. `@axe-core/playwright` injected the 567 KB source twice a check
 * (once to look for `runPartial`, again per frame in legacy mode) and returned every pass with its
 * nodes, ~0.8 s more a check here (ADR 0007). **If a page ever embeds a frame, check it too.**
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { impacts: ["serious", "critical"] });
}

/**
 * Every axe violation of WCAG 2.2 AA, of any impact, axe's experimental rules included: among them
 * `label-content-name-mismatch` (a control's name holds its visible text, WCAG 2.5.3) and `p-as-heading`
 * (ADR 0013). `impacts` keeps only those.
 */
export async function axeViolations(page: Page, { impacts }: { impacts?: readonly string[] } = {}): Promise<string[]> {
  await page.evaluate(axe.source);
  const experimental = impacts === undefined;
  const found = await page.evaluate(
    async ({ tags, experimental }) => {
      const results = await window.axe.run(document, { runOnly: { type: "tag", values: experimental ? [...tags, "experimental"] : tags }, resultTypes: ["violations"] });
      // The experimental tag brings in every experimental rule; only the WCAG ones count.
      return results.violations
        .filter((violation) => violation.tags.some((tag) => tags.includes(tag)))
        .map((violation) => ({ impact: violation.impact ?? "", line: `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}` }));
    },
    { tags: wcag22aa, experimental },
  );
  return found.filter((violation) => impacts === undefined || impacts.includes(violation.impact)).map((violation) => violation.line);
}

/** One layout shift as the browser reported it, with what moved, so a failing check says where to look. */
export interface LayoutShift {
  readonly value: number;
  readonly time: number;
  readonly scrollY: number;
  readonly moved: string[];
}

declare global {
  interface Window {
    axe: typeof axe;
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * A page of the context that has already been to the site. The site sends
 * Cross-Origin-Opener-Policy: same-origin, so a new tab's first navigation
 * to it moves to a new browsing context group, and after that swap headless
 * Chromium's first frame was laid out for another width (search cards 277 px
 * wide, then 297 px: a 0.069 "shift" in 4 of 10 loads, none once the tab had
 * been to the site, none without the header; ADR 0008). A first visit to a
 * small same-origin file takes the swap out of the measurement.
 */
export async function pageOnSite(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/robots.txt");
  return page;
}

/** Records layout shifts not caused by input, from the first paint on, in every page of the context. */
export async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__layoutShifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.getAttribute("data-testid") ? `[data-testid=${node.getAttribute("data-testid")}]` : ""}.${String(node.getAttribute("class") ?? "").slice(0, 80)}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          scrollY: Math.round(window.scrollY),
          moved: entry.sources.map(({ node, previousRect: from, currentRect: to }) => `${describe(node)} ${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height}`),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The layout shifts of a page once it has hydrated, its images have loaded,
 * and it has been scrolled to the end and back, so lazy images count too;
 * `total` is their sum, the page's cumulative layout shift.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await pause();
  });
  await page.waitForLoadState("networkidle");
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
