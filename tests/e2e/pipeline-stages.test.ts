import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEn } from "../../app/i18n/agent.en";
import { agentEs } from "../../app/i18n/agent.es";
import { fmt } from "../../app/i18n";
import { leadWorkEn } from "../../app/i18n/lead-work.en";
import { pipelineEn } from "../../app/i18n/pipeline.en";
import { pipelineEs } from "../../app/i18n/pipeline.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { sendLeadForm, startLeadServerWithAgent, uniqueName, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

// Issue 55, item 1: the pipeline's stages on the lead and in the inbox (ADR 0425).
const AGENT = "pipeline-stages@example.com";
const browser = browserForFile({ images: false });
const contexts: BrowserContext[] = [];
let lead: ServerWithMail;
let agentCookie: string;

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await lead?.stop();
});

async function agentContext(options: Parameters<typeof newContext>[2]): Promise<BrowserContext> {
  const context = await newContext(browser(), lead.url, options);
  contexts.push(context);
  const [name = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name, value, url: lead.url }]);
  return context;
}

/** A contact lead as a visitor sends it: its id, read from the inbox. */
async function sendLead(name: string): Promise<string> {
  const fields = { name, email: "pipeline@example.com", phone: "", lang: "es", consent: "on", topic: "buy", message: "Buscamos casa en Pharr." };
  expect((await sendLeadForm(lead, "/en/contact", "contact", fields)).status).toBe(303);
  const inbox = await (await fetch(`${lead.url}/en/agent`, { headers: { Cookie: agentCookie } })).text();
  const id = new RegExp(`data-lead-id="([0-9a-f-]{36})"(?:(?!data-lead-id).)*?${name}`, "s").exec(inbox)?.[1];
  expect(id).toBeDefined();
  return id ?? "";
}

const card = (page: Page, id: string) => page.locator(`[data-lead-id="${id}"]`);
const groupOf = (page: Page, id: string) => card(page, id).evaluate((element) => element.closest("[data-stage]")?.getAttribute("data-stage"));
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

