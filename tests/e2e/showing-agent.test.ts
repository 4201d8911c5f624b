import { eq } from "drizzle-orm";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leadTasks, openHouses, showingBlockedDays, showingSettings } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { showingAgentEn } from "../../app/i18n/showing-agent.en";
import { showingAgentEs } from "../../app/i18n/showing-agent.es";
import { leadsEs } from "../../app/i18n/leads.es";
import { formatTime, valleyClock, valleyDay } from "../../app/lib/dates";
import { browserForFile, desktop, hydrated, phone } from "../support/browser";
import { agentEmail, daysAhead, signedInContext, uniqueName, type ServerWithMail, startServerWithMail } from "../support/leads";
import { insertLead } from "../support/agent-factories";
import { seriousViolations } from "../support/page-quality";
import type { PostgresCluster } from "../support/postgres-cluster";
import { startShowingServer, type ShowingServer } from "../support/showing-server";
import { insertShowing } from "../support/showing-factories";
import { linkIn, type ReceivedMail } from "../support/smtp";

// Issue 56, item 2, the agent's side (ADR 0432). A server on a PostgreSQL cluster of its own, so the test can
// insert the showings a visitor would have booked; a second server on the same database runs the reminders on a
// fixed clock.
const AGENT = "showing-agent@example.com";
const HOUR = 3_600_000;
const browser = browserForFile({ images: false });
let setup: ShowingServer;
let cluster: PostgresCluster;
let server: ServerWithMail;
let handle: DatabaseHandle;
let agentCookie: string;
let listing: { key: string; path: string };

beforeAll(async () => {
  setup = await startShowingServer(AGENT);
  ({ cluster, server, handle, agentCookie, listing } = setup);
});
afterAll(async () => {
  await setup?.stop();
});

const agentContext = (options: BrowserContextOptions): Promise<BrowserContext> => signedInContext(browser(), server.url, agentCookie, options);

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const to = (email: string) => (mail: ReceivedMail) => mail.to.includes(email);

