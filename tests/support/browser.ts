import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * One browser for a test file's tests: launched before them and closed after.
 * Not named use… because react-hooks lint would take it for a React hook.
 * Call it at the top of the file, before hooks that use the getter.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is launched in beforeAll: call the getter in hooks or tests");
    return browser;
  };
}

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
export const desktop = { viewport: { width: 1280, height: 900 } } as const;

/**
 * Contexts prefer reduced motion, so sheets, dialogs and toasts finish their
 * animations at once and a test never acts on something still moving in.
 */
export function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, reducedMotion: "reduce", ...options });
}

/**
 * Waits until React has hydrated the page: before that, links are plain links
 * and click handlers (the language switch's cookie, say) have not run.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
