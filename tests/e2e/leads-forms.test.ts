import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsEn } from "../../app/i18n/leads.en";
import { leadsEs } from "../../app/i18n/leads.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { daysAhead, FILL_TIME_MS, firstListing, startServerWithMail, testAddress, toAgent, toVisitor, uniqueName, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const texts = { en: leadsEn, es: leadsEs };
let lead: ServerWithMail;
const browser = browserForFile({ images: false });
let listing: { key: string; path: string };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  lead = await startServerWithMail();
  listing = await firstListing(lead.url);
});

afterAll(async () => {
  await lead?.stop();
});

type Device = "phone" | "desktop";
async function open(path: string, device: Device, js: boolean): Promise<Page> {
  const context = await newContext(browser(), lead.url, {
    ...(device === "phone" ? phone : desktop),
    javaScriptEnabled: js,
    extraHTTPHeaders: { "X-Forwarded-For": testAddress() },
  });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (js) await formsHydrated(page);
  return page;
}

/**
 * The lead forms are islands (app/components/layout/island.tsx): they hydrate after the page, and
 * until then a click sends a plain form. A hydrated form leaves checking to the page's own hints.
 */
async function formsHydrated(page: Page) {
  await hydrated(page);
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLFormElement>('form[data-testid^="lead-form-"]')].every((form) => form.noValidate));
}

async function fillContact(page: Page, form: string, name: string, email: string, lang: "en" | "es") {
  await page.fill(`#${form}-name`, name);
  await page.fill(`#${form}-email`, email);
  await page.selectOption(`#${form}-lang`, lang);
  await page.check(`#${form}-consent`);
}

type Form = keyof typeof leadsEn.forms;

/** The confirmation in the form's place: what was sent (`shown`, among it the sender's name) and what comes next. */
async function expectConfirmation(page: Page, form: Form, lang: "en" | "es", shown: readonly string[]) {
  const sent = page.getByTestId(`lead-sent-${form}`);
  await sent.waitFor({ timeout: 15_000 });
  expect(await sent.getAttribute("role")).toBe("status");
  expect(await sent.locator("h3").textContent()).toBe(texts[lang].forms[form].done);
  const text = (await sent.textContent()) ?? "";
  expect(text).toContain(lang === "en" ? "usually within one business day" : "por lo general en un día hábil");
  for (const part of shown) expect(text).toContain(part);
  expect(await page.getByTestId(`lead-form-${form}`).count()).toBe(0);
}

/**
 * Sends the form and checks the answer: the confirmation in the form's place (with JavaScript, its heading
 * focused, which a screen reader reads out), still there after a reload.
 */
async function submitAndExpectThanks(page: Page, form: Form, lang: "en" | "es", js: boolean, shown: readonly string[]) {
  if (!js) await page.waitForTimeout(FILL_TIME_MS);
  await page.getByTestId(`lead-form-${form}`).getByTestId("lead-submit").click();
  if (!js) await page.waitForURL(new RegExp(`#lead-${form}$`));
  await expectConfirmation(page, form, lang, shown);
  if (js) await page.waitForFunction((id) => document.activeElement?.id === id, `${form}-sent-title`);
  await page.reload();
  if (js) await formsHydrated(page);
  await expectConfirmation(page, form, lang, shown);
}

/** "Send another" brings the empty form back (with JavaScript, focus on its first field). */
async function sendAnother(page: Page, form: Form, js: boolean) {
  await page.getByTestId(`lead-sent-${form}`).getByTestId("lead-send-another").click();
  await page.getByTestId(`lead-form-${form}`).waitFor({ timeout: 15_000 });
  expect(await page.getByTestId(`lead-sent-${form}`).count()).toBe(0);
  expect(await page.locator(`#${form}-message`).inputValue()).toBe("");
  if (js) await page.waitForFunction((id) => document.activeElement?.id === id, `${form}-name`);
}

