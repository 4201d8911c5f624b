import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { blankValues } from "../../app/features/agent-listings/listing-form";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingEditorEs } from "../../app/i18n/listing-editor.es";
import { fmt } from "../../app/i18n";
import { browserForFile, desktop, hydrated, phone } from "../support/browser";
import { agentServerForFile, signedInContext, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const started = agentServerForFile("status-undo@example.com");
const browser = browserForFile();
let lead: ServerWithMail;
let agentCookie: string;
beforeAll(() => {
  ({ lead, agentCookie } = started());
});

type Lang = "en" | "es";
const texts = { en: listingEditorEn, es: listingEditorEs };
const editor = (lang: Lang, key: string) => (lang === "en" ? `/en/agent/listings/${key}` : `/es/agente/propiedades/${key}`);
const property = (lang: Lang, key: string) => (lang === "en" ? `/en/property/${key}` : `/es/propiedad/${key}`);

function post(target: string, fields: Record<string, string>) {
  return fetch(`${lead.url}${target}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: lead.url, Cookie: agentCookie },
    redirect: "manual",
  });
}

/** A listing of the agent's on the market, made as the editor's forms would: its key. */
async function activeListing(address: string): Promise<string> {
  const fields = Object.entries({ ...blankValues("mission"), address, zip: "78572", price: "345000", bedrooms: "3", fullBaths: "2" }).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const draft = await post("/en/agent/listings/new", { ...Object.fromEntries(fields), intent: "draft" });
  expect(draft.status).toBe(303);
  const key = draft.headers.get("location")?.split("/").at(-1) ?? "";
  expect((await post(editor("en", key), { intent: "status", to: "Active", confirm: "yes" })).status).toBe(303);
  return key;
}

/** How many sales the About page's track record counts (none is said as nothing). */
async function soldCount(lang: Lang): Promise<number> {
  const html = await (await fetch(`${lead.url}${lang === "en" ? "/en/about" : "/es/sobre-mi"}`)).text();
  const match = lang === "en" ? /(\d+) propert(?:y|ies) sold/.exec(html) : /(\d+) propiedad(?:es)? vendida/.exec(html);
  return Number(match?.[1] ?? 0);
}

/** What a visitor's property page says, asked anew until it says what's expected (kept pages follow the listings version). */
const publicPage = async (lang: Lang, key: string) => {
  const response = await fetch(`${lead.url}${property(lang, key)}`);
  return { status: response.status, sold: (await response.text()).includes("$331,000") };
};

/** The sale through the dialog, with what it asks for, then its undo from the history of changes. */
async function sellThenUndo(page: Page, lang: Lang, key: string) {
  const t = texts[lang];
  const before = await soldCount(lang);
  await page.goto(editor(lang, key));
  await hydrated(page);
  await page.getByRole("button", { name: t.status.markSold }).click();
  const dialog = page.getByRole("dialog", { name: fmt(t.status.confirm.title, { move: t.status.markSold }) });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.textContent()).toContain(t.status.confirm.public.Closed);
  // Nothing filled in for her: no list price, no today.
  const price = dialog.getByLabel(t.status.closePrice);
  const date = dialog.getByLabel(t.status.closeDate);
  expect([await price.inputValue(), await date.inputValue()]).toEqual(["", ""]);
  expect(await seriousViolations(page)).toEqual([]);
  // Sent empty, the browser asks for the price and nothing changes.
  await dialog.getByRole("button", { name: t.status.markSold }).click();
  expect(await price.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(await page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);

  await price.fill("331,000");
  await date.fill((await date.getAttribute("max")) ?? "");
  await dialog.getByRole("button", { name: t.status.markSold }).click();
  await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Closed);
  expect(await dialog.count()).toBe(0);
  await expect.poll(() => publicPage(lang, key), { timeout: 10_000 }).toEqual({ status: 200, sold: true });
  await expect.poll(() => soldCount(lang), { timeout: 10_000 }).toBe(before + 1);

  // A sold listing has no move left, but its Status box still offers the undo, as the history does.
  expect(await page.getByTestId("status-undo").textContent()).toContain(fmt(t.status.undo, { status: t.statuses.Active }));
  const history = page.getByTestId("audit-list");
  await history.getByRole("button", { name: t.audit.undo }).click();
  await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);
  expect(await history.locator("li").first().textContent()).toContain(fmt(t.audit.events.reverted, { who: t.audit.you }));
  expect(await history.textContent()).toContain(t.audit.undone);
  expect(await page.getByRole("button", { name: t.status.markSold }).count()).toBe(1);
  await expect.poll(() => publicPage(lang, key), { timeout: 10_000 }).toEqual({ status: 200, sold: false });
  await expect.poll(() => soldCount(lang), { timeout: 10_000 }).toBe(before);
}

describe("status changes the public sees", () => {
  it("a sale asks for its price and date, and is undone from the history (English, desktop)", async () => {
    const context = await signedInContext(browser(), lead.url, agentCookie, desktop);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await sellThenUndo(page, "en", await activeListing("1401 Undo Ln"));
    await context.close();
  }, 120_000);

  it("a sale asks for its price and date, and is undone from the history (Spanish, phone)", async () => {
    const context = await signedInContext(browser(), lead.url, agentCookie, phone);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await sellThenUndo(page, "es", await activeListing("1402 Deshacer St"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 120_000);

  it("without script, a move is a confirmation step of its own, and its undo a plain form", async () => {
    const t = listingEditorEn;
    const key = await activeListing("1403 Plain Form Rd");
    const context = await signedInContext(browser(), lead.url, agentCookie, { ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(editor("en", key));
    await page.getByRole("button", { name: t.status.withdraw }).click();
    await page.waitForURL(/\?move=Withdrawn$/);
    const step = page.getByTestId("status-confirm");
    expect(await step.textContent()).toContain(t.status.confirm.public.Withdrawn);
    // Cancelling changes nothing.
    await page.getByRole("link", { name: t.status.confirm.cancel }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);
    await page.getByRole("button", { name: t.status.withdraw }).click();
    await step.getByRole("button", { name: t.status.withdraw }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Withdrawn);
    await expect.poll(async () => (await fetch(`${lead.url}${property("en", key)}`)).status).toBe(410);
    expect(await page.getByRole("button", { name: t.status.relist }).count()).toBe(1);

    await page.getByTestId("status-undo").getByRole("button", { name: fmt(t.status.undo, { status: t.statuses.Active }) }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);
    await expect.poll(async () => (await fetch(`${lead.url}${property("en", key)}`)).status).toBe(200);
    await context.close();
  }, 120_000);

  it("refuses a sale without its price and date, and a move sent without its confirmation changes nothing", async () => {
    const key = await activeListing("1404 Refused Ave");
    const bare = await post(editor("es", key), { intent: "status", to: "Closed", confirm: "yes" });
    expect(bare.status).toBe(422);
    const html = await bare.text();
    expect(html).toContain(listingEditorEs.status.closeErrors.price);
    expect(html).toContain(listingEditorEs.status.closeErrors.date);
    const unconfirmed = await post(editor("en", key), { intent: "status", to: "Withdrawn" });
    expect(unconfirmed.status).toBe(200);
    expect(await unconfirmed.text()).toContain(listingEditorEn.status.confirm.public.Withdrawn);
    expect((await fetch(`${lead.url}${property("en", key)}`)).status).toBe(200);
    // An undo of nothing, or of a change that isn't the newest, is a conflict, not a server error.
    expect((await post(editor("en", key), { intent: "revert", change: "1" })).status).toBe(409);
    expect((await post(editor("en", key), { intent: "revert", change: "x" })).status).toBe(400);
  });
});
