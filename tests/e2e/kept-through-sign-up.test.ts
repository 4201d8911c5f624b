import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEn } from "../../app/i18n/account.en";
import { accountEs } from "../../app/i18n/account.es";
import { pages } from "../../app/lib/routes";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { seriousViolations } from "../support/page-quality";
import { startServerWithMail, type ServerWithMail } from "../support/leads";
import { linkIn } from "../support/smtp";
import { goodPassword, nextIp, uniqueEmail } from "./accounts-helpers";

/**
 * A favorite or a saved search asked for before the visitor had an account is on the account once
 * it is created and confirmed (issue 54, item 10; ADR 0424): in the same browser by the script's
 * dialog, and without JavaScript, with the confirmation link opened in another browser altogether.
 * Then the signed-in visitor's lead forms start from their details.
 */
let server: ServerWithMail;
const browser = browserForFile({ images: false });
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServerWithMail({ SEED_COUNT: "60" });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await server?.stop();
});

async function context(device: typeof phone | typeof desktop, js = true): Promise<BrowserContext> {
  const made = await newContext(browser(), server.url, { ...device, javaScriptEnabled: js, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
  contexts.push(made);
  return made;
}

const dialog = (page: Page) => page.getByTestId("sign-in-dialog");

async function confirmationLink(email: string): Promise<string> {
  const mail = await server.smtp.waitFor((received) => received.to.includes(email));
  const link = linkIn(mail, "/api/auth/verify-email");
  if (!link) throw new Error("no confirmation link");
  return link;
}

describe("kept through sign-up and confirmation", () => {
  it("a favorite tapped signed out, on a phone in Spanish with JavaScript, the link opened in another tab", async () => {
    const visitor = await context(phone);
    const page = await visitor.newPage();
    await page.goto("/es/buscar");
    await hydrated(page);
    const card = page.locator("article[data-listing-key]").first();
    const key = await card.getAttribute("data-listing-key");
    await card.getByTestId("favorite").click();
    const notice = page.locator("[data-sonner-toast]", { hasText: accountEs.favorites.signInFirst });
    await notice.waitFor();
    expect(await card.getByTestId("favorite").getAttribute("data-favorited")).toBe("false");
    await notice.getByRole("button", { name: accountEs.favorites.signIn }).click();
    await dialog(page).getByTestId("auth-toggle").click();
    const email = uniqueEmail("favorita");
    await dialog(page).getByTestId("auth-email").fill(email);
    await dialog(page).getByTestId("auth-password").fill(goodPassword);
    await dialog(page).getByTestId("auth-submit").click();
    await dialog(page).waitFor({ state: "detached" });

    const tab = await visitor.newPage();
    await tab.goto(await confirmationLink(email));
    await tab.waitForURL(`${server.url}/es/buscar`);
    await tab.goto(pages.wishlist.es);
    await tab.locator(`[data-testid="wishlist"] article[data-listing-key="${key}"]`).waitFor();

    // Signed in: the lead forms start from the account's e-mail, the name and phone from the last request sent.
    await tab.goto(pages.contact.es);
    await hydrated(tab);
    expect(await tab.locator("#contact-email").inputValue()).toBe(email);
    expect(await tab.locator("#contact-name").inputValue()).toBe("");
    await tab.fill("#contact-name", "Rosa Garza");
    await tab.fill("#contact-phone", "956 555 0142");
    await tab.fill("#contact-message", "Buscamos casa en Pharr.");
    await tab.check("#contact-consent");
    await tab.getByTestId("lead-submit").click();
    await tab.getByTestId("lead-sent-contact").waitFor({ timeout: 15_000 });
    await tab.goto(`/es/propiedad/${key}`);
    await tab.waitForLoadState();
    expect(await tab.locator("#showing-name").inputValue()).toBe("Rosa Garza");
    expect(await tab.locator("#showing-email").inputValue()).toBe(email);
    expect(await tab.locator("#showing-phone").inputValue()).toBe("(956) 555-0142");
    expect(await tab.locator("#question-phone").inputValue()).toBe("(956) 555-0142");
  });

  it("a search saved signed out, on a desktop in English without JavaScript, the link opened in another browser", async () => {
    const visitor = await context(desktop, false);
    const page = await visitor.newPage();
    await page.goto("/en/search?city=mcallen");
    await page.getByTestId("save-search").getByRole("button", { name: accountEn.savedSearch.save }).click();
    await page.waitForURL(/\/en\/account\?redirectTo=/);
    await page.getByRole("link", { name: /Create account/ }).click();
    const email = uniqueEmail("search");
    await page.getByTestId("auth-email").fill(email);
    await page.getByTestId("auth-password").fill(goodPassword);
    await page.getByTestId("auth-form").locator('button[type="submit"]').click();
    await page.waitForURL(/\/en\/search\?city=mcallen$/);

    const elsewhere = await context(desktop);
    const other = await elsewhere.newPage();
    await other.goto(await confirmationLink(email));
    await other.waitForURL(/\/en\/search\?city=mcallen$/);
    await other.goto("/en/account");
    const saved = other.getByTestId("saved-searches").getByTestId("saved-search");
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain("McAllen");
    expect(await seriousViolations(other)).toEqual([]);

    // Signed in: the English lead forms start from the account's e-mail as well.
    await other.goto(pages["private-showings"].en);
    expect(await other.locator("#showing-email").inputValue()).toBe(email);
  });
});