describe("the pipeline's stages", () => {
  it("groups the inbox by stage on a phone and moves a lead in one tap without a reload; a lead moved to Lost asks for a reason (phone, Spanish, with JavaScript)", async () => {
    const name = uniqueName("Lupita Etapas");
    const id = await sendLead(name);
    const page = await (await agentContext(phone)).newPage();
    await page.goto("/es/agente");
    await hydrated(page);
    expect(await groupOf(page, id)).toBe("new");
    expect(await page.locator('[data-stage="new"] h2').innerText()).toContain(agentEs.statuses.new);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // One tap, and the lead is in its next stage's group: the page is the same document, not a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Its name says whose lead and where to; the eye sees an arrow and the stage.
    const next = card(page, id).getByRole("button", { name: `${fmt(pipelineEs.inbox.moveTo, { name })} ${agentEs.statuses.contacted}` });
    expect(await next.getAttribute("data-testid")).toBe("move-next");
    await next.click();
    await toast(page, agentEs.toasts.statusSaved).waitFor();
    await expect.poll(() => groupOf(page, id)).toBe("contacted");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/es/agente");

    // Lost from the inbox: the lead's page, its question open, and nothing moves without a reason.
    await card(page, id).getByTestId("move-more").click();
    await card(page, id).getByTestId("move-lost").click();
    await page.getByTestId("lead-detail").waitFor();
    const lost = page.getByTestId("lost-form");
    expect(await lost.getAttribute("open")).not.toBeNull();
    expect(await lost.innerText()).toContain(pipelineEs.lost.reason);
    await page.getByTestId("save-lost").click();
    expect(await lost.locator('input[name="lostReason"]:invalid').count()).toBeGreaterThan(0);
    expect(await page.getByTestId("lead-stage").innerText()).toContain(agentEs.statuses.contacted);

    await lost.getByLabel(pipelineEs.reasons.otherAgent).check();
    await page.fill("#lost-note", "Su primo es agente.");
    await page.getByTestId("save-lost").click();
    await expect.poll(() => page.getByTestId("lead-stage").innerText()).toContain(agentEs.statuses.lost);
    expect(await page.getByTestId("lead-lost-reason").innerText()).toBe(`${fmt(pipelineEs.panel.lostSince, { reason: pipelineEs.reasons.otherAgent })} — Su primo es agente.`);
    const timeline = page.getByTestId("lead-timeline");
    await expect.poll(() => timeline.innerText()).toContain(fmt(pipelineEs.timeline.lost, { reason: pipelineEs.reasons.otherAgent }));
    expect(await timeline.innerText()).toContain("Su primo es agente.");
    expect(await page.getByTestId("stage-lost").innerText()).toBe(pipelineEs.lost.change);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Back in the pipeline: the reason goes with Lost.
    await page.getByTestId("stage-showing").click();
    await expect.poll(() => page.getByTestId("lead-stage").innerText()).toContain(agentEs.statuses.showing);
    expect(await page.getByTestId("lead-lost-reason").count()).toBe(0);
    expect(await page.getByTestId("stage-showing").getAttribute("aria-pressed")).toBe("true");
  });

  it("moves a lead and asks for a reason with plain forms (phone, Spanish, without JavaScript)", async () => {
    const name = uniqueName("Chuy Sinscript");
    const id = await sendLead(name);
    const page = await (await agentContext({ ...phone, javaScriptEnabled: false })).newPage();
    await page.goto("/es/agente?type=contact");
    await card(page, id).getByTestId("move-next").click();
    await page.waitForURL((url) => url.pathname === "/es/agente" && url.searchParams.get("type") === "contact");
    expect(await groupOf(page, id)).toBe("contacted");
    expect(await page.getByTestId("inbox-filters").getAttribute("open")).not.toBeNull();

    // Any stage behind "Mover…", a native disclosure.
    await card(page, id).getByTestId("move-more").click();
    await card(page, id).getByTestId("move-offer").click();
    await page.waitForURL((url) => url.pathname === "/es/agente");
    expect(await groupOf(page, id)).toBe("offer");

    // A move to Lost without a reason (a page the browser didn't check) is answered with the question, translated.
    const refused = await fetch(`${lead.url}/es/agente/leads/${id}`, {
      method: "POST",
      headers: { Cookie: agentCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status: "lost", lostNote: "Sin motivo" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(422);
    const answer = await refused.text();
    expect(answer).toContain(pipelineEs.lost.required);
    expect(answer).toContain("Sin motivo");

    await card(page, id).getByTestId("move-more").click();
    await card(page, id).getByTestId("move-lost").click();
    await page.waitForURL((url) => url.searchParams.get("stage") === "lost");
    expect(await page.getByTestId("lost-form").getAttribute("open")).not.toBeNull();
    await page.getByTestId("lost-form").getByLabel(pipelineEs.reasons.financing).check();
    await page.getByTestId("save-lost").click();
    await page.waitForURL((url) => url.hash === "#stage");
    expect(await page.getByTestId("lead-lost-reason").innerText()).toBe(fmt(pipelineEs.panel.lostSince, { reason: pipelineEs.reasons.financing }));

    // In the inbox it waits under Lost, saying why, and has no "next" stage.
    await page.goto("/es/agente");
    expect(await groupOf(page, id)).toBe("lost");
    expect(await card(page, id).innerText()).toContain(pipelineEs.reasons.financing);
    expect(await card(page, id).getByTestId("move-next").count()).toBe(0);
  });

  it("walks a lead through every stage on its page, filters by stage, reads an old Closed bookmark as Won and exports stage and reason (desktop, English)", async () => {
    const name = uniqueName("Dora Desktop");
    const id = await sendLead(name);
    const lostName = uniqueName("Lalo Lost");
    const lostId = await sendLead(lostName);
    const page = await (await agentContext(desktop)).newPage();
    await page.goto(`/en/agent/leads/${id}`);
    await hydrated(page);
    for (const stage of ["contacted", "showing", "offer", "contract", "won"] as const) {
      await page.getByTestId(`stage-${stage}`).click();
      await expect.poll(() => page.getByTestId(`stage-${stage}`).getAttribute("aria-pressed")).toBe("true");
    }
    const timeline = await page.getByTestId("lead-timeline").innerText();
    for (const stage of ["contacted", "showing", "offer", "contract", "won"] as const) expect(timeline).toContain(fmt(leadWorkEn.timeline.status, { status: agentEn.statuses[stage] }));
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/en/agent/leads/${lostId}`);
    await hydrated(page);
    await page.getByTestId("stage-lost").click();
    await page.getByTestId("lost-form").getByLabel(pipelineEn.reasons.price).check();
    await page.fill("#lost-note", "=Budget under 150k");
    await page.getByTestId("save-lost").click();
    await expect.poll(() => page.getByTestId("lead-stage").innerText()).toContain(agentEn.statuses.lost);

    // The filters' stage: the one stage, without the groups.
    await page.goto("/en/agent");
    await page.getByTestId("inbox-filters").locator("summary").click();
    await page.selectOption("#filter-status", "won");
    await page.getByTestId("inbox-filters").locator('button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("won");
    await expect.poll(() => card(page, id).count()).toBe(1);
    expect(await card(page, lostId).count()).toBe(0);
    expect(await page.locator("[data-stage]").count()).toBe(0);

    await page.goto("/en/agent?status=closed");
    expect(await page.locator("#filter-status").inputValue()).toBe("won");
    expect(await card(page, id).count()).toBe(1);
    expect(await card(page, lostId).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    const [header = "", ...rows] = csv.split("\r\n");
    expect(header).toContain(`"${agentEn.csv.status}","${pipelineEn.csv.lostReason}","${pipelineEn.csv.lostNote}"`);
    expect(rows.find((row) => row.includes(name))).toContain(`"${agentEn.statuses.won}","",""`);
    // Her note is defused like a visitor's text: a spreadsheet shows it rather than runs it.
    expect(rows.find((row) => row.includes(lostName))).toContain(`"${agentEn.statuses.lost}","${pipelineEn.reasons.price}","'=Budget under 150k"`);
  });
});
