import { eq, sql } from "drizzle-orm";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, listings } from "~/db/schema";
import { grantAgent } from "~/features/agent/grant-agent.server";
import { alertsEs } from "../../app/i18n/alerts.es";
import { leadSearchEn } from "../../app/i18n/lead-search.en";
import { leadSearchEs } from "../../app/i18n/lead-search.es";
import { demoSite } from "../../app/lib/site";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentSession, daysAhead, firstListing, sendLeadForm, startServerWithMail, uniqueName, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { linkIn } from "../support/smtp";

// A server on a PostgreSQL cluster of its own, so the test can change a listing as the MLS feed would; its
// alert pass runs every two seconds.
const AGENT = "lead-search@example.com";
const browser = browserForFile({ images: false });
let cluster: PostgresCluster;
let server: ServerWithMail;
let handle: DatabaseHandle;
let agentCookie: string;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await startServerWithMail({ DATABASE_URL: cluster.url, SEED_COUNT: "40", E2E_JOB_SECONDS: "2" });
  handle = await connect({ databaseUrl: cluster.url });
  const grant = await grantAgent(handle.db, AGENT, server.url);
  const token = /[?&]token=([0-9a-f]+)/.exec(grant.link)?.[1] ?? "";
  agentCookie = await agentSession(server.url, token, AGENT);
});
afterAll(async () => {
  await handle?.close();
  await server?.stop();
  await cluster?.stop();
});

async function agentContext(options: Parameters<typeof newContext>[2]): Promise<BrowserContext> {
  const context = await newContext(browser(), server.url, options);
  const [name = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name, value, url: server.url }]);
  return context;
}

/** A showing request sent from a listing's page, as a visitor's browser sends it: the lead's id and the listing's key. */
async function sendShowing(name: string, email: string): Promise<{ id: string; key: string }> {
  const listing = await firstListing(server.url);
  const fields = { name, email, phone: "", lang: "es", consent: "on", date1: daysAhead(3), time1: "morning", mode: "in-person", message: "" };
  expect((await sendLeadForm(server, listing.path, "showing", fields)).status).toBe(303);
  const [lead] = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  return { id: lead?.id ?? "", key: listing.key };
}

describe("listings sent on a lead's behalf", () => {
  it("on a phone in Spanish: set up from the lead's request, the lead's alert is signed by the agent and its unsubscribe works", async () => {
    const name = uniqueName("Rosa Treviño");
    const email = `rosa-${Date.now()}@example.com`;
    const { id, key } = await sendShowing(name, email);
    const context = await agentContext(phone);
    const page = await context.newPage();
    await page.goto(`/es/agente/leads/${id}`);
    await hydrated(page);
    const panel = page.getByTestId("lead-searches");
    expect(await panel.textContent()).toContain(leadSearchEs.seeded.listing);
    // The suggestion is the listing's city and a band around its price; she names it and wants listings as they come.
    expect(await panel.getByLabel(leadSearchEs.fields.city).inputValue()).not.toBe("");
    expect(Number(await panel.getByLabel(leadSearchEs.fields.maxPrice).inputValue())).toBeGreaterThan(0);
    await panel.getByLabel(leadSearchEs.fields.name).fill("Casitas para Rosa");
    await panel.getByLabel(leadSearchEs.fields.frequency).selectOption("instant");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId("lead-search-create").click();
    await page.waitForURL(/#searches$/);
    await expect.poll(() => page.getByTestId("lead-search").textContent()).toContain(leadSearchEs.neverSent);
    expect(await page.getByTestId("lead-timeline").textContent()).toContain(leadSearchEs.timeline.set.replace("{name}", "Casitas para Rosa"));

    // The listing she was asked about drops its price, as the feed brings it (stamped to the millisecond, as RESO and the
    // editor stamp): the next pass mails the lead.
    await handle.db
      .update(listings)
      .set({ listPrice: sql`${listings.listPrice} * 98 / 100`, modificationTimestamp: new Date() })
      .where(eq(listings.listingKey, key));
    const mail = await server.smtp.waitFor((message) => message.to.includes(email) && message.raw.includes("Casitas para Rosa"), 30_000);
    expect(mail.raw).toContain(demoSite.agentName);
    expect(mail.raw).toContain("Casitas para Rosa");
    expect(mail.raw).toContain(`/es/propiedad/${key}/`);
    const unsubscribe = linkIn(mail, "/es/alertas/cancelar/");
    expect(unsubscribe).toBeDefined();
    // Headers as a mail client reads them, long ones unfolded.
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // The lead opens the link and confirms: nothing more goes out, and the agent sees it on the lead.
    const visitor = await newContext(browser(), server.url, phone);
    const landing = await visitor.newPage();
    await landing.goto(unsubscribe ?? "");
    expect(await landing.getByTestId("unsubscribe").getAttribute("data-state")).toBe("confirm");
    expect(await seriousViolations(landing)).toEqual([]);
    await landing.getByTestId("unsubscribe-confirm").click();
    await expect.poll(() => landing.getByTestId("unsubscribe").getAttribute("data-state")).toBe("off");
    expect(await landing.textContent("body")).toContain(alertsEs.unsubscribe.leadBody.replace("{name}", "Casitas para Rosa"));
    await page.reload();
    expect(await page.getByTestId("lead-search").getAttribute("data-state")).toBe("unsubscribed");
    expect(await page.getByTestId("lead-timeline").textContent()).toContain(leadSearchEs.timeline.unsubscribed.replace("{name}", "Casitas para Rosa"));
    const alerts = () => server.smtp.messages.filter((message) => message.to.includes(email) && message.raw.includes("Casitas para Rosa"));
    const sent = alerts().length;
    await handle.db.update(listings).set({ listPrice: sql`${listings.listPrice} * 98 / 100`, modificationTimestamp: new Date() }).where(eq(listings.listingKey, key));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(alerts()).toHaveLength(sent);
    await visitor.close();
    await context.close();
  });

  it("on a desktop in English: a lead who didn't agree to be contacted is not offered it, and the server refuses it", async () => {
    const [lead] = await handle.db
      .insert(leads)
      .values({ type: "contact", name: "Old Lead", email: `old-${Date.now()}@example.com`, lang: "en", consent: false, sourcePath: "/en/contact", idempotencyKey: `old-${Date.now()}` })
      .returning({ id: leads.id });
    const context = await agentContext(desktop);
    const page = await context.newPage();
    await page.goto(`/en/agent/leads/${lead?.id}`);
    await hydrated(page);
    expect(await page.getByTestId("lead-search-unavailable").textContent()).toBe(leadSearchEn.noConsent.replace("{name}", "Old Lead"));
    expect(await page.getByTestId("lead-search-create").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const refused = await fetch(`${server.url}/en/agent/leads/${lead?.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "searchCreate", name: "Homes", kind: "buy", frequency: "daily" }),
      headers: { Cookie: agentCookie, Origin: server.url },
      redirect: "manual",
    });
    expect(refused.status).toBe(409);
    await context.close();
  });
});
