import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface BrowserOptions {
  /**
   * false: Chromium neither fetches nor decodes any image, CSS backgrounds included (~10–15 % less CPU
   * a page load here). For files whose tests never look at a picture; layout is the same, since
   * every photo reserves its box with width and height.
   */
  readonly images?: boolean;
}

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches, at the pinned version):
 * Chromium reads one such switch, the last, so the list below repeats it before adding ours.
 */
const playwrightDisabledFeatures = "AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion";

/**
 * Chromium keeps a renderer process started ahead of the next navigation. The tests open a new context for
 * nearly every page, so most of those spares start for nothing: without them a tab costs ~0.3 s of CPU less
 * here (ADR 0007, session 17).
 */
const disabledFeatures = `${playwrightDisabledFeatures},SpareRendererForSitePerProcess`;

export function launchBrowser({ images = true }: BrowserOptions = {}): Promise<Browser> {
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
      `--disable-features=${disabledFeatures}`,
      ...(images ? [] : ["--blink-settings=imagesEnabled=false"]),
    ],
  });
}

/**
 * The browser of this worker's files. The e2e files run one after another in one process per worker
 * (vitest.e2e.config.ts, `isolate: false`), so a browser launched by the first file serves the next
 * ones: ~1 s of a core less per file. Every test makes and closes its own contexts, which is where
 * cookies, storage and pages live; Playwright closes the browser when the worker exits.
 */
const workerBrowsers = new Map<boolean, Promise<Browser>>();

/**
 * The browser for a test file's tests, ready before them; a file whose tests closed it or left it
 * disconnected hands the next file a new one.
 * Not named use… because react-hooks lint would take it for a React hook.
 * Call it at the top of the file, before hooks that use the getter.
 */
export function browserForFile(options: BrowserOptions = {}): () => Browser {
  const images = options.images ?? true;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const current = await workerBrowsers.get(images)?.catch(() => undefined);
    if (!current?.isConnected()) workerBrowsers.set(images, launchBrowser({ images }));
    browser = await workerBrowsers.get(images);
  });
  afterAll(async () => {
    // Contexts a failing test left open go with the file, not into the next file's browser.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    // Every page any test of the file opened ran under the site's Content-Security-Policy without a single refusal.
    expect(cspViolations.splice(0)).toEqual([]);
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
export async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce", ...options });
  await watchCspViolations(context);
  return context;
}

/**
 * A file's shared contexts: one per set of options (a size, a theme), made on first use. With `visit`,
 * one tab each then serves all the file's tests; the file's browser closes them after its tests.
 */
export function sharedContexts(browser: () => Browser, baseURL: string): (options: BrowserContextOptions) => Promise<BrowserContext> {
  const made = new Map<string, Promise<BrowserContext>>();
  return (options) => {
    const key = JSON.stringify(options);
    const context = made.get(key) ?? newContext(browser(), baseURL, options);
    made.set(key, context);
    return context;
  };
}

/** What the browser refused under the site's Content-Security-Policy, on any page of any context; checked after each file. */
const cspViolations: string[] = [];

async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__cspViolation", ({ page }, report: string) => {
    cspViolations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation?: (report: string) => void }).__cspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** Each shared context's reusable tab (see `visit`). */
const openTabs = new WeakMap<BrowserContext, Page>();

/**
 * Whether going from one URL to another loads a new document at the top of the page: not the same URL
 * again (a reload, which restores the scroll) nor a change of #fragment alone (the same document).
 */
function loadsAfresh(from: string, to: URL): boolean {
  return from.split("#")[0] !== to.href.split("#")[0];
}

/**
 * Loads `path` in the context's one reusable tab, opening it the first time: a new tab costs ~1.4 s of
 * CPU here and a load in an open one ~0.5 s, since each tab starts its own renderer process
 * (ADR 0007, session 18). For files whose tests already share a context (its cookies and storage):
 * the tab also keeps its session storage and its history. A test that adds a listener, a route or an
 * init script to a page opens its own tab instead, and tests leave this one open.
 */
export async function visit(context: BrowserContext, path: string, options?: Parameters<Page["goto"]>[1]): Promise<Page> {
  let page = openTabs.get(context);
  const current = page && !page.isClosed() ? page.url() : "";
  // Where the open tab would not start afresh, a new one does.
  if (current.startsWith("http") && !loadsAfresh(current, new URL(path, current))) await page?.close();
  if (!page || page.isClosed()) {
    page = await context.newPage();
    openTabs.set(context, page);
  }
  await page.goto(path, options);
  return page;
}

/** Marks the page's document: the mark outlives a client-side navigation and goes with a new document (sameDocument). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Whether the document markDocument marked is still the page's. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "sameDocument" in window);
}

/**
 * Waits until React has hydrated the page: before that, links are plain links
 * and click handlers (the language switch's cookie, say) have not run.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
