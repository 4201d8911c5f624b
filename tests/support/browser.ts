import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";

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

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
export const desktop = { viewport: { width: 1280, height: 900 } } as const;

/**
 * Contexts prefer reduced motion: the aurora's endless animation is cheap on a
 * phone's GPU but costs a headless, software-rendered browser a whole core.
 */
export function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, reducedMotion: "reduce", ...options });
}
