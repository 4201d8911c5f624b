import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext } from "../support/browser";
import { startServerWithMail, type ServerWithMail } from "../support/leads";
import { linkIn } from "../support/smtp";
import { createUser, goodPassword, nextIp, uniqueEmail } from "./accounts-helpers";

let server: ServerWithMail;
const browser = browserForFile({ images: false });

beforeAll(async () => {
  server = await startServerWithMail();
});

afterAll(async () => {
  await server?.stop();
});

/** Failed sign-ins one address may make for one account before it is refused for it (ADR 0304). */
const PER_ADDRESS = 5;

const post = (path: string, fields: Record<string, string>, ip: string) =>
  fetch(`${server.url}${path}`, { method: "POST", redirect: "manual", headers: { "X-Forwarded-For": ip }, body: new URLSearchParams(fields) });

const signIn = (email: string, password: string, ip: string) => post("/en/account", { intent: "sign-in", email, password, via: "dialog" }, ip);

const sessionCookie = (response: Response) => response.headers.getSetCookie().find((value) => value.startsWith("rgv.session_token="))?.split(";")[0];

async function failFrom(ip: string, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt++) statuses.push((await signIn(email, `wrong-guess-${attempt}-x`, ip)).status);
  return statuses;
}

describe("failed sign-ins", () => {
  it("from strangers' addresses never stop the owner's correct sign-in", async () => {
    const email = uniqueEmail("owner");
    await createUser(server.url, server.smtp, email);
    const attackers = await Promise.all([nextIp(), nextIp(), nextIp(), nextIp()].map((ip) => failFrom(ip, email, PER_ADDRESS + 1)));
    expect(attackers).toEqual(Array(4).fill([401, 401, 401, 401, 401, 429]));

    const owner = await signIn(email, goodPassword, nextIp());
    expect(owner.status).toBe(200);
    const cookie = sessionCookie(owner);
    expect(cookie).toBeDefined();
    expect((await fetch(`${server.url}/api/favorites`, { headers: { Cookie: cookie ?? "" } })).status).toBe(200);
  });

  it("from one address refuse that address for that account, saying when to retry, while a password reset works", async () => {
    const email = uniqueEmail("typist");
    await createUser(server.url, server.smtp, email);
    const ip = nextIp();
    expect(await failFrom(ip, email, PER_ADDRESS)).toEqual([401, 401, 401, 401, 401]);

    const refused = await signIn(email, goodPassword, ip);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many wrong passwords for this account. Please wait 15 minutes and try again, or reset your password");
    const api = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": ip },
      body: JSON.stringify({ email, password: goodPassword }),
    });
    expect(api.status).toBe(429);
    expect(await api.json()).toMatchObject({ code: "TOO_MANY_FAILED_SIGN_INS" });
    const retryAfter = Number(api.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The address may still sign in to another account.
    const other = uniqueEmail("neighbour");
    await createUser(server.url, server.smtp, other);
    expect((await signIn(other, goodPassword, ip)).status).toBe(200);

    const forgot = await post("/en/account", { intent: "forgot", email }, ip);
    expect(forgot.status).toBe(302);
    const mail = await server.smtp.waitFor((received) => received.to.includes(email) && received.raw.includes("/api/auth/reset-password/"));
    const link = linkIn(mail, "/api/auth/reset-password/");
    expect(link).toBeDefined();
    const landing = await fetch(link ?? "", { redirect: "manual", headers: { "X-Forwarded-For": ip } });
    const token = new URL(landing.headers.get("Location") ?? "", server.url).searchParams.get("token");
    expect(token).toBeTruthy();
    const newPassword = "harbor-cactus-violin-77";
    expect((await post("/en/account", { intent: "reset", token: token ?? "", password: newPassword }, ip)).status).toBe(302);

    // A reset forgets the failures: the owner signs in from the same address at once.
    expect((await signIn(email, newPassword, ip)).status).toBe(200);
  });
});

describe("a refused sign-in in the browser", () => {
  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
  const dialog = (page: Page) => page.getByTestId("sign-in-dialog");

  it.each([
    ["/en", "Sign in", "Too many wrong passwords for this account. Please wait 15 minutes and try again, or reset your password"],
    ["/es", "Ingresar", "Demasiadas contraseñas incorrectas para esta cuenta. Espera 15 minutos y vuelve a intentarlo, o restablece tu contraseña"],
  ])("on %s says why and when to retry", async (path, title, message) => {
    const email = uniqueEmail("refused");
    const ip = nextIp();
    await failFrom(ip, email, PER_ADDRESS);
    const context = await newContext(browser(), server.url, { ...desktop, extraHTTPHeaders: { "X-Forwarded-For": ip } });
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await page.locator("header").getByTestId("sign-in").click();
    await expect.poll(() => dialog(page).getByRole("heading").textContent()).toBe(title);
    await dialog(page).getByLabel(/Email|Correo/).fill(email);
    await dialog(page).getByLabel(/Password|Contraseña/).fill(goodPassword);
    await dialog(page).getByTestId("auth-submit").click();
    await toast(page, message).waitFor();
    expect(await dialog(page).isVisible()).toBe(true);
    await context.close();
  });
});
