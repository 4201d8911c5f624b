import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, markDocument, newContext, phone, sameDocument } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

interface ManifestRequest {
  url: string;
  /** Answered by the browser's cache, not the server. */
  cached: boolean;
  /** Its answer is all in. */
  done?: boolean;
}

/** Every request for route patches (`/__manifest`) the page makes, and whether the browser's cache answered it. */
async function watchManifest(page: Page): Promise<ManifestRequest[]> {
  const seen: ManifestRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const byId = new Map<string, ManifestRequest>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (!new URL(request.url).pathname.startsWith("/__manifest")) return;
    const entry = { url: request.url, cached: false };
    byId.set(requestId, entry);
    seen.push(entry);
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const entry = byId.get(requestId);
    if (entry) entry.cached = true;
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const entry = byId.get(requestId);
    if (entry && (response.fromDiskCache || response.fromPrefetchCache)) entry.cached = true;
  });
  cdp.on("Network.loadingFinished", ({ requestId }) => {
    const entry = byId.get(requestId);
    if (entry) entry.done = true;
  });
  return seen;
}

/** A hydrated, marked page at `path`, its route requests watched from before it loads. */
async function openWatched(path: string, size: BrowserContextOptions) {
  const context = await newContext(browser(), baseUrl, size);
  const page = await context.newPage();
  const requests = await watchManifest(page);
  await page.goto(path);
  await hydrated(page);
  await markDocument(page);
  return { context, page, requests };
}

describe("lazy route discovery without a re-render after load (ADR 0512)", () => {
  it.each(["/en/search", "/es/buscar", "/en/contact"])("%s carries no link that asks for routes when it renders, and asks for none while it loads", async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("data-discover");
    // The page inlines the routes it matches and imports no module of them all.
    expect(html).toContain("window.__reactRouterManifest = ");
    expect(html).not.toMatch(/import \\*"\/assets\/manifest-/);

    const { context, page, requests } = await openWatched(path, phone);
    // React Router's discovery is debounced by 100 ms after hydration; give it several times that.
    await page.waitForTimeout(600);
    expect(requests).toEqual([]);
    await context.close();
  });

  it("asks for a link's routes when the pointer reaches it, so that following it is answered from the cache, in one client-side navigation", async () => {
    const { context, page, requests } = await openWatched("/en/contact", desktop);
    const link = page.locator('header a[href="/en/about"]').first();
    await link.hover();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]?.cached).toBe(false);
    // A visitor's pointer rests on a link longer than a request to this server takes.
    await expect.poll(() => requests[0]?.done).toBe(true);
    expect(new URL(requests[0]?.url ?? "").searchParams.get("paths")).toBe("/en,/en/about");
    await link.click();
    await page.waitForURL("**/en/about");
    await expect.poll(() => requests.length).toBe(2);
    // The router asked for exactly the address warmed up, and the cache answered.
    expect(requests[1]).toMatchObject({ url: requests[0]?.url, cached: true });
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it("reaches a page by keyboard focus too, and a form's target (the Spanish search from the home page)", async () => {
    const { context, page, requests } = await openWatched("/es", phone);
    const form = page.locator('form[action="/es/buscar"]').first();
    await form.locator("input").first().focus();
    await expect.poll(() => requests.map((request) => new URL(request.url).searchParams.get("paths"))).toEqual(["/es,/es/buscar"]);
    await expect.poll(() => requests[0]?.done).toBe(true);
    await form.locator("input").first().press("Enter");
    await page.waitForURL("**/es/buscar**");
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]?.cached).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
