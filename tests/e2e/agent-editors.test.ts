import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textEditingEn } from "../../app/i18n/text-editing.en";
import { textEditingEs } from "../../app/i18n/text-editing.es";
import { displayPhone, demoSite } from "../../app/lib/site";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentSession, createAgent, signedInContext, startServerWithMail, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "agent-editors@example.com";
const PHONE = displayPhone(demoSite.phone);
let site: ServerWithMail;
let agentCookie: string;
const browser = browserForFile();

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-editors-"));
  const token = await createAgent(dataDir, AGENT);
  site = await startServerWithMail({}, dataDir);
  agentCookie = await agentSession(site.url, token, AGENT);
});
afterAll(async () => {
  await site?.stop();
});

const html = (pathname: string) => fetch(`${site.url}${pathname}`).then((response) => response.text());
/** How long a look after a save waits for a visitor's page to follow it (kept pages follow within a second). */
const followsChange = { timeout: 10_000, interval: 300 };

/** What the agent reads in the editor: never the words of a developer. */
async function expectHerWords(page: Page): Promise<void> {
  const words = await page.locator("main").innerText();
  expect(words).not.toMatch(/slug|markdown/i);
}

/**
 * Types at the start of an editor a sentence with her phone, from the Insert
 * menu, and a link picked from the list by a name searched in `search`.
 */
async function writeWithChips(page: Page, id: string, t: typeof textEditingEn, words: { before: string; between: string; link: string; search: string; pick: string }): Promise<void> {
  const editor = page.getByTestId(`${id}-editor`);
  await editor.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.type(words.before);
  await page.getByTestId(`${id}-insert`).click();
  await page.getByRole("button", { name: t.placeholders.phone, exact: true }).click();
  await page.keyboard.type(words.between);
  await page.getByTestId(`${id}-link`).click();
  const picker = page.getByTestId("link-picker");
  await picker.getByLabel(t.linkDialog.words).fill(words.link);
  await picker.getByTestId("link-search").fill(words.search);
  await picker.getByTestId("link-target").filter({ hasText: words.pick }).first().click();
  await picker.waitFor({ state: "detached" });
  // She types on once she sees the link in her text and the caret back after it: the chip goes in after the dialog has given the focus back.
  await expect.poll(() => page.locator(`#${id}`).inputValue()).toContain(`[${words.link}](`);
  await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type(". ");
}

/** Where an element's top sits in its page, in CSS pixels from the top of the document. */
const topOf = (selector: string) => (page: Page | FrameLocator) =>
  page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0));