describe("lead forms in the browser", () => {
  it("contact, desktop, English, with JavaScript: hints from the schema, then sent, confirmed in the form's place, and e-mailed", async () => {
    const page = await open("/en/contact", "desktop", true);
    await page.getByTestId("lead-form-contact").getByTestId("lead-submit").click();
    expect(await page.getByTestId("form-error").textContent()).toBe(leadsEn.errors.summary);
    expect(await page.locator("#contact-name-error").textContent()).toBe(leadsEn.errors.required);
    expect(await page.locator("#contact-email-error").textContent()).toBe(leadsEn.errors.contactNeeded);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    expect(await seriousViolations(page)).toEqual([]);

    const name = uniqueName("Desktop Contact");
    await fillContact(page, "contact", name, "desk@example.com", "en");
    await page.fill("#contact-message", "Looking for a 3-bedroom in McAllen under $300k.");
    await submitAndExpectThanks(page, "contact", "en", true, [name, "desk@example.com", "Contact message"]);
    expect(await seriousViolations(page)).toEqual([]);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain("Looking for a 3-bedroom in McAllen");
    const visitor = await lead.smtp.waitFor(toVisitor("desk@example.com"));
    expect(visitor.raw).toContain(`Thank you, ${name}`);
    await sendAnother(page, "contact", true);
    expect(await page.locator("#contact-name").inputValue()).toBe("");
  });

  it("valuation, phone, Spanish, without JavaScript: server errors with the values kept, then sent", async () => {
    const page = await open("/es/contacto?type=valuation", "phone", false);
    expect(await page.getByTestId("choose-valuation").getAttribute("aria-current")).toBe("page");
    const name = uniqueName("Valuacion Telefono");
    await page.fill("#valuation-name", name);
    await page.fill("#valuation-address", "1200 N 10th St");
    await page.selectOption("#valuation-timeline", "3-6-months");
    await page.check("#valuation-consent");
    await page.waitForTimeout(FILL_TIME_MS);
    const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === "POST"), page.getByTestId("lead-submit").click()]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    expect(await page.locator("#valuation-email-error").textContent()).toBe(leadsEs.errors.contactNeeded);
    expect(await page.locator("#valuation-name").inputValue()).toBe(name);
    expect(await page.locator("#valuation-timeline").inputValue()).toBe("3-6-months");

    await page.fill("#valuation-phone", "(956) 555-0199");
    await page.fill("#valuation-beds", "3");
    await page.fill("#valuation-baths", "2.5");
    await page.check("#valuation-consent");
    await submitAndExpectThanks(page, "valuation", "es", false, [name, "(956) 555-0199", "1200 N 10th St", leadsEs.options.timeline["3-6-months"]]);
    expect(page.url()).toContain("/es/contacto?type=valuation#lead-valuation");
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain("1200 N 10th St");
    expect(agent.raw).toContain("In 3 to 6 months");
    await sendAnother(page, "valuation", false);
    expect(await page.locator("#valuation-name").inputValue()).toBe("");
  });

  it("valuation, desktop, Spanish, with JavaScript: translated hints, and nothing serious for axe", async () => {
    const page = await open("/es/contacto", "desktop", true);
    await page.getByTestId("choose-valuation").click();
    await page.waitForURL(/\?type=valuation$/);
    await page.getByTestId("lead-form-valuation").getByTestId("lead-submit").click();
    expect(await page.locator("#valuation-address-error").textContent()).toBe(leadsEs.errors.required);
    expect(await page.locator("#valuation-timeline-error").textContent()).toBe(leadsEs.errors.choice);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("private showings page, phone, English, with JavaScript and ?listing=: the listing prefilled and carried", async () => {
    const page = await open(`/en/private-showings?listing=${listing.key}`, "phone", true);
    expect(await page.locator("#showing-property").inputValue()).toContain("MLS #");
    expect(await seriousViolations(page)).toEqual([]);
    const name = uniqueName("Phone Showing");
    await fillContact(page, "showing", name, "showing@example.com", "es");
    await page.fill("#showing-date1", daysAhead(5));
    await page.selectOption("#showing-time1", "afternoon");
    await page.check('input[name="mode"][value="video"]');
    await submitAndExpectThanks(page, "showing", "en", true, [name, "showing@example.com", "MLS #", leadsEn.options.timeSlot.afternoon]);
    expect(await seriousViolations(page)).toEqual([]);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain(`/en/property/${listing.key}/`);
    expect(agent.raw).toContain("Live video tour");
    // The site's confirmation, not the agent's instant reply that goes to a showing request too (ADR 0428).
    const visitor = await lead.smtp.waitFor((mail) => toVisitor("showing@example.com")(mail) && mail.raw.includes("Recibimos tu solicitud"));
    expect(visitor.raw).toContain("Recorrido por video en vivo");
  });

  it("property page, desktop, Spanish, without JavaScript: the showing button leads to the listing's booking form (ADR 0431)", async () => {
    const esPath = listing.path.replace("/en/property/", "/es/propiedad/");
    const page = await open(esPath, "desktop", false);
    await page.getByTestId("schedule-showing").click();
    expect(page.url()).toMatch(/#lead-showing$/);
    const name = uniqueName("Visita Escritorio");
    await fillContact(page, "showing", name, "", "es");
    await page.fill("#showing-phone", "956-555-0123");
    await page.getByTestId("slot-option").first().check();
    await page.waitForTimeout(FILL_TIME_MS);
    await page.getByTestId("lead-form-showing").getByTestId("lead-submit").click();
    await page.waitForURL(/#lead-showing$/);
    const sent = page.getByTestId("lead-sent-showing");
    expect(await sent.locator("h3").textContent()).toBe(leadsEs.booking.done);
    for (const part of [name, "956-555-0123", leadsEs.fields.slot]) expect(await sent.textContent()).toContain(part);
    expect(new URL(page.url()).pathname).toBe(esPath);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain(`/en/property/${listing.key}/`);
    // Kept in E.164 and shown the US way, however it was typed (ADR 0408).
    expect(agent.raw).toContain("(956) 555-0123");
  });

  it("property page, phone, English, with JavaScript: a question about the listing", async () => {
    const page = await open(listing.path, "phone", true);
    await page.getByTestId("ask-question").click();
    expect(await seriousViolations(page)).toEqual([]);
    const name = uniqueName("Phone Question");
    await fillContact(page, "question", name, "question@example.com", "en");
    await page.fill("#question-message", "What are the HOA dues?");
    await submitAndExpectThanks(page, "question", "en", true, [name, "question@example.com"]);
    expect(await seriousViolations(page)).toEqual([]);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain("What are the HOA dues?");
    expect(agent.raw).toContain(`/en/property/${listing.key}/`);
  });

  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#88aacc" } }).png().toBuffer();
  const jpeg = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#ccaa88" } }).jpeg().toBuffer();

  it("staging request, desktop, Spanish, with JavaScript: photos checked before sending, then sent", async () => {
    const page = await open("/es/decoracion-virtual", "desktop", true);
    const name = uniqueName("Decoracion Escritorio");
    await fillContact(page, "staging", name, "staging@example.com", "es");
    await page.setInputFiles("#staging-photos", [{ name: "notas.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") }]);
    await page.getByTestId("lead-form-staging").getByTestId("lead-submit").click();
    expect(await page.locator("#staging-photos-error").textContent()).toBe(leadsEs.errors.photoType);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setInputFiles("#staging-photos", [
      { name: "sala.png", mimeType: "image/png", buffer: await png() },
      { name: "recamara.jpg", mimeType: "image/jpeg", buffer: await jpeg() },
    ]);
    await page.selectOption("#staging-style", "farmhouse");
    await submitAndExpectThanks(page, "staging", "es", true, [name, "staging@example.com", leadsEs.options.style.farmhouse]);
    expect(await seriousViolations(page)).toEqual([]);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain("Photos: 2");
    expect(agent.raw).toContain("Farmhouse");
  });

  it("staging request, phone, English, without JavaScript: a multipart POST and its confirmation", async () => {
    const page = await open("/en/staging", "phone", false);
    const name = uniqueName("Phone Staging");
    await fillContact(page, "staging", name, "phone-staging@example.com", "en");
    await page.setInputFiles("#staging-photos", [{ name: "living.jpg", mimeType: "image/jpeg", buffer: await jpeg() }]);
    await submitAndExpectThanks(page, "staging", "en", false, [name, "phone-staging@example.com"]);
    const agent = await lead.smtp.waitFor(toAgent(name));
    expect(agent.raw).toContain("Photos: 1");
  });
});
