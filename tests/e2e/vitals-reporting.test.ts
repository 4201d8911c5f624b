import type { ConsoleMessage, Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, hydrated, newContext, phone } from "../support/browser";
import { testAddress } from "../support/leads";

const baseUrl = inject("baseUrl");
const endpoint = "**/api/analytics/vitals?**";
const poll = { timeout: 15_000 };
const fields = ["name", "value", "rating", "delta", "id", "navigationType"];
const browser = browserForFile();

/** What browsers do when the visitor switches tabs or leaves: web-vitals then reports what it has. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("field performance reports", () => {
  it("beacons FCP, TTFB, LCP and CLS with exactly web-vitals' six fields as JSON when the page is hidden", async () => {
    const context = await newContext(browser(), baseUrl, phone);
    const page = await context.newPage();
    const reports: Array<{ request: Request; body: Record<string, unknown> }> = [];
    await page.route(endpoint, async (route) => {
      reports.push({ request: route.request(), body: route.request().postDataJSON() as Record<string, unknown> });
      await route.fulfill({ status: 204 });
    });
    await page.goto("/es/buscar");
    await hydrated(page);
    const names = () => new Set(reports.map((r) => r.body.name));
    await expect.poll(() => names().has("FCP") && names().has("TTFB"), poll).toBe(true);
    // web-vitals finalizes LCP on a trusted input (or a real tab switch); CLS goes out when the page is hidden.
    await page.locator("h1").first().click();
    await hide(page);
    await expect.poll(() => [...names()].sort(), poll).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
    expect([...names()].every((name) => ["FCP", "CLS", "INP", "LCP", "TTFB"].includes(String(name)))).toBe(true);
    for (const { request, body } of reports) {
      expect(request.method()).toBe("POST");
      expect(request.resourceType()).toBe("ping");
      expect(await request.headerValue("content-type")).toBe("application/json");
      expect(new URL(request.url()).searchParams.get("path")).toBe("/es/buscar");
      expect(Object.keys(body)).toEqual(fields);
      expect(typeof body.value).toBe("number");
      expect(body.id).toMatch(/^v6-\d{13}-\d{13}$/);
      expect(["good", "needs-improvement", "poor"]).toContain(body.rating);
      expect(body.navigationType).toBe("navigate");
    }
    await context.close();
  });

  it("falls back to a keepalive fetch with a JSON content type without sendBeacon, and the server stores it", async () => {
    // An address of its own: every other file's pages report to the same server from the same one, and on a fast run
    // they reached the endpoint's 120 reports a minute, so that this page's reports met a 429.
    const context = await newContext(browser(), baseUrl, { ...phone, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "sendBeacon", { configurable: true, value: undefined });
    });
    const page = await context.newPage();
    const responses: number[] = [];
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/analytics/vitals")) requests.push(request);
    });
    page.on("response", (response) => {
      if (response.url().includes("/api/analytics/vitals")) responses.push(response.status());
    });
    await page.goto("/en/tools");
    await hydrated(page);
    await expect.poll(() => responses.length, poll).toBeGreaterThanOrEqual(2);
    expect(responses.every((status) => status === 204)).toBe(true);
    for (const request of requests) {
      expect(request.resourceType()).toBe("fetch");
      expect(await request.headerValue("content-type")).toBe("application/json");
      expect(Object.keys(request.postDataJSON() as object)).toEqual(fields);
    }
    await context.close();
  });

  it.each([
    { failure: "the network fails", answer: "abort" },
    { failure: "the server refuses", answer: 503 },
  ] as const)("logs only the warning \"Failed to send vitals\" when the beacon is refused and $failure", async ({ answer }) => {
    const context = await newContext(browser(), baseUrl, phone);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "sendBeacon", { configurable: true, value: () => false });
    });
    const page = await context.newPage();
    const messages: ConsoleMessage[] = [];
    const errors: Error[] = [];
    page.on("console", (message) => messages.push(message));
    page.on("pageerror", (error) => errors.push(error));
    let attempts = 0;
    await page.route(endpoint, async (route) => {
      attempts += 1;
      if (answer === "abort") await route.abort("failed");
      else await route.fulfill({ status: answer, body: "" });
    });
    await page.goto("/en");
    await hydrated(page);
    await expect.poll(() => attempts, poll).toBeGreaterThanOrEqual(2);
    await page.locator("h1").first().click();
    await hide(page);
    await expect.poll(() => attempts, poll).toBeGreaterThanOrEqual(4);
    // Chromium's own network log ("Failed to load resource: …") is the browser's, not a message of the page's code.
    const fromPage = () => messages.filter((message) => !message.text().startsWith("Failed to load resource")).map((message) => `${message.type()}: ${message.text()}`);
    // Reports keep coming while the page lives, so the count of attempts and the page's messages are read together:
    // once settled, every attempt has logged exactly the one warning and the page has said nothing else.
    await expect
      .poll(() => {
        const seen = fromPage();
        return seen.length === attempts && seen.every((text) => text === "warning: Failed to send vitals") ? "one warning per attempt" : `${attempts} attempts: ${JSON.stringify(seen)}`;
      }, poll)
      .toBe("one warning per attempt");
    expect(errors).toEqual([]);
    await context.close();
  });
});