describe("the agent's editors in her words (issue 54, item 7)", () => {
  it("on a desktop in English: a page text with her phone from the menu and a link from the list, previewed in place and read by visitors", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto("/en/agent/pages/about/en");
    await hydrated(page);
    await expectHerWords(page);
    // Her text shows placeholders and links as chips, never as syntax.
    const editor = page.getByTestId("page-body-editor");
    expect(await editor.innerText()).not.toMatch(/\{\w+\}|\]\(/);
    expect(await page.getByTestId("page-h1-editor").innerText()).toBe(`About ${textEditingEn.placeholders.agentName}`);
    await writeWithChips(page, "page-body", textEditingEn, { before: "Call me at ", between: ", or read ", link: "my mortgage tools", search: "herramientas", pick: "Tools" });
    expect(await editor.innerText()).toContain(`Call me at ${textEditingEn.placeholders.phone}, or read my mortgage tools. `);
    expect(await page.locator("#page-body").inputValue()).toMatch(/^Call me at \{phone\}, or read \[my mortgage tools\]\(tools\)\. /);
    // axe measures a button half under the sticky header as a small target: the form is checked from its top, as she opens it.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("preview-page-text").click();
    const frame = page.frameLocator("[data-testid=preview-frame]");
    await expect.poll(() => frame.locator("[data-yours][data-editable=intro]").innerText(), followsChange).toContain(`Call me at ${PHONE}, or read my mortgage tools.`);
    await page.getByTestId("preview-desktop").click();
    expect(await page.getByTestId("preview-frame").getAttribute("data-width")).toBe("desktop");
    await expect.poll(() => frame.locator("[data-yours][data-editable=intro]").innerText()).toContain(PHONE);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("save-page-text").click();
    await page.waitForURL(/\/en\/agent\/pages\/about\/en$/);
    await expect.poll(() => html("/en/about"), followsChange).toContain(`Call me at ${PHONE}, or read`);
    const visitor = await newContext(browser(), site.url, desktop);
    const about = await visitor.newPage();
    await about.goto("/en/about");
    await about.getByRole("link", { name: "my mortgage tools" }).click();
    await about.waitForURL(/\/en\/tools$/);
    await visitor.close();
    await context.close();
  });

  it("on a 390 px phone in Spanish: an article with her phone and a link to another article; the home page's preview puts her text where the page does, under her heading alone", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, phone);
    const page = await context.newPage();
    await page.goto("/es/agente/articulos/seed-casita-buying-es");
    await hydrated(page);
    await expectHerWords(page);
    expect(await page.getByTestId("formatting-help").innerText()).toMatch(/Formato/);
    await writeWithChips(page, "article-body", textEditingEs, { before: "Llámame al ", between: " o lee ", link: "la guía para comprar", search: "first-time", pick: "Guía para comprar tu primera casa" });
    expect(await page.locator("#article-body").inputValue()).toMatch(/^Llámame al \{phone\} o lee \[la guía para comprar\]\(article:first-time-checklist\)\. /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("save-article").click();
    await page.waitForURL(/\/es\/agente\/articulos\/seed-casita-buying-es$/);
    const articlePath = await page.getByTestId("view-article").getAttribute("href");
    await expect.poll(() => html(articlePath ?? ""), followsChange).toContain(`Llámame al ${PHONE} o lee`);
    const visitor = await newContext(browser(), site.url, phone);
    const article = await visitor.newPage();
    await article.goto(articlePath ?? "");
    await article.getByRole("link", { name: "la guía para comprar" }).click();
    await article.waitForURL(/\/es\/blog\/guia-primeros-compradores-rgv$/);

    // The home page: her new heading and introduction, previewed at a phone's width.
    await page.goto("/es/agente/paginas/home/es");
    await hydrated(page);
    await page.getByLabel("Título principal").fill("Casas en todo el Valle con Ana");
    await page.getByTestId("page-body-editor").click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.type("Mi texto de inicio. Llámame al ");
    await page.getByTestId("page-body-insert").click();
    await page.getByRole("button", { name: textEditingEs.placeholders.phone, exact: true }).click();
    await page.keyboard.type(". ");
    await page.getByTestId("preview-page-text").click();
    const frame = page.frameLocator("[data-testid=preview-frame]");
    await expect.poll(() => frame.locator("[data-yours][data-editable=intro]").innerText(), followsChange).toContain("Mi texto de inicio.");
    expect(await page.getByTestId("preview-frame").getAttribute("data-width")).toBe("phone");
    expect(await frame.locator("[data-editable=h1]").innerText()).toBe("Casas en todo el Valle con Ana");
    // No line of the site's stands under her heading.
    expect(await frame.locator("[data-editable=hero-title]:visible").count()).toBe(0);
    const inPreview = await topOf("[data-editable=intro]")(frame);
    const headingInPreview = await topOf("[data-editable=h1]")(frame);
    expect(inPreview - headingInPreview).toBeGreaterThan(800);
    await page.getByTestId("save-page-text").click();
    await page.waitForURL(/\/es\/agente\/paginas\/home\/es$/);
    await expect.poll(() => html("/es"), followsChange).toContain(`Mi texto de inicio. Llámame al ${PHONE}. `);
    const home = await visitor.newPage();
    await home.goto("/es");
    const live = await topOf("[data-editable=intro]")(home);
    expect(Math.abs(live - inPreview)).toBeLessThan(120);
    expect(await home.locator("[data-editable=hero-title]").count()).toBe(0);
    expect(await home.getByTestId("mobile-hero").innerText()).not.toContain("Bienes raíces en el Valle del Río Grande");
    await visitor.close();
    await context.close();
  });

  it("on a desktop in Spanish: the reply templates' placeholders are chips named in words, in the subject too, and axe passes", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto("/es/agente/ajustes");
    await hydrated(page);
    const body = page.getByTestId("template-thanks-es-body-editor");
    // The chips are drawn after hydration, editor by editor; the page has the instant reply's too (ADR 0428).
    await expect.poll(() => body.innerText()).toContain(`Hola, ${textEditingEs.placeholders.name}:`);
    expect(await body.innerText()).not.toMatch(/\{\w+\}/);
    expect(await page.getByTestId("template-thanks-es-subject-editor").innerText()).toBe(`Tu solicitud a ${textEditingEs.placeholders.agent}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("without JavaScript, the editors are text boxes that name each placeholder in plain words", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, { ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/agent/pages/mcallen/en");
    const body = page.getByRole("textbox", { name: "Text" });
    expect(await body.inputValue()).not.toBe("");
    expect(await page.locator("#page-body-hint").innerText()).toContain(`{phone} for ${textEditingEn.placeholders.phone.toLowerCase()}`);
    await expectHerWords(page);
    await page.goto("/en/agent/articles/seed-casita-buying-en");
    await expectHerWords(page);
    await context.close();
  });
});
