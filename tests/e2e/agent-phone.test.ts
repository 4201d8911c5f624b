import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEn } from "../../app/i18n/agent.en";
import { agentEs } from "../../app/i18n/agent.es";
import { agentDayEn } from "../../app/i18n/agent-day.en";
import { agentDayEs } from "../../app/i18n/agent-day.es";
import { showingAgentEs } from "../../app/i18n/showing-agent.es";
import { leadTasksEs } from "../../app/i18n/lead-tasks.es";
import { securityEn } from "../../app/i18n/security.en";
import { securityEs } from "../../app/i18n/security.es";
import { uiEn } from "../../app/i18n/ui.en";
import { uiEs } from "../../app/i18n/ui.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentWithAuthenticator, confirmedVisitorCookie, createAgent, sendLeadForm, type ServerWithMail, startServerWithMail, unusedTotpCode, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

// Issue 54, items 4, 5 and 9: the agent's day on her phone (ADR 0421).
const AGENT = "agent-phone@example.com";
const PASSWORD = "valley-agent-password-2031";
const browser = browserForFile({ images: false });
const contexts: BrowserContext[] = [];
let server: ServerWithMail;
let uri = "";
let agentCookie = "";
/** The trusted-device cookie the first sign-in leaves: later sign-ins take the password alone. */
let trusted: { name: string; value: string } | undefined;
const names: Record<"first" | "second", string> = { first: uniqueName("Rosa Phone"), second: uniqueName("Rosa Again") };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-agent-phone-"));
  const token = await createAgent(dataDir, AGENT);
  server = await startServerWithMail({}, dataDir);
  ({ uri, cookie: agentCookie } = await agentWithAuthenticator(server.url, token, AGENT, PASSWORD));
  // Two leads from one person: the same phone typed two ways, two e-mail addresses.
  await sendLead(names.first, "956-555-0199", "rosa.phone@example.com");
  await sendLead(names.second, "(956) 555 0199", "rosa.other@example.com");
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

async function context(options: Parameters<typeof newContext>[2], cookie?: string): Promise<BrowserContext> {
  const made = await newContext(browser(), server.url, options);
  contexts.push(made);
  if (cookie) {
    const [name = "", value = ""] = cookie.split("=");
    await made.addCookies([{ name, value, url: server.url }]);
  }
  return made;
}

