import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadTasksEn } from "../../app/i18n/lead-tasks.en";
import { leadTasksEs } from "../../app/i18n/lead-tasks.es";
import { demoSite } from "../../app/lib/site";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { daysAhead, filledInToken, firstListing, postForm, type ServerWithMail, startLeadServerWithAgent, startServerWithMail, testAddress, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { decodeQuotedPrintable } from "../support/smtp";

// Issue 55, items 3 and 5 (ADR 0427): tasks, the Today view, the digest's tasks, a call tap and "How did it go?".
const AGENT = "lead-tasks@example.com";
const browser = browserForFile({ images: false });
const name = uniqueName("Rosa Tareas");
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((result, [key, value]) => result.replace(`{${key}}`, value), text);
let lead: ServerWithMail;
let agentCookie: string;

/** The Valley's clock a few minutes from now, "HH:MM": no digest goes out before the second journey asks for it. */
function valleyClockIn(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat("en-GB", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}
const digestTime = valleyClockIn(3);

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT, { DIGEST_TIME: digestTime, E2E_JOB_SECONDS: "3" }));
  // A showing request from a listing's page, in Spanish: its suggested call today is the lead's first task.
  const listing = await firstListing(lead.url);
  const token = filledInToken(lead.dataDir);
  const body = new URLSearchParams({ _form: "showing", _token: token, website: "", name, email: `tareas-${Date.now()}@example.com`, phone: "956 555 0142", lang: "es", consent: "on", date1: daysAhead(3), time1: "morning", mode: "in-person", message: "" });
  expect((await postForm(lead.url, listing.path, body, testAddress())).status).toBe(303);
});

afterAll(async () => {
  await lead?.stop();
});

async function agentContext(options: Parameters<typeof newContext>[2]): Promise<BrowserContext> {
  const context = await newContext(browser(), lead.url, options);
  const [cookieName = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name: cookieName, value, url: lead.url }]);
  return context;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("a lead's tasks and calls", () => {
  it("on a 390 px phone in Spanish: a second task for today, a call tap logged, “No contestó” and the call again tomorrow in one tap; Today lists both of today's", async () => {
    const context = await agentContext(phone);
    const page = await context.newPage();
    await page.goto("/es/agente");
    await page.getByRole("link", { name: new RegExp(name) }).first().click();
    await page.getByTestId("lead-detail").waitFor();
    await hydrated(page);
    expect(await page.getByTestId("open-tasks").textContent()).toContain(leadTasksEs.kinds.call);

    const add = page.locator("#task-add");
    await add.getByText(leadTasksEs.panel.add).click();
    await add.getByLabel(leadTasksEs.panel.kind).selectOption("listings");
    await add.getByLabel(leadTasksEs.panel.note).fill("Casas en Mission");
    await add.getByTestId("add-task").click();
    await page.getByTestId("open-tasks").getByText(`${leadTasksEs.kinds.listings}: Casas en Mission`).waitFor();

    // The tap opens the dialer at once; the beacon that logs it goes beside it. This browser has no dialer: its tel: navigation
    // is stopped where a phone would leave for the call (a headless Chromium left pending on an external protocol sends nothing more).
    await page.evaluate(() => window.addEventListener("click", (event) => (event.target as Element).closest('a[href^="tel:"]') && event.preventDefault(), { capture: true }));
    const [beacon] = await Promise.all([page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/contact")), page.getByTestId("lead-call").click()]);
    expect(beacon.postData()).toBe("channel=call");
    const leadPage = new URL(page.url()).pathname;
    await expect.poll(async () => (await fetch(`${lead.url}${leadPage}`, { headers: { cookie: agentCookie } })).text()).toContain('data-testid="how-did-it-go"');
    // Back from the call: the page asks how it went.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const ask = page.getByTestId("how-did-it-go");
    await ask.waitFor();
    expect(await ask.textContent()).toContain(fill(leadTasksEs.howDidItGo.call.split("{time}")[0] ?? "", { name }));
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByRole("button", { name: leadTasksEs.outcomes.noAnswer }).click();
    await page.getByTestId("next-step").waitFor();
    await page.getByTestId("task-again").click();
    await page.getByTestId("next-step").waitFor({ state: "detached" });
    const timeline = page.getByTestId("lead-timeline");
    await timeline.getByText(fill(leadTasksEs.timeline.outcome, { contact: leadTasksEs.timeline.contact.call, outcome: leadTasksEs.outcomes.noAnswer })).waitFor();
    expect(await timeline.textContent()).toMatch(new RegExp(`${fill(leadTasksEs.timeline.added, { task: leadTasksEs.kinds.call, when: "" })}\\d`));
    expect(await page.getByTestId("task").count()).toBe(3);

    await page.goto("/es/agente/hoy");
    const today = page.getByTestId("today-due");
    expect(await today.getByTestId("today-task").count()).toBeGreaterThanOrEqual(2);
    expect(await today.textContent()).toContain(leadTasksEs.kinds.call);
    expect(await today.textContent()).toContain(`${leadTasksEs.kinds.listings}: Casas en Mission`);
    expect(await today.textContent()).toContain(name);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("on a desktop in English: the digest with both of today's tasks at the SMTP server, Today from her menu, and Done takes one off", async () => {
    // The morning e-mail, as the first run after its time finds the day: the server starts again with the digest's time passed.
    await lead.stop();
    lead = await startServerWithMail({ DIGEST_TIME: "00:00", E2E_JOB_SECONDS: "3" }, lead.dataDir);
    const digest = decodeQuotedPrintable((await lead.smtp.waitFor((mail) => mail.to.includes(demoSite.email) && mail.raw.includes("Casas en Mission"), 30_000)).raw);
    expect(digest).toContain(`${leadTasksEn.digest.title}:`);
    expect(digest).toContain(`- ${fill(leadTasksEn.digest.line, { task: leadTasksEn.kinds.call, name, when: leadTasksEn.state.today })}`);
    expect(digest).toContain(`- ${fill(leadTasksEn.digest.line, { task: `${leadTasksEn.kinds.listings} (Casas en Mission)`, name, when: leadTasksEn.state.today })}`);

    const context = await agentContext(desktop);
    const page = await context.newPage();
    await page.goto("/en/agent");
    await hydrated(page);
    await page.getByRole("link", { name: leadTasksEn.today.nav, exact: true }).click();
    await page.waitForURL(/\/en\/agent\/today$/);
    const due = page.getByTestId("today-due");
    await expect.poll(() => due.textContent()).toContain(`${leadTasksEn.kinds.listings}: Casas en Mission`);
    expect(await seriousViolations(page)).toEqual([]);

    const row = due.getByTestId("today-task").filter({ hasText: "Casas en Mission" });
    await row.getByRole("button", { name: fill(leadTasksEn.panel.doneName, { task: `${leadTasksEn.kinds.listings}: Casas en Mission · ${name}` }) }).click();
    await row.waitFor({ state: "detached" });
    expect(await page.getByTestId("today-due").textContent()).toContain(name);
    await context.close();
  }, 120_000);
});
