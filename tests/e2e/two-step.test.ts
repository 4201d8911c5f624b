import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEn } from "../../app/i18n/auth.en";
import { authEs } from "../../app/i18n/auth.es";
import { securityEn } from "../../app/i18n/security.en";
import { securityEs } from "../../app/i18n/security.es";
import { CODE_REQUIRED } from "../../app/lib/accounts";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { createAgent, startServerWithMail, unusedTotpCode, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

// Issue 41: two-step sign-in, required for the agent (ADR 0305).
const AGENT = "two-step-agent@example.com";
const PASSWORD = "valley-agent-password-2031";
const browser = browserForFile({ images: false });
const contexts: BrowserContext[] = [];
let lead: ServerWithMail;
/** The authenticator the agent sets up in the first test, as its otpauth URI; and its recovery codes. */
let uri = "";
let recoveryCodes: string[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-two-step-"));
  const token = await createAgent(dataDir, AGENT);
  lead = await startServerWithMail({}, dataDir);
  const reset = await fetch(`${lead.url}/api/auth/reset-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: lead.url },
    body: JSON.stringify({ token, newPassword: PASSWORD }),
  });
  expect(reset.status).toBe(200);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await lead?.stop();
});

const dialog = (page: Page) => page.getByTestId("sign-in-dialog");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function context(options: Parameters<typeof newContext>[2]): Promise<BrowserContext> {
  const made = await newContext(browser(), lead.url, options);
  contexts.push(made);
  return made;
}

/** Signs in with the password on the account page (no script needed), up to the second step if there is one. */
async function passwordOnPage(page: Page, accountPath: string) {
  await page.goto(accountPath);
  await page.fill("#page-email", AGENT);
  await page.fill("#page-password", PASSWORD);
  await page.getByTestId("auth-form").locator('button[type="submit"]').click();
  // Signed in, or at the second step: whichever the account asks for (with script the page doesn't reload).
  await page.locator('[data-testid="second-step-form"], header [data-testid="account-control"]').first().waitFor();
}

describe("two-step sign-in", () => {
  it("sends an agent without it to set it up: QR code and key, a first code, recovery codes shown once; then the agent area opens (desktop, English, without JavaScript)", async () => {
    // Without script every step is a page of its own: the one that confirms the code renders with the session it replaced.
    const page = await (await context({ ...desktop, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.10" } })).newPage();
    await passwordOnPage(page, "/en/account");
    await page.goto("/en/agent");
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/en/account?setup=two-step");
    expect(await page.getByTestId("security-required").textContent()).toBe(securityEn.agentRequired);
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEn.off);

    await page.fill("#enable-password", PASSWORD);
    await page.getByTestId("authenticator-start").locator('button[type="submit"]').click();
    await page.getByTestId("authenticator-qr").waitFor();
    const key = (await page.getByTestId("authenticator-key").textContent()) ?? "";
    uri = `otpauth://totp/test?secret=${key.replace(/\s/g, "")}`;
    // A code is good for about a minute: on a machine busy enough to take longer, a person would type the next one.
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.fill("#setup-code", await unusedTotpCode(uri));
      await page.getByTestId("authenticator-confirm").click();
      await page.locator('[data-testid="recovery-codes"], [data-testid="security-error"]').first().waitFor();
      if ((await page.getByTestId("recovery-codes").count()) > 0) break;
    }
    await page.getByTestId("recovery-codes").waitFor();
    recoveryCodes = (await page.getByTestId("recovery-code-list").locator("li").allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await page.getByTestId("recovery-codes").textContent()).toContain(securityEn.app.turnedOn);
    expect(await page.getByTestId("recovery-codes-download").getAttribute("download")).toBe(securityEn.codes.fileName);
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEn.on);
    // Shown once: the page that showed them cleared their cookie, and the server keeps only digests.
    await page.reload();
    expect(await page.getByTestId("recovery-codes").count()).toBe(0);
    expect(await page.getByTestId("authenticator-status").textContent()).toContain("10 recovery codes left");

    expect((await page.goto("/en/agent"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/en/agent");
    await lead.smtp.waitFor((mail) => mail.to.includes(AGENT) && mail.raw.includes("Two-step sign-in was turned on"));
  });

  it("asks for the 6-digit code after the password, without JavaScript, and a trusted device skips it next time; new recovery codes, turning it off and confirming before a passkey change ask for a code (phone, Spanish)", async () => {
    const made = await context({ ...phone, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.11" } });
    const page = await made.newPage();
    await passwordOnPage(page, "/es/cuenta");
    const form = page.getByTestId("second-step-form");
    expect(await form.locator("h2").textContent()).toBe(authEs.dialog.twoStepTitle);
    expect(await page.getByTestId("second-step-description").textContent()).toBe(authEs.dialog.twoStepDescription);
    expect(await page.getByTestId("account-control").count()).toBe(0);

    await page.fill("#page-code", "000000");
    await form.getByTestId("second-step-submit").click();
    await page.waitForLoadState();
    expect(await page.getByTestId("auth-error").textContent()).toBe(authEs.errors.invalidCode);

    await page.fill("#page-code", await unusedTotpCode(uri));
    await page.getByText(authEs.dialog.trustDevice).click();
    await page.getByTestId("second-step-submit").click();
    await page.waitForLoadState();
    expect(await page.getByTestId("account-control").count()).toBe(1);

    await page.getByTestId("sign-out").first().click();
    await page.waitForLoadState();
    await passwordOnPage(page, "/es/cuenta");
    expect(await page.getByTestId("second-step-form").count()).toBe(0);
    expect(await page.getByTestId("account-control").count()).toBe(1);

    // New recovery codes take the password and a current code (here the last recovery code): they replace the old ones.
    await page.goto("/es/cuenta#security");
    await page.fill("#codes-password", PASSWORD);
    await page.fill("#codes-code", recoveryCodes[9] ?? "");
    await page.getByTestId("recovery-codes-new").locator('button[type="submit"]').click();
    await page.getByTestId("recovery-codes").waitFor();
    const replaced = recoveryCodes;
    recoveryCodes = (await page.getByTestId("recovery-code-list").locator("li").allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.some((code) => replaced.includes(code))).toBe(false);

    // Turning the authenticator off takes a current code, not a password: the form has no password field, and says so in Spanish.
    const off = page.getByTestId("authenticator-off");
    expect(await off.locator('input[type="password"]').count()).toBe(0);
    await off.locator('button[type="submit"]').click();
    await page.waitForLoadState();
    expect(await page.getByTestId("authenticator-off").getByTestId("field-error").textContent()).toBe(securityEs.app.codeErrors.missing);
    expect(await page.locator("#off-code").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEs.on);

    // With two-step sign-in on, a passkey is added only once a factor is shown in this session (ADR 0306): here a recovery code, without script.
    const confirm = page.getByTestId("passkey-confirm");
    expect(await confirm.textContent()).toContain(securityEs.passkeys.confirm.hint);
    await page.fill("#prove-code", recoveryCodes[9] ?? "");
    await confirm.getByTestId("passkey-confirm-code").click();
    await page.waitForLoadState();
    expect(await page.getByTestId("passkey-confirmed").textContent()).toBe(securityEs.passkeys.confirm.done);
    expect(await page.getByTestId("passkey-confirm").count()).toBe(0);
  });

  it("turns the dialog to the second step, takes a recovery code instead, and another tab's header follows (desktop, Spanish)", async () => {
    const made = await context({ ...desktop, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.12" } });
    const [page, other] = [await made.newPage(), await made.newPage()];
    await other.goto("/es");
    await hydrated(other);
    await page.goto("/es/buscar");
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    await dialog(page).getByLabel(/Correo/).fill(AGENT);
    await dialog(page).getByLabel(/Contraseña/).fill(PASSWORD);
    await dialog(page).getByTestId("auth-submit").click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe(authEs.dialog.twoStepTitle);
    expect(await dialog(page).getByTestId("second-step-description").textContent()).toBe(authEs.dialog.twoStepDescription);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog(page).getByTestId("second-step-switch").click();
    expect(await dialog(page).getByTestId("second-step-description").textContent()).toBe(authEs.dialog.recoveryDescription);
    await dialog(page).getByTestId("second-step-code").fill(recoveryCodes[0] ?? "");
    await dialog(page).getByTestId("second-step-submit").click();
    await toast(page, authEs.toasts.signedIn).waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.locator("header").getByTestId("account-control").waitFor();
    // The other tab hears MFA_CHALLENGE_VERIFIED and reloads its session: its header shows the account without a reload.
    await other.locator("header").getByTestId("account-control").waitFor();
  });

  it("says so in the dialog when a code is wrong, and signs in with the right one (phone, English)", async () => {
    const page = await (await context({ ...phone, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.15" } })).newPage();
    await page.goto("/en/search");
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    await dialog(page).getByLabel(/Email/).fill(AGENT);
    await dialog(page).getByLabel(/Password/).fill(PASSWORD);
    await dialog(page).getByTestId("auth-submit").click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe(authEn.dialog.twoStepTitle);
    expect(await dialog(page).getByTestId("second-step-description").textContent()).toBe(authEn.dialog.twoStepDescription);
    expect(await dialog(page).getByText(authEn.dialog.trustDevice).isVisible()).toBe(true);
    await dialog(page).getByTestId("second-step-code").fill("123456");
    await dialog(page).getByTestId("second-step-submit").click();
    await toast(page, authEn.errors.invalidCode).waitFor();
    await dialog(page).getByTestId("second-step-code").fill(await unusedTotpCode(uri));
    await dialog(page).getByTestId("second-step-submit").click();
    await toast(page, authEn.toasts.signedIn).waitFor();
    await page.locator("header").getByTestId("account-control").waitFor();
  });

  it("refuses a used recovery code in English; turning the authenticator off refuses the password and a wrong code, and takes a recovery code (phone)", async () => {
    const made = await context({ ...phone, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.13" } });
    const page = await made.newPage();
    await passwordOnPage(page, "/en/account");
    await hydrated(page);
    await page.getByTestId("second-step-switch").click();
    await page.waitForURL(/use=recovery/);
    await page.getByTestId("second-step-code").fill(recoveryCodes[0] ?? "");
    await page.getByTestId("second-step-submit").click();
    await expect.poll(() => page.getByTestId("auth-error").textContent()).toBe(authEn.errors.invalidRecoveryCode);
    await page.getByTestId("second-step-code").fill(recoveryCodes[1] ?? "");
    await page.getByTestId("second-step-submit").click();
    await page.locator("header").getByTestId("account-control").waitFor();

    // The plugin's own way, the password alone, is closed.
    const cookie = (await made.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const byPassword = await fetch(`${lead.url}/api/auth/two-factor/disable`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: lead.url, Cookie: cookie, "X-Forwarded-For": "198.51.100.13" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(byPassword.status).toBe(403);

    await page.goto("/en/account#security");
    await hydrated(page);
    expect(await page.getByTestId("authenticator-status").textContent()).toContain("7 recovery codes left");
    const off = page.getByTestId("authenticator-off");
    await page.fill("#off-code", "000000");
    await off.locator('button[type="submit"]').click();
    await expect.poll(() => off.getByTestId("field-error").textContent()).toBe(securityEn.app.codeErrors.wrong);
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEn.on);
    await page.fill("#off-code", recoveryCodes[2] ?? "");
    await off.locator('button[type="submit"]').click();
    await toast(page, authEn.toasts.twoStepOff).waitFor();
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEn.off);
    await lead.smtp.waitFor((mail) => mail.to.includes(AGENT) && mail.raw.includes("Two-step sign-in was turned off"));
    await page.goto("/en/agent");
    expect(new URL(page.url()).pathname).toBe("/en/account");
  });

  it("adds a passkey with the device's own check, signs in with it alone, and the agent area opens; removed once an assertion in the session confirms it (by keyboard), it is gone (desktop, English)", async () => {
    const made = await context({ ...desktop, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.14" } });
    const page = await made.newPage();
    // Chromium's virtual authenticator: a platform one with a resident key, whose user verification succeeds.
    const cdp = await made.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await passwordOnPage(page, "/en/account");
    await page.goto("/en/account#security");
    await hydrated(page);
    await page.locator("#passkey-new-name").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.fill("#passkey-new-name", "Work laptop");
    await page.getByTestId("passkey-add").click();
    await toast(page, authEn.toasts.passkeyAdded).waitFor();
    expect(await page.getByTestId("passkey-name").allTextContents()).toEqual(["Work laptop"]);
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEn.on);
    await lead.smtp.waitFor((mail) => mail.to.includes(AGENT) && mail.raw.includes("Work laptop"));

    await page.getByTestId("sign-out").first().click();
    await page.locator("header").getByTestId("sign-in").waitFor();
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.map((credential) => credential.isResidentCredential)).toEqual([true]);
    await dialog(page).getByTestId("passkey-sign-in").click();
    await page.locator("header").getByTestId("account-control").waitFor();
    expect((await page.goto("/en/agent"))?.status()).toBe(200);

    // Removing it (the last factor) takes a passkey assertion made in this session, not the session alone: by keyboard, then focus on what it opened.
    await page.goto("/en/account#security");
    await hydrated(page);
    expect(await page.getByTestId("passkey-remove").count()).toBe(0);
    const cookie = (await made.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const bySession = await fetch(`${lead.url}/api/auth/passkey/delete-passkey`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: lead.url, Cookie: cookie, "X-Forwarded-For": "198.51.100.14" },
      body: JSON.stringify({ id: await page.getByTestId("passkey").locator('input[name="id"]').first().inputValue() }),
    });
    expect(bySession.status).toBe(403);
    expect(((await bySession.json()) as { code?: string }).code).toBe(CODE_REQUIRED);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("passkey-confirm-passkey").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("passkey-confirmed");
    await page.getByTestId("passkey-remove").click();
    await toast(page, authEn.toasts.passkeyRemoved).waitFor();
    expect(await page.getByTestId("passkey").count()).toBe(0);
    expect(await page.getByTestId("security-status").textContent()).toBe(securityEn.off);
  });
});
