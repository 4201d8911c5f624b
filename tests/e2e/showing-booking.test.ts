import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsEn } from "../../app/i18n/leads.en";
import { leadsEs } from "../../app/i18n/leads.es";
import { showingsEs } from "../../app/i18n/showings.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { FILL_TIME_MS, filledInToken, firstListing, postForm, type ServerWithMail, startServerWithMail, testAddress, toAgent, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import type { ReceivedMail } from "../support/smtp";
import { calendarOf, icsStamp, readIcs } from "../support/calendar-mail";

/** Issue 56, item 2 (ADR 0431): a visitor books a free time on the property page, gets the invite, and can move or cancel it once. */
let lead: ServerWithMail;
const browser = browserForFile({ images: false });
let listing: { key: string; path: string };
let esPath: string;

beforeAll(async () => {
  lead = await startServerWithMail();
  listing = await firstListing(lead.url);
  esPath = listing.path.replace("/en/property/", "/es/propiedad/");
});

afterAll(async () => {
  await lead?.stop();
});

async function open(path: string, device: "phone" | "desktop", js: boolean): Promise<Page> {
  const context = await newContext(browser(), lead.url, { ...(device === "phone" ? phone : desktop), javaScriptEnabled: js, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The free starts a page offers, as its radio buttons post them. */
const offered = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);

/** A kept page follows a booking within a second (the page cache's version, ADR 0501): the checks after one poll. */
async function pageSlots(path: string): Promise<string[]> {
  return offered(await (await fetch(`${lead.url}${path}`, { headers: { "X-Forwarded-For": testAddress() } })).text());
}

async function fillContact(page: Page, name: string, email: string, lang: "en" | "es") {
  await page.fill("#showing-name", name);
  await page.fill("#showing-email", email);
  await page.selectOption("#showing-lang", lang);
  await page.check("#showing-consent");
}

/** The fields of a booking as its form posts them. */
function bookingFields(token: string, name: string, slot: string): URLSearchParams {
  return new URLSearchParams({
    _form: "showing",
    _token: token,
    website: "",
    name,
    email: `${name.replace(/\W+/g, "-").toLowerCase()}@example.com`,
    phone: "",
    lang: "en",
    consent: "on",
    listingKey: listing.key,
    slot,
    mode: "in-person",
    message: "",
  });
}

let booked: { slot: string; mail: ReceivedMail };

describe("showings booked from the property page", () => {
  it("books a free time without JavaScript (Spanish, 390 px): the confirmation, the invite at the SMTP server, and the time gone for the next visitor", async () => {
    const page = await open(`${esPath}#lead-showing`, "phone", false);
    const picker = page.getByTestId("slot-picker");
    await picker.waitFor();
    expect(await page.locator("#lead-showing h2").textContent()).toBe(leadsEs.booking.title);
    // The open day's last time, so its first stays for the racing visitors below.
    const option = page.locator('details[open] [data-testid="slot-option"]').last();
    const slot = (await option.getAttribute("value")) ?? "";
    await option.check();
    const name = uniqueName("Visita Sin Script");
    const email = `sin-script-${Date.now()}@example.com`;
    await fillContact(page, name, email, "es");
    await page.waitForTimeout(FILL_TIME_MS);
    await page.getByTestId("lead-form-showing").getByTestId("lead-submit").click();
    await page.waitForURL(/#lead-showing$/);
    const sent = page.getByTestId("lead-sent-showing");
    expect(await sent.locator("h3").textContent()).toBe(leadsEs.booking.done);
    expect(await sent.textContent()).toContain(leadsEs.fields.slot);

    const mail = await lead.smtp.waitFor((received) => received.to.includes(email) && /text\/calendar/i.test(received.raw));
    expect(mail.raw).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=REQUEST/i);
    const ics = readIcs(calendarOf(mail));
    expect(ics.get("METHOD")).toBe("REQUEST");
    expect(ics.get("DTSTART")).toBe(icsStamp(slot));
    expect(ics.get("ATTENDEE")).toBe(`mailto:${email}`);
    expect(mail.raw).toContain("/es/visita/cancelar/");
    expect(mail.raw).toContain("/es/visita/cambiar/");
    booked = { slot, mail };

    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain(leadsEn.booking.mailType);
    await expect.poll(() => pageSlots(esPath)).not.toContain(slot);
    await expect.poll(() => pageSlots(listing.path)).not.toContain(slot);
  });

  it("has nothing serious for axe in the Spanish booking form at 390 px, with script", async () => {
    // Opened at the top, as the page's own axe checks are: scrolled to the form, the phone's action bar
    // covers whichever link of the page lies under it, and axe counts that against the page.
    const page = await open(esPath, "phone", true);
    await hydrated(page);
    await page.getByTestId("slot-day").first().waitFor({ state: "attached" });
    expect(await seriousViolations(page)).toEqual([]);
    // The row of day chips scrolls within the form: a fieldset is as wide as its content unless told, and pushed the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const row = await page.getByTestId("slot-day").first().evaluate((chip) => chip.parentElement!.getBoundingClientRect().width);
    expect(row).toBeLessThanOrEqual(390);
  });

  it("gives one booking and one clear 'just taken' with the other times when two visitors book one time at once", async () => {
    const [slot] = await pageSlots(listing.path);
    expect(slot).toBeDefined();
    const tokens = [filledInToken(lead.dataDir), filledInToken(lead.dataDir)];
    const names = [uniqueName("Racer One"), uniqueName("Racer Two")];
    const answers = await Promise.all(names.map((name, index) => postForm(lead.url, listing.path, bookingFields(tokens[index]!, name, slot!), testAddress())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    const html = await refused.text();
    expect(html).toContain(leadsEn.errors.taken.slice(0, 40));
    const others = offered(html);
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain(slot);
    const loser = names.find((name) => html.includes(name));
    expect(loser).toBeDefined();
    const winner = names.find((name) => name !== loser)!;
    await lead.smtp.waitFor(toAgent(winner));
  });

  it("books with the picker with JavaScript (English, desktop): a day's chip, then one of its times", async () => {
    const page = await open(`${listing.path}#lead-showing`, "desktop", true);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="slot-day"]').length > 1);
    const day = page.getByTestId("slot-day").nth(1);
    await day.click();
    expect(await day.getAttribute("aria-pressed")).toBe("true");
    const option = page.locator('[data-testid="slot-option"]:visible').first();
    const slot = (await option.getAttribute("value")) ?? "";
    await option.check();
    const name = uniqueName("Picker Visitor");
    await fillContact(page, name, `picker-${Date.now()}@example.com`, "en");
    await page.getByTestId("lead-form-showing").getByTestId("lead-submit").click();
    const sent = page.getByTestId("lead-sent-showing");
    await sent.waitFor({ timeout: 15_000 });
    expect(await sent.locator("h3").textContent()).toBe(leadsEn.booking.done);
    expect(await seriousViolations(page)).toEqual([]);
    await lead.smtp.waitFor(toAgent(name));
    await expect.poll(() => pageSlots(listing.path)).not.toContain(slot);
  });

  it("moves and cancels through the mail's links, each once and only for its own booking", async () => {
    const move = booked.mail.raw.match(/https?:\/\/[^\s"<>]+\/es\/visita\/cambiar\/[A-Za-z0-9_-]+/)?.[0] ?? "";
    const cancel = booked.mail.raw.match(/https?:\/\/[^\s"<>]+\/es\/visita\/cancelar\/[A-Za-z0-9_-]+/)?.[0] ?? "";
    expect(move).not.toBe("");
    const movePath = new URL(move).pathname;
    const cancelPath = new URL(cancel).pathname;

    // Opening a link changes nothing; a made-up token is a 404.
    expect((await fetch(`${lead.url}${cancelPath}`)).status).toBe(200);
    expect((await fetch(`${lead.url}/es/visita/cancelar/${"x".repeat(32)}`)).status).toBe(404);

    const page = await open(movePath, "phone", false);
    expect(await page.getByTestId("showing-manage").getAttribute("data-state")).toBe("open");
    const option = page.locator(`[data-testid="slot-option"]:not([value="${booked.slot}"])`).first();
    const slot = (await option.getAttribute("value")) ?? "";
    await option.check();
    await page.getByTestId("showing-move").click();
    await page.waitForURL(/done=moved/);
    expect(await page.getByTestId("showing-manage").getAttribute("data-state")).toBe("moved");
    expect(await page.locator("h1").textContent()).toBe(showingsEs.manage.movedTitle);
    // axe runs in the page: the same page with script, at the same width.
    const scripted = await open(page.url(), "phone", true);
    await hydrated(scripted);
    expect(await seriousViolations(scripted)).toEqual([]);

    // The old links stopped working; the old time is free again, the new one taken.
    expect((await fetch(`${lead.url}${movePath}`)).status).toBe(404);
    expect((await fetch(`${lead.url}${cancelPath}`)).status).toBe(404);
    await expect.poll(() => pageSlots(esPath)).toContain(booked.slot);
    await expect.poll(() => pageSlots(esPath)).not.toContain(slot);

    const movedMail = await lead.smtp.waitFor((mail) => mail.to.some((to) => booked.mail.to.includes(to)) && calendarOf(mail).includes(`DTSTART:${icsStamp(slot)}`));
    expect(readIcs(calendarOf(movedMail)).get("DTSTART")).toBe(icsStamp(slot));
    const newCancel = new URL(movedMail.raw.match(/https?:\/\/[^\s"<>]+\/es\/visita\/cancelar\/[A-Za-z0-9_-]+/)?.[0] ?? "").pathname;

    await page.goto(newCancel);
    await page.getByTestId("showing-cancel").click();
    await page.waitForURL(/done=cancel/);
    // A press as the page hydrates is the router's: it moves the address first and draws the answer a moment later.
    await expect.poll(() => page.getByTestId("showing-manage").getAttribute("data-state")).toBe("cancelled");
    expect((await fetch(`${lead.url}${newCancel}`)).status).toBe(410);
    await expect.poll(() => pageSlots(esPath)).toContain(slot);
    const cancelled = await lead.smtp.waitFor((mail) => mail.to.some((to) => booked.mail.to.includes(to)) && /METHOD:CANCEL/.test(calendarOf(mail)));
    expect(readIcs(calendarOf(cancelled)).get("STATUS")).toBe("CANCELLED");
  });
});

