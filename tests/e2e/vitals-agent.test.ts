import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEn } from "../../app/i18n/agent.en";
import { vitalsEn } from "../../app/i18n/vitals.en";
import { vitalsEs } from "../../app/i18n/vitals.es";
import { switchPath } from "../../app/lib/routes";
import {  } from "../../app/lib/agent-routes";
import { agentSwitchPath, agentVitalsPath, formerAgentVitalsPathEs } from "../../app/lib/agent-routes";
import { browserForFile, desktop, newContext, phone } from "../support/browser";
import { agentSession, createAgent, startServerWithMail, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "speed-report@example.com";
let server: ServerWithMail;
const browser = browserForFile();
let agentCookie: string;
let sequence = 0;

/** One report as the browser of a visitor on `path` sends it. */
async function report(path: string, name: string, value: number, rating: string, userAgent: string) {
  const id = `v6-1767225600000-${String(4_000_000_000_000 + sequence++)}`;
  const response = await fetch(`${server.url}/api/analytics/vitals?path=${encodeURIComponent(path)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": userAgent },
    body: JSON.stringify({ name, value, rating, delta: value, id, navigationType: "navigate" }),
  });
  expect(response.status).toBe(204);
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-vitals-"));
  const token = await createAgent(dataDir, AGENT);
  server = await startServerWithMail({}, dataDir);
  agentCookie = await agentSession(server.url, token, AGENT);
  const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36";
  for (const value of [1200, 1900, 2600, 4500]) await report("/es/buscar", "LCP", value, value > 4000 ? "poor" : value > 2500 ? "needs-improvement" : "good", phone);
  await report("/en", "CLS", 0.01, "good", "Mozilla/5.0 (X11; Linux x86_64)");
});

afterAll(async () => {
  await server?.stop();
});

describe("the agent's site speed report", () => {
  it("shows p75 and the rating split per metric and page type, in both languages, privately", async () => {
    const en = await fetch(`${server.url}${agentVitalsPath.en}`, { headers: { Cookie: agentCookie } });
    expect(en.status).toBe(200);
    expect(en.headers.get("cache-control")).toBe("private, no-store");
    const html = await en.text();
    expect(html).toContain(vitalsEn.title);
    expect(html).toContain(vitalsEn.metrics.LCP);
    expect(html).toContain(vitalsEn.templates.search);
    // p75 of 1200, 1900, 2600, 4500 ms by linear interpolation: 3.08 s.
    expect(html).toContain("3.08 s");
    expect(html).toContain("50% good, 25% so-so, 25% poor");
    // No visitor interacted, so interaction latency has no reports: it is listed, and says why.
    expect(html).toContain(vitalsEn.metrics.INP);
    expect(html).toContain(vitalsEn.metricEmpty);
    const es = await (await fetch(`${server.url}${agentVitalsPath.es}?days=28`, { headers: { Cookie: agentCookie } })).text();
    expect(es).toContain(vitalsEs.title);
    expect(es).toContain(vitalsEs.templates.home);
    expect(es).toContain("3.08 s");
    // Plain words before the measurement's name and numbers (issue 44, item 8).
    const asHtml = (text: string) => text.replaceAll("'", "&#x27;");
    for (const [page, t] of [[html, vitalsEn], [es, vitalsEs]] as const) {
      expect(page.indexOf(asHtml(t.explain.LCP))).toBeGreaterThan(-1);
      expect(page.indexOf(asHtml(t.explain.LCP))).toBeLessThan(page.indexOf("<table"));
      expect(page).toContain(asHtml(t.explain.INP));
    }
  });

  it("has a Spanish path in Spanish, the former one redirecting to it for good, and switches language between the two", async () => {
    expect(agentVitalsPath.es).toBe("/es/agente/velocidad");
    const moved = await fetch(`${server.url}${formerAgentVitalsPathEs}?days=28`, { headers: { Cookie: agentCookie }, redirect: "manual" });
    expect(moved.status).toBe(301);
    const target = new URL(moved.headers.get("location") ?? "", server.url);
    expect(`${target.pathname}${target.search}`).toBe(`${agentVitalsPath.es}?days=28`);
    // Only the agent learns the area exists.
    expect((await fetch(`${server.url}${formerAgentVitalsPathEs}`, { redirect: "manual" })).status).toBe(404);
    // The header's switch takes the agent layout's mapping (its handle), the query kept.
    expect(switchPath(agentVitalsPath.en, "?days=28", "es", "", agentSwitchPath(agentVitalsPath.en, "es"))).toBe(`${agentVitalsPath.es}?days=28`);
    expect(agentSwitchPath(agentVitalsPath.es, "en")).toBe(agentVitalsPath.en);
    const es = await (await fetch(`${server.url}${agentVitalsPath.es}`, { headers: { Cookie: agentCookie } })).text();
    expect(es).toContain(`href="${agentVitalsPath.es}"`);
    expect(es).not.toContain(`href="${formerAgentVitalsPathEs}`);
  });

  it("is linked from the agent area and has no serious accessibility problems", async () => {
    const context = await newContext(browser(), server.url, desktop);
    const [name = "", value = ""] = agentCookie.split("=");
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto("/en/agent");
    const nav = page.getByRole("navigation", { name: agentEn.nav.label });
    expect(await nav.getByRole("link", { name: agentEn.nav.leads }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: vitalsEn.title }).click();
    await page.waitForURL(`${server.url}${agentVitalsPath.en}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(vitalsEn.title);
    // Only the section shown is marked current.
    expect(await nav.getByRole("link", { name: agentEn.nav.leads }).getAttribute("aria-current")).toBeNull();
    expect(await nav.getByRole("link", { name: vitalsEn.title }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("link", { name: vitalsEn.windows[28] }).click();
    await page.waitForURL(`${server.url}/en/agent/vitals?days=28`);
    await expect.poll(() => page.getByRole("link", { name: vitalsEn.windows[28] }).getAttribute("aria-current")).toBe("page");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("fits a phone screen in both languages, with no table to scroll sideways", async () => {
    const context = await newContext(browser(), server.url, phone);
    const [name = "", value = ""] = agentCookie.split("=");
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    for (const [path, title] of [[agentVitalsPath.en, vitalsEn.title], [`${agentVitalsPath.es}?days=28`, vitalsEs.title]] as const) {
      await page.goto(path);
      expect(await page.locator("h1").textContent()).toBe(title);
      const overflows = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll("[data-testid=vitals-dashboard] table")]
          .filter((element) => element.scrollWidth > (element === document.documentElement ? window.innerWidth : (element.parentElement?.clientWidth ?? 0)))
          .map((element) => element.tagName),
      );
      expect(overflows).toEqual([]);
      expect(await page.locator("[data-testid=vitals-dashboard] table").count()).toBe(2);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("is a 404 for anyone but an agent", async () => {
    expect((await fetch(`${server.url}${agentVitalsPath.en}`)).status).toBe(404);
  });

  it("never shares a signed-in page: the agent's public pages are private, no-store", async () => {
    const response = await fetch(`${server.url}/en/search`, { headers: { Cookie: agentCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });
});
