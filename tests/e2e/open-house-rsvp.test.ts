import { eq } from "drizzle-orm";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHouses, showings } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { leadsEn } from "../../app/i18n/leads.en";
import { leadsEs } from "../../app/i18n/leads.es";
import { listingHistoryEs } from "../../app/i18n/listing-history.es";
import { showingsEn } from "../../app/i18n/showings.en";
import { browserForFile, desktop, phone } from "../support/browser";
import { calendarOf, icsStamp, readIcs } from "../support/calendar-mail";
import { FILL_TIME_MS, filledInToken, postForm, type ServerWithMail, signedInContext, testAddress, toAgent, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { startShowingServer, type ShowingServer } from "../support/showing-server";
import type { ReceivedMail } from "../support/smtp";

// Issue 56, item 2: "open houses take RSVPs the same way" (ADR 0431). A server on a PostgreSQL cluster of
// its own, so the test can put an open house on a listing before any visitor opens its page.
const AGENT = "rsvp-agent@example.com";
const HOUR = 3_600_000;
const browser = browserForFile({ images: false });
let setup: ShowingServer;
let server: ServerWithMail;
let handle: DatabaseHandle;
let agentCookie: string;
let listing: { key: string; path: string };
let house: { id: number; start: Date };

beforeAll(async () => {
  setup = await startShowingServer(AGENT);
  ({ server, handle, agentCookie, listing } = setup);
  // Four days ahead, on the hour, before any visitor has opened the page (a kept page would not show it yet).
  const start = new Date(Math.ceil((Date.now() + 4 * 24 * HOUR) / HOUR) * HOUR);
  const [row] = await handle.db.insert(openHouses).values({ listingKey: listing.key, startsAt: start, endsAt: new Date(start.getTime() + 3 * HOUR) }).returning({ id: openHouses.id });
  house = { id: row!.id, start };
});
afterAll(async () => {
  await setup?.stop();
});

async function open(path: string, options: BrowserContextOptions, cookie?: string): Promise<Page> {
  const context = cookie
    ? await signedInContext(browser(), server.url, cookie, options)
    : await browser().newContext({ baseURL: server.url, ...options, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const linkIn = (mail: ReceivedMail, path: string) => mail.raw.match(new RegExp(`https?://[^\\s"<>]+${path}[A-Za-z0-9_-]+`))?.[0] ?? "";

describe("open-house RSVPs", () => {
  it("takes an RSVP without JavaScript in Spanish at 390 px: the confirmation, the invite at the open house's start, her list and the lead's card", async () => {
    const esPath = listing.path.replace("/en/property/", "/es/propiedad/");
    const page = await open(esPath, { ...phone, javaScriptEnabled: false });
    const entry = page.getByTestId("next-open-house");
    await entry.locator("summary", { hasText: listingHistoryEs.openHouses.rsvp }).click();
    const form = page.getByTestId(`rsvp-form-${house.id}`);
    const name = uniqueName("Rocío Asistencia");
    const email = `rsvp-${Date.now()}@example.com`;
    await form.getByLabel(leadsEs.fields.name).fill(name);
    await form.getByLabel(leadsEs.fields.email).fill(email);
    await form.locator(`#rsvp-${house.id}-consent`).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForTimeout(FILL_TIME_MS);
    await form.getByRole("button", { name: listingHistoryEs.openHouses.rsvpSubmit }).click();
    await page.waitForURL(/#lead-showing$/);
    const sent = page.getByTestId("lead-sent-showing");
    expect(await sent.textContent()).toContain(leadsEs.options.rsvp);

    const mail = await server.smtp.waitFor((received) => received.to.includes(email) && /text\/calendar/i.test(received.raw), 20_000);
    const ics = readIcs(calendarOf(mail));
    expect(ics.get("METHOD")).toBe("REQUEST");
    expect(ics.get("DTSTART")).toBe(icsStamp(house.start.toISOString()));
    expect(ics.get("ATTENDEE")).toBe(`mailto:${email}`);
    expect(ics.get("SUMMARY")).toMatch(/^Casa abierta: /);
    expect(linkIn(mail, "/es/visita/cancelar/")).not.toBe("");
    expect(mail.raw).not.toContain("/es/visita/cambiar/");
    await server.smtp.waitFor(toAgent(name), 20_000);

    const [row] = await handle.db.select().from(showings).where(eq(showings.openHouseId, house.id));
    expect(row).toMatchObject({ kind: "openHouse", status: "booked", startsAt: house.start });
    const agent = await open("/en/agent/showings", desktop, agentCookie);
    expect(await agent.getByTestId("upcoming-showings").textContent()).toContain(name);
    await agent.goto(`/en/agent/leads/${row!.leadId}`);
    expect(await agent.getByTestId(`showing-${row!.id}`).count()).toBe(1);
    expect(await agent.getByTestId("lead-timeline").textContent()).toContain("Open house RSVP");
    await agent.context().close();
    await page.context().close();
  });

  it("has nothing serious for axe with the RSVP form open, in Spanish at 390 px with script", async () => {
    const esPath = listing.path.replace("/en/property/", "/es/propiedad/");
    const page = await open(esPath, phone);
    await page.getByTestId("next-open-house").locator("summary", { hasText: listingHistoryEs.openHouses.rsvp }).click();
    await page.getByTestId(`rsvp-form-${house.id}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("answers a refused RSVP in its own form, open, with what was typed and the error; a gone open house gets its own words", async () => {
    const token = filledInToken(server.dataDir);
    const name = uniqueName("Nadia Nocontact");
    const fields = { _form: "showing", _token: token, website: "", name, email: "", phone: "", lang: "en", consent: "on", openHouse: String(house.id), slot: house.start.toISOString(), mode: "in-person" };
    const refused = await postForm(server.url, listing.path, new URLSearchParams(fields), testAddress());
    expect(refused.status).toBe(422);
    const html = await refused.text();
    const form = html.slice(html.indexOf(`data-testid="rsvp-form-${house.id}"`));
    expect(form).toContain(`value="${name}"`);
    expect(form).toContain(leadsEn.errors.contactNeeded);
    expect(html).toMatch(/<details open="" data-testid="open-house-rsvp">/);
    const gone = await postForm(server.url, listing.path, new URLSearchParams({ ...fields, _token: filledInToken(server.dataDir), email: "gone@example.com", openHouse: "999999" }), testAddress());
    expect(gone.status).toBe(409);
    const goneHtml = await gone.text();
    expect(goneHtml.slice(goneHtml.indexOf('data-testid="lead-form-showing"') - 2000)).toContain(leadsEn.errors.rsvpGone);
  });

  it("cancels through the mail's link once, in English on a desktop; the reschedule link offers the cancel only", async () => {
    const token = filledInToken(server.dataDir);
    const name = uniqueName("Eddie Cancel");
    const email = `rsvp-cancel-${Date.now()}@example.com`;
    const fields = { _form: "showing", _token: token, website: "", name, email, phone: "", lang: "en", consent: "on", openHouse: String(house.id), slot: house.start.toISOString(), mode: "in-person" };
    expect((await postForm(server.url, listing.path, new URLSearchParams(fields), testAddress())).status).toBe(303);
    const mail = await server.smtp.waitFor((received) => received.to.includes(email) && /text\/calendar/i.test(received.raw), 20_000);
    const cancelPath = new URL(linkIn(mail, "/en/showing/cancel/")).pathname;
    const movePath = cancelPath.replace("/en/showing/cancel/", "/en/showing/reschedule/");

    const page = await open(movePath, desktop);
    expect(await page.getByTestId("showing-manage").textContent()).toContain(showingsEn.rsvp.noReschedule);
    expect(await page.getByTestId("showing-move").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(cancelPath);
    expect(await page.locator("h1").textContent()).toBe(showingsEn.rsvp.cancelTitle);
    await page.getByTestId("showing-cancel").click();
    await page.waitForURL(/done=cancel/);
    // A press as the page hydrates is the router's: it moves the address first and draws the answer a moment later.
    await expect.poll(() => page.getByTestId("showing-manage").getAttribute("data-state")).toBe("cancelled");
    expect(await page.locator("h1").textContent()).toBe(showingsEn.rsvp.cancelledTitle);
    expect((await fetch(`${server.url}${cancelPath}`)).status).toBe(410);
    const withdrawn = await server.smtp.waitFor((received) => received.to.includes(email) && /METHOD:CANCEL|method=CANCEL/i.test(received.raw), 20_000);
    expect(withdrawn.raw).toContain("RSVP");
    // Only its own: the first visitor's RSVP still holds.
    const rows = await handle.db.select().from(showings).where(eq(showings.openHouseId, house.id));
    expect(rows.map((row) => row.status).sort()).toEqual(["booked", "cancelled"]);
    await page.context().close();
  });
});
