import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEs } from "../../app/i18n/account.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { seriousViolations } from "../support/page-quality";
import { startServerWithMail, type ServerWithMail } from "../support/leads";
import { linkIn } from "../support/smtp";
import { goodPassword, nextIp, uniqueEmail } from "./accounts-helpers";

let server: ServerWithMail;
const browser = browserForFile({ images: false });

beforeAll(async () => {
  server = await startServerWithMail({ SEED_COUNT: "120" });
});

afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const dialog = (page: Page) => page.getByTestId("sign-in-dialog");

async function fillDialog(page: Page, email: string, password: string) {
  await dialog(page).getByLabel(/Email|Correo/).fill(email);
  await dialog(page).getByLabel(/Password|Contraseña/).fill(password);
  await dialog(page).getByTestId("auth-submit").click();
}

describe.each([
  ["desktop", desktop],
  ["phone", phone],
] as const)("the account journey on a %s", (_name, device) => {
  it("signs up, confirms by e-mail, favorites a listing, sees it in the wishlist, removes favorites there and on the property page, and signs out, with a second tab following", async () => {
    const context = await newContext(browser(), server.url, { ...device, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
    const page = await context.newPage();
    await page.goto("/en/search");
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe("Sign in");
    expect(await dialog(page).textContent()).toContain("Access your saved searches and favorites");
    await dialog(page).getByTestId("auth-toggle").click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe("Create account");
    expect(await dialog(page).textContent()).toContain("Start saving properties and preferences");
    expect(await dialog(page).locator('input[name="email"]').getAttribute("type")).toBe("email");
    expect(await dialog(page).locator('input[name="password"]').getAttribute("type")).toBe("password");

    const email = uniqueEmail("journey");
    await fillDialog(page, email, goodPassword);
    await toast(page, "Check your inbox to confirm your account").waitFor();
    await dialog(page).waitFor({ state: "detached" });

    const mail = await server.smtp.waitFor((received) => received.to.includes(email));
    expect(mail.raw).toContain("Confirm your e-mail");
    const link = linkIn(mail, "/api/auth/verify-email");
    expect(link).toBeTruthy();

    const second = await context.newPage();
    await second.goto("/en/about");
    await hydrated(second);
    expect(await second.locator("header").getByTestId("sign-in").count()).toBe(1);

    await page.goto(link ?? "");
    await page.waitForURL(`${server.url}/en/search`);
    await hydrated(page);
    await page.locator("header").getByTestId("sign-out").waitFor();
    await toast(page, "Your e-mail is confirmed").waitFor();
    // The other tab hears of the sign-in without a reload.
    await second.locator("header").getByTestId("sign-out").waitFor();

    const card = page.locator("article[data-listing-key]").first();
    const key = await card.getAttribute("data-listing-key");
    await card.getByTestId("favorite").click();
    await toast(page, "Saved to favorites").waitFor();
    await expect.poll(() => card.getByTestId("favorite").getAttribute("aria-pressed")).toBe("true");

    // A favorite whose listing has since left the feed: the wishlist says so, and its heart removes it.
    const goneKey = "GONE000001";
    const added = await page.request.post("/api/favorites", { form: { listingKey: goneKey, intent: "add", via: "script", redirectTo: "/en/wishlist" } });
    expect(added.status()).toBe(200);
    await page.goto("/en/wishlist");
    await hydrated(page);
    await page.locator(`[data-testid="wishlist"] article[data-listing-key="${key}"]`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const goneHeart = page.getByTestId("gone-favorites").getByTestId("favorite");
    expect(await goneHeart.getAttribute("aria-pressed")).toBe("true");
    await goneHeart.click();
    await toast(page, "Removed from favorites").waitFor();
    await expect.poll(() => goneHeart.getAttribute("aria-pressed")).toBe("false");

    // The property page's own heart, full width among the contact actions, takes the favorite back off.
    await page.locator(`[data-testid="wishlist"] article[data-listing-key="${key}"] h3 a`).click();
    await page.waitForURL(/\/en\/property\//);
    const propertyHeart = page.locator(`section[aria-labelledby="contact-actions"]`).getByTestId("favorite");
    await expect.poll(() => propertyHeart.textContent()).toBe("Remove from favorites");
    const removed = page.waitForResponse((response) => response.url().includes("/api/favorites") && response.request().method() === "POST");
    await propertyHeart.click();
    expect((await removed).ok()).toBe(true);
    await expect.poll(() => propertyHeart.textContent()).toBe("Save to favorites");
    await page.goto("/en/wishlist");
    await hydrated(page);
    expect(await page.locator(`article[data-listing-key="${key}"]`).count()).toBe(0);
    await page.goto("/en/account");
    await page.getByTestId("preferences-form").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator("header").getByTestId("sign-out").click();
    await page.locator("header").getByTestId("sign-in").waitFor();
    await second.locator("header").getByTestId("sign-in").waitFor();
    expect(await page.locator('[data-testid="wishlist"]').count()).toBe(0);
    await context.close();
  });
});

describe("an anonymous heart", () => {
  it("asks to sign in, promising to keep the favorite, and its toast opens the dialog", async () => {
    const context = await newContext(browser(), server.url, { ...phone, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
    const page = await context.newPage();
    await page.goto("/es/buscar");
    await hydrated(page);
    await page.locator("article[data-listing-key]").first().getByTestId("favorite").click();
    const notice = toast(page, accountEs.favorites.signInFirst);
    await notice.waitFor();
    await notice.getByRole("button", { name: "Ingresar" }).click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe("Ingresar");
    await context.close();
  });
});

describe("a failed sign-in", () => {
  it.each([
    ["/en", "Sign in", "The e-mail or password is not right"],
    ["/es", "Ingresar", "El correo o la contraseña no son correctos"],
  ])("on %s keeps the dialog open and shows the server's message", async (path, title, message) => {
    const context = await newContext(browser(), server.url, { ...desktop, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe(title);
    await fillDialog(page, uniqueEmail("nobody"), "not-the-password-1");
    await toast(page, message).waitFor();
    expect(await dialog(page).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    await context.close();
  });

  it("is possible without JavaScript on the account page", async () => {
    const context = await newContext(browser(), server.url, { ...desktop, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
    const page = await context.newPage();
    await page.goto("/es/sobre-mi");
    await page.locator("header").getByTestId("sign-in").click();
    await page.waitForURL(/\/es\/cuenta\?redirectTo=/);
    await page.getByTestId("auth-email").fill(uniqueEmail("nojs"));
    await page.getByTestId("auth-password").fill("not-the-password-1");
    await page.getByTestId("auth-form").getByRole("button", { name: "Ingresar" }).click();
    expect(await page.getByTestId("auth-error").textContent()).toBe("El correo o la contraseña no son correctos");
    await context.close();
  });
});

describe("accessibility of accounts", () => {
  // The dialog on both sizes; each page on one size (the journey above checks the wishlist and the account page on both).
  it("axe finds nothing serious in the open dialog, the account page and the wishlist", async () => {
    for (const [device, paths] of [
      [desktop, ["/en/account", "/es/lista-deseos"]],
      [phone, ["/en/account?mode=forgot"]],
    ] as const) {
      const context = await newContext(browser(), server.url, { ...device, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
      const page = await context.newPage();
      await page.goto("/es");
      await hydrated(page);
      await page.locator("header").getByTestId("sign-in").click();
      await dialog(page).waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="sign-in-dialog"]') !== null)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      for (const path of paths) {
        await page.goto(path);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await context.close();
    }
  });
});
