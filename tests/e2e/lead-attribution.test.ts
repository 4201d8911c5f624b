import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSourceEn } from "../../app/i18n/lead-source.en";
import { leadSourceEs } from "../../app/i18n/lead-source.es";
import { VISIT_COOKIE } from "../../app/lib/cookies";
import { browserForFile, hydrated, newContext, phone } from "../support/browser";
import { daysAhead, startLeadServerWithAgent, testAddress, uniqueName, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "agent-attribution@example.com";
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await lead?.stop();
});

async function context(cookies: Array<{ name: string; value: string }> = []): Promise<BrowserContext> {
  const made = await newContext(browser(), lead.url, { ...phone, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
  if (cookies.length) await made.addCookies(cookies.map((cookie) => ({ ...cookie, url: lead.url })));
  contexts.push(made);
  return made;
}

async function agentPage(): Promise<Page> {
  const [name = "", value = ""] = agentCookie.split("=");
  return (await context([{ name, value }])).newPage();
}

/** The lead's page in the agent's area, found in her inbox by the visitor's name. */
async function openLead(page: Page, name: string, inbox: "/en/agent" | "/es/agente"): Promise<string> {
  await page.goto(inbox);
  await page.getByRole("link", { name: new RegExp(name) }).first().click();
  await page.getByTestId("lead-detail").waitFor();
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}

describe("where a lead came from", () => {
  it("credits a showing request sent on another page to the Facebook campaign the visit came from, in the agent's words and CSV, in both languages", async () => {
    const visitor = await context();
    const page = await visitor.newPage();
    await page.goto("/en/mcallen?utm_source=facebook&utm_campaign=casitas");
    const cookie = (await visitor.cookies()).find((candidate) => candidate.name === VISIT_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).not.toContain("facebook");
    // Further pages of the visit, and a direct one, leave the campaign in place.
    await page.goto("/en/private-showings");
    await hydrated(page);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLFormElement>('form[data-testid^="lead-form-"]')].every((form) => form.noValidate));
    expect((await visitor.cookies()).find((candidate) => candidate.name === VISIT_COOKIE)?.value).toBe(cookie?.value);
    const name = uniqueName("Casitas");
    await page.fill("#showing-name", name);
    await page.fill("#showing-email", "casitas@example.com");
    await page.selectOption("#showing-lang", "es");
    await page.check("#showing-consent");
    await page.fill("#showing-property", "A casita in McAllen");
    await page.fill("#showing-date1", daysAhead(4));
    await page.selectOption("#showing-time1", "morning");
    await page.getByTestId("lead-form-showing").getByTestId("lead-submit").click();
    await page.getByTestId("lead-sent-showing").waitFor({ timeout: 15_000 });

    const agent = await agentPage();
    const id = await openLead(agent, name, "/en/agent");
    const path = "Facebook “casitas” → McAllen → Private showings → Showing request";
    expect(await agent.getByTestId("lead-origin").textContent()).toBe(path);
    expect(await agent.getByText(leadSourceEn.cameFrom).count()).toBe(1);
    expect(await agent.getByTestId("lead-origin-latest").count()).toBe(0);
    expect(await seriousViolations(agent)).toEqual([]);

    await agent.goto(`/es/agente/leads/${id}`);
    expect(await agent.getByTestId("lead-origin").textContent()).toBe("Facebook “casitas” → McAllen → Visitas privadas → Solicitud de visita");
    expect(await agent.getByText(leadSourceEs.cameFrom).count()).toBe(1);

    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    const [header = "", ...rows] = csv.split("\r\n");
    const columns = Object.values(leadSourceEn.csv).map((label) => `"${label}"`);
    expect(header).toContain(columns.join(","));
    expect(rows.find((row) => row.includes(name))).toContain('"Facebook","","casitas","/en/mcallen","showing-page"');
  });

  it("keeps the first visit's campaign and shows the latest source when another brought the visitor back", async () => {
    const visitor = await context();
    const page = await visitor.newPage();
    await page.goto("/es/mcallen?UTM_Source=Facebook&utm_medium=cpc&utm_campaign=Casitas+julio");
    await page.goto("/es/contacto?ref=share-whatsapp");
    await hydrated(page);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLFormElement>('form[data-testid^="lead-form-"]')].every((form) => form.noValidate));
    const name = uniqueName("Regreso");
    await page.fill("#contact-name", name);
    await page.fill("#contact-email", "regreso@example.com");
    await page.check("#contact-consent");
    await page.fill("#contact-message", "¿Tienen casitas en McAllen?");
    await page.getByTestId("lead-form-contact").getByTestId("lead-submit").click();
    await page.getByTestId("lead-sent-contact").waitFor({ timeout: 15_000 });

    const agent = await agentPage();
    await openLead(agent, name, "/en/agent");
    expect(await agent.getByTestId("lead-origin").textContent()).toBe("Facebook ad “Casitas julio” → McAllen → Contact → Contact message");
    expect(await agent.getByTestId("lead-origin-latest").textContent()).toBe(leadSourceEn.shares["share-whatsapp"]);
    const csv = await (await fetch(`${lead.url}/es/agente/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    expect(csv.split("\r\n").find((row) => row.includes(name))).toContain('"Facebook","Anuncio","Casitas julio","/es/mcallen","contact-page"');
  });
});

describe("the visit cookie and the page cache", () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${lead.url}${path}`, { headers, redirect: "manual" });

  it("sets the cookie beside a kept page without taking the page out of the cache for anyone", async () => {
    const plain = await get("/en/pharr");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(plain.headers.get("set-cookie")).toBeNull();
    const etag = plain.headers.get("etag");

    const fromGoogle = await get("/en/pharr", { Referer: "https://www.google.com/" });
    const set = fromGoogle.headers.get("set-cookie") ?? "";
    expect(set).toMatch(new RegExp(`^${VISIT_COOKIE}=[\\w-]+; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax$`));
    expect(fromGoogle.headers.get("cache-control")).toBe("private, no-store");
    expect(fromGoogle.headers.get("etag")).toBe(etag);

    // The cookie's bearer is served the kept page, publicly: no page reads it.
    const visit = set.split(";")[0] ?? "";
    const next = await get("/en/pharr", { Cookie: `theme=dark; ${visit}` });
    const dark = await get("/en/pharr", { Cookie: "theme=dark" });
    expect(next.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(next.headers.get("etag")).toBe(dark.headers.get("etag"));
    expect(next.headers.get("set-cookie")).toBeNull();

    // The same source again, the site's own pages and a direct visit write nothing.
    const repeats: Record<string, string>[] = [{ Referer: "https://google.com/", Cookie: visit }, { Referer: `${lead.url}/en` }, {}];
    for (const headers of repeats) {
      const again = await get("/en/pharr", headers);
      expect(again.headers.get("set-cookie"), JSON.stringify(headers)).toBeNull();
      expect(again.headers.get("cache-control")).toContain("public");
    }
  });

  it("is never set in the agent's area or on a navigation's data", async () => {
    for (const target of ["/en/agent?utm_source=facebook", "/en/pharr.data?utm_source=facebook"]) {
      expect((await get(target)).headers.get("set-cookie") ?? "", target).not.toContain(VISIT_COOKIE);
    }
  });
});