describe("her showing set-up", () => {
  it("on a 390 px phone in Spanish: her hours, a showing's length and a day off are saved and shown again", async () => {
    const context = await agentContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/agente/visitas");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(showingAgentEs.title);
    expect(await page.getByLabel(showingAgentEs.weekdays[1]!).inputValue()).toBe("9:00-18:00");
    await page.getByLabel(showingAgentEs.weekdays[1]!).fill("9:00-12:00, 15:00-18:30");
    await page.getByLabel(showingAgentEs.weekdays[6]!).fill("");
    await page.getByLabel(showingAgentEs.hours.length).selectOption("45");
    await page.getByRole("button", { name: showingAgentEs.hours.save }).click();
    await page.waitForURL(/#hours$/);
    expect(await page.getByLabel(showingAgentEs.weekdays[1]!).inputValue()).toBe("9:00-12:00, 15:00-18:30");
    expect(await page.getByLabel(showingAgentEs.hours.length).inputValue()).toBe("45");
    const [row] = await handle.db.select().from(showingSettings);
    expect(row?.hours[1]).toEqual([[540, 720], [900, 1110]]);
    expect(row?.hours[6]).toEqual([]);

    // A box that isn't a range comes back with her words and what to write.
    await page.getByLabel(showingAgentEs.weekdays[2]!).fill("de nueve a cinco");
    await page.getByRole("button", { name: showingAgentEs.hours.save }).click();
    expect(await page.getByText(showingAgentEs.hours.invalid).count()).toBe(1);
    expect(await page.getByLabel(showingAgentEs.weekdays[2]!).inputValue()).toBe("de nueve a cinco");

    const day = daysAhead(10);
    await page.locator("#block-day").fill(day);
    await page.getByLabel(showingAgentEs.blocked.note).fill("Cierre en Brownsville");
    await page.getByRole("button", { name: showingAgentEs.blocked.add }).click();
    await page.waitForURL(/#days-off$/);
    expect(await page.getByTestId("days-off").textContent()).toContain("Cierre en Brownsville");
    expect(await handle.db.select().from(showingBlockedDays).where(eq(showingBlockedDays.day, day))).toHaveLength(1);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();

    // axe runs in the page: a phone with script reads the same page.
    const scripted = await agentContext(phone);
    const again = await scripted.newPage();
    await again.goto("/es/agente/visitas");
    await hydrated(again);
    expect(await seriousViolations(again)).toEqual([]);
    await scripted.close();
  });
});

describe("a booked showing on the lead page", () => {
  it("on a desktop in English: confirmed in one tap, the visitor gets the invite again as CONFIRMED, and it is on her upcoming list", async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const name = uniqueName("Carmen Confirm");
    const { id, leadId } = await insertShowing(handle.db, { listingKey: listing.key, startsAt: new Date(Date.now() + 3 * 24 * HOUR), createdAt: new Date(Date.now() - HOUR), lead: { name, email, lang: "en" } });
    const context = await agentContext(desktop);
    const page = await context.newPage();
    await page.goto(`/en/agent/leads/${leadId}`);
    await hydrated(page);
    const card = page.getByTestId(`showing-${id}`);
    expect(await card.getByTestId("showing-status").textContent()).toBe(showingAgentEn.statuses.booked);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole("button", { name: showingAgentEn.card.confirm }).click();
    await page.waitForURL(/#showings$/);
    await expect.poll(() => card.getByTestId("showing-status").textContent()).toBe(showingAgentEn.statuses.confirmed);
    expect(await page.getByTestId("lead-timeline").textContent()).toContain("Showing confirmed");

    const mail = await server.smtp.waitFor(to(email), 20_000);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
    const ics = calendarIn(mail);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain(`UID:showing-${id}@`);
    expect(Number(/SEQUENCE:(\d+)/.exec(ics)?.[1])).toBeGreaterThan(0);

    await page.goto("/en/agent/showings");
    expect(await page.getByTestId("upcoming-showings").textContent()).toContain(name);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("another time proposed, and her day", () => {
  it("on a 390 px phone in Spanish without script: a time another showing holds is refused at once; a free one reaches the visitor, whose booking's own links keep working, and Accept moves it; today's showing is on her Today view", async () => {
    // Days no other test here books.
    const startsAt = new Date(Math.ceil((Date.now() + 20 * 24 * HOUR) / HOUR) * HOUR);
    const email = `propose-${Date.now()}@example.com`;
    const name = uniqueName("Pablo Propuesta");
    const booked = await insertShowing(handle.db, { listingKey: listing.key, startsAt, createdAt: new Date(), lead: { name, email, lang: "es", details: { slot: startsAt.toISOString(), mode: "in-person" } } });
    const held = new Date(startsAt.getTime() + 24 * HOUR);
    await insertShowing(handle.db, { listingKey: listing.key, startsAt: held, createdAt: new Date() });
    const todayName = uniqueName("Tina Today");
    await insertShowing(handle.db, { listingKey: listing.key, startsAt: new Date(Date.now() + 60_000), createdAt: new Date(), lead: { name: todayName } });

    const context = await agentContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/es/agente/leads/${booked.leadId}`);
    // The card says the time as it stands; the time first booked is on the timeline, not among the details.
    expect(await page.locator('[aria-labelledby="lead-details"]').textContent()).not.toContain(leadsEs.fields.slot.replace(/\s*\(.*\)$/, ""));
    const card = page.getByTestId(`showing-${booked.id}`);
    const propose = async (at: Date) => {
      // A refused proposal comes back with its box open.
      if (!(await card.getByLabel(showingAgentEs.card.proposeDay).isVisible())) await card.getByText(showingAgentEs.card.propose).click();
      await card.getByLabel(showingAgentEs.card.proposeDay).fill(valleyDay(at));
      await card.getByLabel(showingAgentEs.card.proposeTime).fill(valleyClock(at));
      await card.getByRole("button", { name: showingAgentEs.card.proposeSend }).click();
    };
    await propose(new Date(held.getTime() + 15 * 60_000));
    expect(await page.getByText(showingAgentEs.card.taken).count()).toBe(1);
    expect(await card.getByTestId("showing-status").textContent()).toBe(showingAgentEs.statuses.booked);
    const free = new Date(startsAt.getTime() + 2 * 24 * HOUR);
    await propose(free);
    await page.waitForURL(/#showings$/);
    expect(await card.getByTestId("showing-status").textContent()).toBe(showingAgentEs.statuses.proposed);

    const mail = await server.smtp.waitFor(to(email), 20_000);
    const accept = linkIn(mail, "/es/visita/aceptar/");
    expect(accept).toBeDefined();
    const visitor = await browser().newContext({ ...phone, javaScriptEnabled: false, baseURL: server.url });
    const manage = await visitor.newPage();
    await manage.goto(`/es/visita/cancelar/${booked.token}`);
    expect(await manage.getByTestId("showing-manage").getAttribute("data-state")).toBe("open");
    await manage.goto(accept!.replace(/^https?:\/\/[^/]+/, ""));
    await manage.getByRole("button", { name: showingAgentEs.accept.button }).click();
    await manage.waitForURL((url) => !url.pathname.includes("/aceptar/"));
    await visitor.close();
    await page.reload();
    expect(await card.getByTestId("showing-status").textContent()).toBe(showingAgentEs.statuses.confirmed);
    expect(await card.textContent()).toContain(formatTime("es", free));

    await page.goto("/es/agente/hoy");
    const today = page.getByTestId("today-showings");
    expect(await today.getByRole("heading").textContent()).toBe(showingAgentEs.today.title);
    expect(await today.textContent()).toContain(todayName);
    expect(await today.textContent()).not.toContain(name);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});

describe("her calendar feed", () => {
  it("answers a valid .ics of her showings, open houses and timed tasks at its secret URL, private, and 404 once she makes a new one", async () => {
    const name = uniqueName("Fidel Feed");
    const { id } = await insertShowing(handle.db, { listingKey: listing.key, startsAt: new Date(Date.now() + 5 * 24 * HOUR), createdAt: new Date(), lead: { name } });
    const [house] = await handle.db.insert(openHouses).values({ listingKey: listing.key, startsAt: new Date(Date.now() + 6 * 24 * HOUR), endsAt: new Date(Date.now() + 6 * 24 * HOUR + 3 * HOUR) }).returning({ id: openHouses.id });
    const taskLead = await insertLead(handle.db, { name: uniqueName("Tomás Task") });
    const [task] = await handle.db.insert(leadTasks).values({ leadId: taskLead, kind: "call", dueOn: daysAhead(2), dueTime: "10:30" }).returning({ id: leadTasks.id });

    const context = await agentContext(desktop);
    const page = await context.newPage();
    await page.goto("/en/agent/showings");
    await hydrated(page);
    await page.getByRole("button", { name: showingAgentEn.feed.create }).click();
    const feedUrl = await page.getByTestId("feed-url").inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[\w-]+\.ics$/);
    expect(await seriousViolations(page)).toEqual([]);

    const response = await fetch(feedUrl.replace(/^https?:\/\/[^/]+/, server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(body).toContain("METHOD:PUBLISH");
    expect(body).toContain(`UID:showing-${id}@`);
    expect(body).toContain(`UID:open-house-${house?.id}@`);
    expect(body).toContain(`UID:task-${task?.id}@`);
    expect(body.match(/BEGIN:VEVENT/g)?.length).toBe(body.match(/END:VEVENT/g)?.length);

    await page.getByRole("button", { name: showingAgentEn.feed.renew }).click();
    await expect.poll(() => page.getByTestId("feed-url").inputValue()).not.toBe(feedUrl);
    const renewed = await page.getByTestId("feed-url").inputValue();
    expect((await fetch(feedUrl.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(404);
    expect((await fetch(renewed.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(200);
    await page.getByRole("button", { name: showingAgentEn.feed.revoke }).click();
    await page.waitForURL(/#calendar$/);
    expect((await fetch(renewed.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(404);
    await context.close();
  });
});

describe("the reminders, on a fixed clock", () => {
  it("reach the visitor and her once each, 24 hours and 2 hours before", async () => {
    const startsAt = new Date("2031-02-10T16:00:00Z");
    const email = `remind-${Date.now()}@example.com`;
    const name = uniqueName("Reyna Reminder");
    await insertShowing(handle.db, { listingKey: listing.key, startsAt, createdAt: new Date(startsAt.getTime() - 5 * 24 * HOUR), status: "confirmed", lead: { name, email, lang: "es" } });
    for (const hours of [24, 2]) {
      const clock = new Date(startsAt.getTime() - hours * HOUR + 60_000).toISOString();
      const reminders = await startServerWithMail({ DATABASE_URL: cluster.url, E2E_JOB_SECONDS: "1", E2E_SHOWING_CLOCK: clock });
      // Both servers share the outbox: either may deliver a message, each to its own SMTP server.
      const delivered = (match: (mail: ReceivedMail) => boolean) => [...server.smtp.messages, ...reminders.smtp.messages].filter(match);
      // Her reminder, not the morning digest that also names the lead.
      const toHer = (mail: ReceivedMail) => to(agentEmail)(mail) && /^Subject: Showing /m.test(mail.raw) && mail.raw.includes(name);
      const before = { visitor: delivered(to(email)).length, agent: delivered(toHer).length };
      try {
        await expect.poll(() => delivered(to(email)).length, { timeout: 20_000 }).toBe(before.visitor + 1);
        await expect.poll(() => delivered(toHer).length, { timeout: 20_000 }).toBe(before.agent + 1);
        expect(delivered(to(email)).at(-1)?.raw).toContain("Recordatorio");
        // A few more passes of the job send nothing again.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(delivered(to(email))).toHaveLength(before.visitor + 1);
        expect(delivered(toHer)).toHaveLength(before.agent + 1);
      } finally {
        await reminders.stop();
      }
    }
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.kind, "showing"));
    expect(events.filter((event) => event.data.action === "reminded").map((event) => event.data.hours)).toEqual(expect.arrayContaining([24, 2]));
  });
});

/** The .ics a mail carries, its base64 or quoted-printable undone. */
function calendarIn(mail: ReceivedMail): string {
  const part = /Content-Type: text\/calendar[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: (\S+)[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(mail.raw);
  if (!part) return mail.raw;
  return part[1]?.toLowerCase() === "base64" ? Buffer.from(part[2]!.replace(/\s+/g, ""), "base64").toString("utf8") : part[2]!;
}
