import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEn } from "../../app/i18n/agent.en";
import { agentEs } from "../../app/i18n/agent.es";
import { uiEs } from "../../app/i18n/ui.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { confirmedVisitorCookie, sendLeadForm, type ServerWithMail, startLeadServerWithAgent, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "agent-area@example.com";
let lead: ServerWithMail;
const browser = browserForFile({ images: false });
let agentCookie: string;

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});

afterAll(async () => {
  await lead?.stop();
});

async function agentContext(device: typeof desktop | typeof phone, extra: Array<{ name: string; value: string }> = []): Promise<BrowserContext> {
  const context = await newContext(browser(), lead.url, device);
  const [name = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name, value, url: lead.url }, ...extra.map((cookie) => ({ ...cookie, url: lead.url }))]);
  return context;
}

/** A contact lead as a visitor sends it. */
async function sendLead(name: string, message = "Is the house on Ware Road still available?", cookie?: string): Promise<void> {
  const fields = { name, email: "buyer@example.com", phone: "", lang: "es", consent: "on", topic: "buy", message };
  expect((await sendLeadForm(lead, "/en/contact", "contact", fields, { cookie })).status).toBe(303);
}

/** A signed-in visitor without the agent role. */
const userCookie = (email = `user-${Date.now()}@example.com`) => confirmedVisitorCookie(lead, email);

describe("the agent area", () => {
  it("is the site's 404 for anyone but an agent", async () => {
    const visitor = await userCookie();
    for (const cookie of [undefined, visitor]) {
      for (const target of ["/agent", "/en/agent", "/es/agente", "/en/agent/leads.csv"]) {
        const response = await fetch(`${lead.url}${target}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
        expect(response.status, `${target} ${cookie ? "user" : "anonymous"}`).toBe(404);
        if (!target.endsWith(".csv")) expect(await response.text()).toContain('data-testid="not-found"');
      }
    }
  });

  it("sends /agent to the top of the area, her dashboard, in the agent's language, and keeps it out of search engines and the sitemap", async () => {
    for (const [lang, target] of [["en", "/en/agent/dashboard"], ["es", "/es/agente/panel"]] as const) {
      const response = await fetch(`${lead.url}/agent`, { headers: { Cookie: `${agentCookie}; lang=${lang}` }, redirect: "manual" });
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("location") ?? "", lead.url).pathname).toBe(target);
      const page = await fetch(`${lead.url}${target}`, { headers: { Cookie: agentCookie } });
      expect(page.headers.get("x-robots-tag")).toContain("noindex");
      expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    expect(await (await fetch(`${lead.url}/sitemap.xml`)).text()).not.toMatch(/\/agente?\b/);
  });

  it("lets the agent see a lead, change its status, add a note and export CSV (desktop, English)", async () => {
    const name = uniqueName("Inbox");
    await sendLead(name);
    const context = await agentContext(desktop);
    const page = await context.newPage();
    await page.goto("/en/agent");
    await page.getByRole("link", { name: new RegExp(name) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: new RegExp(name) }).click();
    await page.getByTestId("lead-detail").waitFor();
    expect(await page.locator("h1").textContent()).toBe(`${agentEn.types.contact} from ${name}`);
    expect(await page.getByTestId("lead-detail").textContent()).toContain("Is the house on Ware Road still available?");
    expect(await page.getByTestId("lead-account").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("stage-contacted").click();
    await page.locator("[data-sonner-toast]", { hasText: agentEn.toasts.statusSaved }).waitFor();
    expect(await page.getByTestId("stage-contacted").getAttribute("aria-pressed")).toBe("true");

    await page.fill("#lead-note", "Called back; showing on Saturday.");
    await page.getByTestId("add-note").click();
    await page.getByTestId("lead-timeline").getByText("Called back; showing on Saturday.").waitFor();

    await page.goto("/en/agent?status=contacted");
    await page.getByRole("link", { name: new RegExp(name) }).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const header = csv.split("\r\n")[0] ?? "";
    expect(header).toContain(`"${agentEn.csv.received}"`);
    const row = csv.split("\r\n").find((line) => line.includes(name)) ?? "";
    expect(row).toContain(`"${agentEn.statuses.contacted}"`);
    expect(row).toContain('"Called back; showing on Saturday."');
    // The day of the call the form suggested (its next task), last, as a date a spreadsheet reads.
    expect(header.endsWith(`"${agentEn.csv.nextTask}"`)).toBe(true);
    expect(row).toMatch(/"\d{4}-\d{2}-\d{2}"$/);
    await context.close();
  });

  it("names the account of a visitor who sent a lead while signed in (phone, Spanish)", async () => {
    const email = `signed-in-${Date.now()}@example.com`;
    const name = uniqueName("Cuenta");
    await sendLead(name, "¿Sigue disponible la casa?", await userCookie(email));
    const context = await agentContext(phone);
    const page = await context.newPage();
    await page.goto("/es/agente");
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await page.getByTestId("lead-detail").waitFor();
    expect(await page.getByTestId("lead-account").textContent()).toBe(email);
    expect(await page.getByTestId("lead-detail").textContent()).toContain(agentEs.lead.account);
    await context.close();
  });

  it("guards the CSV against formulas and quotes, and filters by the URL", async () => {
    const name = `=HYPERLINK("http://evil.example","${uniqueName("Formula")}")`;
    await sendLead(name, '+1 "quoted" message');
    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv?type=contact&status=new`, { headers: { Cookie: agentCookie } })).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""`);
    expect(csv).toContain(`"'+1 ""quoted"" message"`);
    const won = await (await fetch(`${lead.url}/en/agent/leads.csv?status=won&from=not-a-date`, { headers: { Cookie: agentCookie } })).text();
    expect(won).not.toContain("HYPERLINK");
  });

  it("shows new leads without a reload, in Spanish on a phone", async () => {
    const context = await agentContext(phone);
    const page = await context.newPage();
    await page.goto("/es/agente");
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe(agentEs.inbox.title);
    // The signed-in phone header: the agent area, the account and Salir as icons that keep their names, all on screen.
    const banner = page.getByRole("banner");
    const signOut = banner.getByRole("button", { name: uiEs.auth.signOut });
    expect((await signOut.boundingBox())?.width).toBeLessThanOrEqual(48);
    expect(await banner.getByRole("link", { name: uiEs.auth.agentArea }).isVisible()).toBe(true);
    expect(await banner.locator("> div").first().evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);
    const name = uniqueName("Live");
    await sendLead(name);
    await page.getByRole("link", { name: new RegExp(name) }).waitFor({ timeout: 25_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