async function sendLead(name: string, phoneNumber: string, email: string): Promise<void> {
  const fields = { name, email, phone: phoneNumber, lang: "es", consent: "on", topic: "buy", message: "Buscamos casa en Mission." };
  expect((await sendLeadForm(server, "/en/contact", "contact", fields)).status).toBe(303);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe("the agent's area first on her phone", () => {
  it("lands on her dashboard after the password and the code; 'Agente' in the header, her menu instead of the visitors' bar; on her leads, the leads before the folded filters, phones as people write them (phone, Spanish)", async () => {
    const made = await context({ ...phone, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.40" } });
    const page = await made.newPage();
    await page.goto("/es/cuenta");
    await page.fill("#page-email", AGENT);
    await page.fill("#page-password", PASSWORD);
    await page.getByTestId("auth-form").locator('button[type="submit"]').click();
    await page.getByTestId("second-step-form").waitFor();
    // The set-up in beforeAll used a code, and a code works once: one it didn't use.
    await page.fill("#page-code", await unusedTotpCode(uri));
    await page.locator("#page-trust").check();
    await page.getByTestId("second-step-submit").click();
    await expect.poll(() => pathOf(page)).toBe("/es/agente/panel");
    trusted = (await made.cookies()).find((cookie) => cookie.name.includes("trust"));
    await hydrated(page);

    const agentLink = page.locator("header").getByTestId("agent-link");
    expect(await agentLink.innerText()).toBe(uiEs.auth.agentArea);
    expect(await agentLink.isVisible()).toBe(true);
    expect(await page.getByTestId("bottom-bar").count()).toBe(0);
    await page.getByTestId("dashboard-stages").waitFor();
    await page.goto("/es/agente");
    await hydrated(page);

    // The leads come first: the filters are one closed button, the first lead within the first screen.
    expect(await page.getByTestId("inbox-filters").getAttribute("open")).toBeNull();
    expect(await page.getByTestId("inbox-filters").locator("summary").innerText()).toContain(agentDayEs.filters.button);
    const first = page.getByTestId("lead-list").locator("li").first();
    expect((await first.boundingBox())?.y ?? 9_999).toBeLessThan(844);
    expect(await page.getByTestId("lead-list").innerText()).toContain("(956) 555-0199");
    expect(await page.getByTestId("lead-list").innerText()).not.toContain("+1956");
    expect(await page.getByTestId("overview-new").innerText()).toContain(agentDayEs.overview.newLeads);
    expect(await page.getByTestId("overview-new").getAttribute("href")).toBe("/es/agente?status=new");
    expect(await first.getByTestId("lead-others").innerText()).toBe("1 solicitud más");
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Opening the filters without script's help: a native disclosure; a filter applied keeps it open.
    await page.getByTestId("inbox-filters").locator("summary").click();
    await page.selectOption("#filter-status", "new");
    await page.getByTestId("inbox-filters").locator('button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("new");
    expect(await page.getByTestId("inbox-filters").getAttribute("open")).not.toBeNull();

    // Her menu at the foot of the screen reaches every section, however far down she is.
    await page.mouse.wheel(0, 3_000);
    const menu = page.getByTestId("agent-menu");
    const box = await menu.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800);
    await page.getByTestId("agent-menu-button").click();
    const links = menu.locator("a");
    expect(await links.allInnerTexts()).toEqual(expect.arrayContaining([agentEs.nav.leads, leadTasksEs.today.nav, showingAgentEs.nav, agentEs.nav.listings]));
    expect(await links.count()).toBe(11);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await links.filter({ hasText: agentEs.nav.listings }).click();
    await expect.poll(() => pathOf(page)).toBe("/es/agente/propiedades");
    // A new page starts with the menu closed, and the visitors' bar still out.
    await expect.poll(() => menu.locator("details").getAttribute("open")).toBeNull();
    expect(await page.getByTestId("bottom-bar").count()).toBe(0);
    expect(await page.getByTestId("agent-menu-button").innerText()).toContain(agentEs.nav.listings);
  });

  it("lands on her dashboard from the sign-in dialog on the home page; tabs on a desktop, no phone menu (desktop, English)", async () => {
    expect(trusted).toBeDefined();
    const made = await context({ ...desktop, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.41" } });
    if (trusted) await made.addCookies([{ name: trusted.name, value: trusted.value, url: server.url }]);
    const page = await made.newPage();
    await page.goto("/en");
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    const dialog = page.getByTestId("sign-in-dialog");
    await dialog.getByLabel(/Email/).fill(AGENT);
    await dialog.getByLabel(/Password/).fill(PASSWORD);
    await dialog.getByTestId("auth-submit").click();
    await expect.poll(() => pathOf(page)).toBe("/en/agent/dashboard");
    await page.getByTestId("dashboard-stages").waitFor();
    trusted = (await made.cookies()).find((cookie) => cookie.name.includes("trust"));
    await page.getByRole("navigation", { name: agentEn.nav.label }).getByRole("link", { name: agentEn.nav.leads }).click();
    await expect.poll(() => pathOf(page)).toBe("/en/agent");
    await page.getByTestId("overview").waitFor();
    expect(await page.locator("header").getByTestId("agent-link").innerText()).toBe(uiEn.auth.agentArea);
    expect(await page.getByTestId("agent-menu").isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: agentEn.nav.label }).getByRole("link", { name: agentEn.nav.listings }).isVisible()).toBe(true);
    expect(await page.getByTestId("lead-list").innerText()).toContain("(956) 555-0199");
    // Once the sign-in's toast has gone: axe reads its text mid-animation as faint.
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("keeps a page a visitor's sign-in was asked for: the account page opened for the favorites goes back there", async () => {
    const made = await context({ ...desktop, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.42" } });
    if (trusted) await made.addCookies([{ name: trusted.name, value: trusted.value, url: server.url }]);
    const page = await made.newPage();
    await page.goto(`/en/account?redirectTo=${encodeURIComponent("/en/favorites")}`);
    await page.fill("#page-email", AGENT);
    await page.fill("#page-password", PASSWORD);
    await page.getByTestId("auth-form").locator('button[type="submit"]').click();
    await expect.poll(() => pathOf(page)).toBe("/en/favorites");
  });
});

describe("one person behind two leads", () => {
  it("shows both requests on one timeline, and the agent keeps them apart and joins them back (phone, Spanish; desktop, English)", async () => {
    // The Spanish pass finds them by their phone; the English one, after the Spanish pass joined them back, as joined by her.
    for (const [lang, device, texts, reason] of [["es", phone, agentDayEs, "phone"], ["en", desktop, agentDayEn, "merged"]] as const) {
      const page = await (await context(device, agentCookie)).newPage();
      await page.goto(lang === "es" ? "/es/agente" : "/en/agent");
      await page.getByTestId("lead-list").getByRole("link", { name: new RegExp(names.first) }).click();
      const panel = page.getByTestId("person-panel");
      await panel.waitFor();
      await hydrated(page);
      const relatives = panel.getByTestId("person-relatives");
      expect(await relatives.innerText()).toContain(names.second);
      expect(await relatives.getByTestId("person-reason").innerText()).toBe(texts.person.shared[reason]);
      // The timeline holds the other request too, saying which it is.
      const timeline = page.getByTestId("lead-timeline");
      expect(await timeline.locator('li[data-kind="request"]').count()).toBe(2);
      expect(await timeline.getByTestId("timeline-from").count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);

      await panel.getByTestId("person-apart").click();
      await toast(page, texts.person.toasts.separated).waitFor();
      expect(await page.getByTestId("person-relatives").count()).toBe(0);
      expect(await timeline.locator('li[data-kind="request"]').count()).toBe(1);
      expect(await panel.getByTestId("person-apart").count()).toBe(0);

      await panel.getByTestId("person-rejoin").click();
      await toast(page, texts.person.toasts.joined).waitFor();
      expect(await page.getByTestId("person-relatives").innerText()).toContain(names.second);
      expect(await page.getByTestId("person-relatives").getByTestId("person-reason").innerText()).toBe(texts.person.shared.merged);
      expect(await timeline.locator('li[data-kind="request"]').count()).toBe(2);
    }
  });
});

const visitorCookie = (email: string) => confirmedVisitorCookie(server, email, PASSWORD);

describe("two-step set-up on a phone", () => {
  it("offers the otpauth:// link beside the QR code, and the key in groups of four with a copy button that says Copied (phone, English; desktop, Spanish)", async () => {
    for (const [lang, device, texts] of [["en", phone, securityEn], ["es", desktop, securityEs]] as const) {
      const made = await context({ ...device, extraHTTPHeaders: { "X-Forwarded-For": lang === "en" ? "198.51.100.43" : "198.51.100.44" } }, await visitorCookie(`set-up-${lang}@example.com`));
      await made.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const page = await made.newPage();
      await page.goto(lang === "en" ? "/en/account#security" : "/es/cuenta#security");
      await hydrated(page);
      await page.fill("#enable-password", PASSWORD);
      await page.getByTestId("authenticator-start").locator('button[type="submit"]').click();
      const link = page.getByTestId("authenticator-link");
      await link.waitFor();
      expect(await link.innerText()).toBe(texts.app.openInApp);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^otpauth:\/\/totp\//);
      const key = (await page.getByTestId("authenticator-key").innerText()).trim();
      expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      expect(key.replace(/ /g, "")).toBe(new URL(href).searchParams.get("secret"));
      await page.getByTestId("authenticator-qr").waitFor();

      // By keyboard: the copy button takes focus and Enter copies the key without its spaces.
      await page.getByTestId("authenticator-copy").focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("authenticator-copied").innerText()).toBe(texts.app.copied);
      expect(await page.getByTestId("authenticator-copied").getAttribute("role")).toBe("status");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key.replace(/ /g, ""));
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it("offers a passkey first on a device that makes them itself (phone, English)", async () => {
    const made = await context({ ...phone, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.45" } }, await visitorCookie("passkey-first@example.com"));
    const page = await made.newPage();
    const cdp = await made.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await page.goto("/en/account#security");
    await hydrated(page);
    const first = page.getByTestId("passkey-first");
    await first.waitFor();
    expect(await first.innerText()).toBe(securityEn.app.passkeyFirst);
    // The passkeys come before the authenticator app in the section.
    const order = await page.getByTestId("security-section").evaluate((section) => {
      const keys = section.querySelector('[data-testid="passkeys"]');
      const app = section.querySelector('[data-testid="authenticator-start"]');
      return keys && app ? keys.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
  });
});
