import { beforeAll, describe, expect, it } from "vitest";
import { dashboardEs } from "../../app/i18n/dashboard.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { daysAhead, FILL_TIME_MS, signedInContext, agentServerForFile, testAddress, uniqueName, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

// Issue 55, "Done when", first line: the parts of her pipeline meeting on one lead, from a Facebook post to her dashboard.
const started = agentServerForFile("pipeline-journey@example.com");
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });

beforeAll(() => {
  ({ lead, agentCookie } = started());
});

describe("a lead from her Facebook campaign", () => {
  it("is credited to the campaign with its path, gets her instant reply in Spanish within a minute, and counts under Facebook on her dashboard", async () => {
    const visitor = await newContext(browser(), lead.url, { ...phone, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
    const page = await visitor.newPage();
    await page.goto("/es/mcallen?utm_source=facebook&utm_campaign=casitas");
    await page.goto("/es/visitas-privadas");
    await hydrated(page);
    const name = uniqueName("Marisol Casitas");
    const email = `marisol-${Date.now()}@example.com`;
    await page.fill("#showing-name", name);
    await page.fill("#showing-email", email);
    await page.fill("#showing-phone", "956-555-0177");
    await page.selectOption("#showing-lang", "es");
    await page.fill("#showing-property", "Una casita en McAllen");
    await page.fill("#showing-date1", daysAhead(5));
    await page.selectOption("#showing-time1", "morning");
    await page.check("#showing-consent");
    await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
    const sentAt = Date.now();
    await page.getByTestId("lead-form-showing").getByTestId("lead-submit").click();
    await page.getByTestId("lead-sent-showing").waitFor({ timeout: 15_000 });
    await visitor.close();

    // Her first answer, in the language the visitor chose, before she has lifted a finger.
    const reply = await lead.smtp.waitFor((mail) => mail.to.includes(email) && mail.raw.includes("Te llamo "), 60_000);
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    expect(reply.raw).toContain(`Hola, ${name}:`);

    const agent = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const inbox = await agent.newPage();
    await inbox.goto("/en/agent");
    await inbox.getByRole("link", { name: new RegExp(name) }).first().click();
    await inbox.getByTestId("lead-detail").waitFor();
    expect(await inbox.getByTestId("lead-origin").textContent()).toBe("Facebook “casitas” → McAllen → Private showings → Showing request");
    expect(await inbox.getByTestId("lead-timeline").textContent()).toMatch(/Instant reply sent/);
    await agent.close();

    const phoneAgent = await signedInContext(browser(), lead.url, agentCookie, phone);
    const dashboard = await phoneAgent.newPage();
    await dashboard.goto("/es/agente/panel");
    expect(await dashboard.locator("h1").innerText()).toBe(dashboardEs.title);
    expect(await dashboard.getByTestId("source-facebook").getByTestId("week").innerText()).toBe("1");
    expect(await dashboard.getByTestId("stage-new-count").innerText()).toBe("1");
    expect(await seriousViolations(dashboard)).toEqual([]);
    await phoneAgent.close();
  }, 120_000);
});
