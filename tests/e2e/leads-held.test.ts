import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEn } from "../../app/i18n/agent.en";
import { agentEs } from "../../app/i18n/agent.es";
import { leadsEs } from "../../app/i18n/leads.es";
import { fmt } from "../../app/i18n";
import { plural } from "../../app/i18n/plural";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { contactBody as sharedContactBody, FILL_TIME_MS, filledInToken, mailWithin, postForm, type ServerWithMail, startLeadServerWithAgent, testAddress, toAgent, toVisitor, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "held-agent@example.com";
const MB = 1024 * 1024;
const texts = { en: agentEn, es: agentEs };
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await lead?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contact form in Spanish, from an address of the sender's own name. */
function contactBody(token: string, name: string, overrides: Record<string, string> = {}): URLSearchParams {
  return sharedContactBody(token, name, {
    email: `${name.replace(/\W+/g, "-").toLowerCase()}@example.com`,
    lang: "es",
    message: "Buscamos casa en Pharr para la familia.",
    ...overrides,
  });
}

/** A lead the honeypot catches, as a form-filling script sends it: answered like any other. */
async function sendCaught(name: string, ip = testAddress()): Promise<void> {
  const response = await postForm(lead.url, "/en/contact", contactBody("", name, { website: "https://spam.example" }), ip);
  expect(response.status).toBe(303);
  expect(response.headers.get("set-cookie")).toMatch(/^lead-sent-contact=/);
}

async function open(path: string, device: typeof desktop | typeof phone, js = true): Promise<Page> {
  const context = await newContext(browser(), lead.url, { ...device, javaScriptEnabled: js, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
  contexts.push(context);
  const [name = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name, value, url: lead.url }]);
  const page = await context.newPage();
  expect((await page.goto(path))?.status()).toBe(200);
  if (js) await hydrated(page);
  return page;
}

const row = (page: Page, name: string) => page.getByTestId("held-list").locator("li", { hasText: name });

describe("held leads", () => {
  it("are stored unmailed, shown with their reason, and one click without JavaScript moves one to the inbox with its mails", async () => {
    const name = uniqueName("Honeypot Family");
    await sendCaught(name);
    expect(await mailWithin(lead.smtp, toAgent(name), 3_000)).toEqual([]);

    const page = await open("/en/agent?view=held", desktop, false);
    expect(await page.locator("h1").textContent()).toBe(agentEn.held.title);
    expect(await page.getByTestId("view-held").getAttribute("aria-current")).toBe("page");
    expect(await row(page, name).getByTestId("held-reason").textContent()).toBe(agentEn.reasons.honeypot);

    await row(page, name).getByRole("button", { name: fmt(agentEn.held.releaseLead, { name }) }).click();
    await page.waitForURL(/\/en\/agent\?view=held$/);
    expect(await row(page, name).count()).toBe(0);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain("Buscamos casa en Pharr");
    const visitor = await lead.smtp.waitFor(toVisitor(`${name.replace(/\W+/g, "-").toLowerCase()}@example.com`));
    expect(visitor.raw).toContain(`Gracias, ${name}`);
    const csv = await (await fetch(`${lead.url}/en/agent/leads.csv`, { headers: { Cookie: agentCookie } })).text();
    expect(csv).toContain(name);
    expect((await mailWithin(lead.smtp, toAgent(name), 2_000)).length).toBe(1);
  });

  it("include a family's seventh request in 15 minutes, released from its own page with JavaScript (phone, Spanish)", async () => {
    const ip = testAddress();
    const tokens = Array.from({ length: 7 }, () => filledInToken(lead.dataDir));
    const names = tokens.map(() => uniqueName("Familia"));
    for (const [index, token] of tokens.entries()) {
      expect((await postForm(lead.url, "/es/contacto", contactBody(token, names[index] ?? ""), ip)).status).toBe(303);
    }
    const seventh = names[6] ?? "";

    const page = await open("/es/agente?view=held", phone);
    expect(await page.locator("h1").textContent()).toBe(agentEs.held.title);
    expect(await row(page, seventh).getByTestId("held-reason").textContent()).toBe(agentEs.reasons.rateLimit);
    expect(await page.getByTestId("held-list").textContent()).not.toContain(names[5]);
    await row(page, seventh).getByRole("link").click();
    await page.getByTestId("held-notice").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("held-notice").getByTestId("release-lead").click();
    await page.locator("[data-sonner-toast]", { hasText: agentEs.toasts.released }).waitFor();
    await expect.poll(() => page.getByTestId("held-notice").count()).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(/^\/es\/agente\/leads\/[0-9a-f-]{36}$/);
    const agent = await lead.smtp.waitFor(toAgent(seventh));
    expect(agent.raw).toContain(seventh);
  });

  it("count a flood past 50 a day from one address without keeping it, and say so", async () => {
    const ip = testAddress();
    const names = Array.from({ length: 52 }, () => uniqueName("Flood"));
    for (const name of names) await sendCaught(name, ip);
    const listed: string[] = [];
    for (let index = 1; index <= 4; index++) {
      listed.push(await (await fetch(`${lead.url}/en/agent?view=held&page=${index}`, { headers: { Cookie: agentCookie } })).text());
    }
    expect(names.filter((name) => listed.some((html) => html.includes(name)))).toEqual(names.slice(0, 50));

    const page = await open("/en/agent?view=held", desktop);
    expect(await page.getByTestId("held-not-kept").textContent()).toBe(plural("en", 2, agentEn.held.notKept, { cap: 50 }));
  });

  // Each language at one size: the view's layout is the same in both languages (the other tests see it in the other pairings).
  it.each([
    ["en", "phone"],
    ["es", "desktop"],
  ] as const)("make a Held view that fits, in %s on a %s, with nothing serious for axe", async (lang, device) => {
    await sendCaught(uniqueName("Vista"));
    const page = await open(lang === "en" ? "/en/agent?view=held" : "/es/agente?view=held", device === "phone" ? phone : desktop);
    const t = texts[lang];
    expect(await page.getByTestId("view-held").textContent()).toMatch(new RegExp(t.views.held.replace("({count})", "\\(\\d+\\)")));
    expect(await page.getByTestId("release-lead").first().textContent()).toBe(t.held.release);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("view-inbox").click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(t.inbox.title);
    expect(await page.getByTestId("view-inbox").getAttribute("aria-current")).toBe("page");
  });
});

describe("a staging request too large to send", () => {
  const jpeg = (size: number) => {
    const bytes = Buffer.alloc(size, 0xff);
    bytes[1] = 0xd8;
    return bytes;
  };
  /**
   * A photo as a file on disk: the browser reads a path itself, where a buffer would cross
   * Playwright's protocol base64-encoded (five 9 MB photos took minutes on a busy two-core host).
   */
  const photoFile = (name: string, size: number) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "rgv-big-photos-")), name);
    writeFileSync(file, jpeg(size));
    return file;
  };
  const bigPhotos = () => Array.from({ length: 5 }, (_, index) => photoFile(`cuarto-${index}.jpg`, 9 * MB));

  async function fillStaging(page: Page, name: string) {
    await page.fill("#staging-name", name);
    await page.fill("#staging-email", "grande@example.com");
    await page.fill("#staging-message", "Tres recámaras vacías.");
    await page.check("#staging-consent");
  }

  it("is named in the browser as soon as the photos are chosen, and nothing is sent (JavaScript, desktop, Spanish)", async () => {
    const context = await newContext(browser(), lead.url, { ...desktop, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
    contexts.push(context);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && !request.url().includes("/api/")) posts.push(request.url());
    });
    await page.goto("/es/decoracion-virtual");
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector<HTMLFormElement>('form[data-testid="lead-form-staging"]')?.noValidate === true);
    const name = uniqueName("Fotos Grandes");
    await fillStaging(page, name);

    await page.setInputFiles("#staging-photos", [photoFile("sala.jpg", MB), photoFile("recámara.jpg", 11 * MB)]);
    expect(await page.locator("#staging-photos-error").textContent()).toBe(
      leadsEs.errors.photoTooLargeNamed.replace("{file}", "recámara.jpg").replace("{size}", "11").replace("{each}", "10"),
    );
    expect(await page.locator("#staging-photos").getAttribute("aria-invalid")).toBe("true");

    await page.setInputFiles("#staging-photos", bigPhotos());
    const total = leadsEs.errors.photosTooLargeSized.replace("{size}", "45").replace("{total}", "40");
    expect(await page.locator("#staging-photos-error").textContent()).toBe(total);
    await page.getByTestId("lead-form-staging").getByTestId("lead-submit").click();
    await pause(FILL_TIME_MS);
    expect(await page.locator("#staging-photos-error").textContent()).toBe(total);
    expect(await page.locator("#staging-name").inputValue()).toBe(name);
    expect(posts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setInputFiles("#staging-photos", [{ name: "sala.jpg", mimeType: "image/jpeg", buffer: jpeg(MB) }]);
    expect(await page.locator("#staging-photos-error").count()).toBe(0);
  });

  it("comes back as a 413 with what was typed and a translated error by the photos, the photos read to disk, not kept (no JavaScript, phone, Spanish)", async () => {
    const context = await newContext(browser(), lead.url, { ...phone, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto("/es/decoracion-virtual");
    const name = uniqueName("Sin Script");
    await fillStaging(page, name);
    await page.setInputFiles("#staging-photos", bigPhotos());
    await pause(FILL_TIME_MS);
    const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === "POST"), page.getByTestId("lead-submit").click()]);
    expect(response.status()).toBe(413);
    await page.waitForLoadState();
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^es/);
    // Every field the visitor typed, the ones after the photos included, and the error where the photos go.
    expect(await page.locator("#staging-name").inputValue()).toBe(name);
    expect(await page.locator("#staging-email").inputValue()).toBe("grande@example.com");
    expect(await page.locator("#staging-message").inputValue()).toBe("Tres recámaras vacías.");
    expect(await page.locator("#staging-consent").isChecked()).toBe(true);
    expect(await page.locator("#staging-photos-error").textContent()).toBe(leadsEs.errors.photosTooLarge.replace("{total}", "40"));
    expect(await mailWithin(lead.smtp, toAgent(name), 1_000)).toEqual([]);
  });

});
