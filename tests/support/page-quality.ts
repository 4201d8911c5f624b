import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { hydrated } from "./browser";

/**
 * The axe violations a page must not have: serious or critical under WCAG 2.2 AA.
 * Legacy mode runs axe in the page alone: the default also opens a blank page to
 * gather frames' results, which costs over a second a check and the site has no frames.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums layout shifts not caused by input, from the first paint on, in every page of the context. */
export async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The cumulative layout shift of a page once it has hydrated, its images have
 * loaded, and it has been scrolled to the end and back, so lazy images count too.
 */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
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
  return page.evaluate(() => window.__layoutShift ?? 0);
}
