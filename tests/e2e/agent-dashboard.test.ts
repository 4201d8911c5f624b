import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadTasks } from "../../app/db/schema";
import { agentEn } from "../../app/i18n/agent.en";
import { agentEs } from "../../app/i18n/agent.es";
import { dashboardEn } from "../../app/i18n/dashboard.en";
import { dashboardEs } from "../../app/i18n/dashboard.es";
import { valleyDay } from "../../app/lib/dates";
import { connect } from "../../app/server/db/connect.server";
import { insertLead } from "../support/agent-factories";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentSession, createAgent, startServerWithMail, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { repoRoot } from "../support/server";

// Issue 55, item 7: the dashboard at the top of her area (ADR 0430).
const AGENT = "agent-dashboard@example.com";
const browser = browserForFile({ images: false });
let lead: ServerWithMail;
let agentCookie = "";

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-dashboard-"));
  const token = await createAgent(dataDir, AGENT);
  // The leads as the site keeps them, written before the server opens the embedded database (one process at a time).
  const handle = await connect({ dataDir, migrationsFolder: path.join(repoRoot, "drizzle") });
  await handle.exclusive(async (db) => {
    const open = await insertLead(db, { type: "showing", source: "facebook", status: "contacted" });
    await insertLead(db, { source: "facebook", status: "lost", lostReason: "price" });
    await insertLead(db, { source: "facebook", heldReason: "honeypot" });
    await insertLead(db, { type: "valuation", status: "won" });
    await db.insert(leadTasks).values({ leadId: open, kind: "call", dueOn: valleyDay(new Date()) });
  });
  await handle.close();
  lead = await startServerWithMail({}, dataDir);
  agentCookie = await agentSession(lead.url, token, AGENT);
});

afterAll(async () => {
  await lead?.stop();
});

async function dashboardPage(device: BrowserContextOptions, target: string): Promise<Page> {
  const context = await newContext(browser(), lead.url, device);
  const [name = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name, value, url: lead.url }]);
  const page = await context.newPage();
  await page.goto(target);
  await hydrated(page);
  return page;
}

const cell = (page: Page, row: string, column: "week" | "month") => page.getByTestId(row).getByTestId(column).innerText();

describe("the agent's dashboard", () => {
  it("counts a Facebook lead under Facebook, a lost and a won lead in their stages, today's task; no sideways scroll and nothing for axe (phone, Spanish)", async () => {
    const page = await dashboardPage(phone, "/es/agente/panel");
    expect(await page.locator("h1").innerText()).toBe(dashboardEs.title);
    // Two leads from Facebook reached her inbox this week; the held one did not.
    expect(await page.getByTestId("source-facebook").locator("th").innerText()).toContain("Facebook");
    expect(await cell(page, "source-facebook", "week")).toBe("2");
    expect(await cell(page, "source-facebook", "month")).toBe("2");
    expect(await page.getByTestId("source-none").locator("th").innerText()).toContain(dashboardEs.sources.unknown);
    expect(await page.getByTestId("dashboard-week-value").innerText()).toBe("3");
    expect(await page.getByTestId("stage-lost").innerText()).toContain(agentEs.statuses.lost);
    expect(await page.getByTestId("stage-lost-count").innerText()).toBe("1");
    expect(await page.getByTestId("stage-won-count").innerText()).toBe("1");
    expect(await page.getByTestId("stage-offer-count").innerText()).toBe("0");
    expect(await page.getByTestId("dashboard-tasks-value").innerText()).toBe("1");
    expect(await page.getByTestId("dashboard-first-reply-value").innerText()).toBe(dashboardEs.figures.none);
    expect(await page.getByTestId("dashboard-sparkline").locator("title").textContent()).toBe(dashboardEs.perDay.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByTestId("agent-menu-button").innerText()).toContain(dashboardEs.nav);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows the same figures in English on a desktop, its tab first and current, and a stage opens its leads (desktop, English)", async () => {
    const page = await dashboardPage(desktop, "/en/agent/dashboard");
    expect(await page.locator("h1").innerText()).toBe(dashboardEn.title);
    const tabs = page.getByRole("navigation", { name: agentEn.nav.label }).locator("a");
    expect(await tabs.first().innerText()).toBe(dashboardEn.nav);
    expect(await tabs.first().getAttribute("aria-current")).toBe("page");
    expect(await cell(page, "source-facebook", "month")).toBe("2");
    expect(await cell(page, "form-valuation", "week")).toBe("1");
    expect(await page.getByTestId("dashboard-sources").innerText()).toContain(dashboardEn.sources.unknown);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("stage-lost").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("lost");
    expect(new URL(page.url()).pathname).toBe("/en/agent");
  });

  it("draws in the dark theme with the theme's colours, no fixed ones (desktop, English)", async () => {
    const page = await dashboardPage({ ...desktop, colorScheme: "dark" }, "/en/agent/dashboard");
    const dark = await page.getByTestId("dashboard-sparkline").locator("polyline").evaluate((line) => getComputedStyle(line).stroke);
    const light = await (await dashboardPage(desktop, "/en/agent/dashboard")).getByTestId("dashboard-sparkline").locator("polyline").evaluate((line) => getComputedStyle(line).stroke);
    expect(dark).not.toBe(light);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
