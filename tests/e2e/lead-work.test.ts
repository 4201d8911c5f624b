import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEs } from "../../app/i18n/agent.es";
import { leadWorkEn } from "../../app/i18n/lead-work.en";
import { leadWorkEs } from "../../app/i18n/lead-work.es";
import { leadTasksEs } from "../../app/i18n/lead-tasks.es";
import { demoSite } from "../../app/lib/site";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { contactBody, daysAhead, filledInToken, firstListing, postForm, sendLeadForm, type ServerWithMail, startLeadServerWithAgent, testAddress, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { localDoubles } from "../support/local-doubles";
import { startPushService, type PushService } from "../support/push-service";

const AGENT = "lead-work@example.com";
const smallPhone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
let lead: ServerWithMail;
let agentCookie: string;
let push: PushService;
const browser = browserForFile({ images: false });

beforeAll(async () => {
  push = await startPushService();
  // The push service is the test's double on this machine: the allow lists let it through (ADR 0011).
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT, localDoubles));
});

afterAll(async () => {
  await lead?.stop();
  await push?.close();
});

async function agentContext(options: Parameters<typeof newContext>[2] = {}): Promise<BrowserContext> {
  const context = await newContext(browser(), lead.url, options);
  const [name = "", value = ""] = agentCookie.split("=");
  await context.addCookies([{ name, value, url: lead.url }]);
  return context;
}

/** A showing request sent from a listing's page, as a visitor's browser sends it. */
async function sendShowing(name: string, email: string, lang: "en" | "es"): Promise<{ path: string }> {
  const listing = await firstListing(lead.url);
  const fields = { name, email, phone: "956 555 0142", lang, consent: "on", date1: daysAhead(3), time1: "morning", mode: "in-person", message: "" };
  expect((await sendLeadForm(lead, listing.path, "showing", fields)).status).toBe(303);
  return listing;
}

async function openLead(page: Page, area: string, name: string): Promise<void> {
  await page.goto(area);
  await page.getByRole("link", { name: new RegExp(name) }).first().click();
  await page.getByTestId("lead-detail").waitFor();
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("answering a lead", () => {
  it("on a 360 px phone without JavaScript, in Spanish: due today, a template chosen and edited, mailed with Reply-To the agent, on the timeline, the suggested call done", async () => {
    const name = uniqueName("Rosa González");
    const email = `rosa-${Date.now()}@example.com`;
    await sendShowing(name, email, "es");
    const context = await agentContext({ ...smallPhone, javaScriptEnabled: false });
    const page = await context.newPage();
    // A showing request is suggested for the same day: the Due view lists it.
    await page.goto("/es/agente?view=due");
    expect(await page.getByTestId("lead-list").textContent()).toContain(name);
    expect(await page.getByTestId("lead-list").textContent()).toContain(leadWorkEs.followUp.today);
    await openLead(page, "/es/agente?view=due", name);
    expect(await page.getByLabel(leadWorkEs.reply.subject).inputValue()).toMatch(/^Horarios para ver /);

    await page.getByRole("button", { name: leadWorkEs.templateNames.listings }).click();
    await page.getByTestId("reply-form").waitFor();
    expect(await page.getByLabel(leadWorkEs.reply.subject).inputValue()).toMatch(/ y casas similares$/);
    const body = page.getByRole("textbox", { name: leadWorkEs.reply.body, exact: true });
    expect(await body.inputValue()).toContain(`Hola, ${name}:`);
    await body.fill(`${await body.inputValue()}\n\nPuedo el sábado a las 10.`);
    await page.getByTestId("send-reply").click();
    await page.waitForURL(/#timeline$/);
    await expect.poll(() => page.getByTestId("lead-timeline").textContent()).toMatch(/Respuesta enviada: .+ y casas similares/);
    const mail = await lead.smtp.waitFor((message) => message.to.includes(email) && message.raw.includes("Puedo el s"));
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${demoSite.email}`, "m"));
    expect(mail.raw).toMatch(/^Subject: .*casas similares/m);

    // The call the form suggested for today is a task: done in one tap, the lead leaves the Due view.
    await page.getByRole("button", { name: leadTasksEs.panel.doneName.replace("{task}", leadTasksEs.kinds.call) }).click();
    await page.getByTestId("no-tasks").waitFor();
    expect(await page.getByTestId("lead-timeline").textContent()).toContain(leadTasksEs.timeline.done.replace("{task}", leadTasksEs.kinds.call));
    await page.goto("/es/agente?view=due");
    expect(await page.content()).not.toContain(name);
    await context.close();
  });

  it("on a phone with JavaScript, in Spanish: the agent's own template is what a Spanish lead's reply starts from", async () => {
    const context = await agentContext(smallPhone);
    const page = await context.newPage();
    await page.goto("/es/agente/ajustes");
    await hydrated(page);
    // The last section, scrolled into the phone's row of sections.
    const here = page.getByRole("navigation", { name: agentEs.nav.label }).locator('[aria-current="page"]');
    await expect
      .poll(async () => {
        const box = await here.boundingBox();
        return box ? box.x >= 0 && box.x + box.width <= 360 : false;
      })
      .toBe(true);
    const form = page.getByTestId("template-thanks-es");
    await form.getByLabel(leadWorkEs.reply.subject).fill("Gracias por escribir, {name}");
    await form.getByRole("button", { name: leadWorkEs.templatesPage.save }).click();
    await page.getByTestId("template-thanks-es").getByText(leadWorkEs.templatesPage.edited).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const name = uniqueName("Lupita Reyes");
    const token = filledInToken(lead.dataDir);
    expect((await postForm(lead.url, "/es/contacto", contactBody(token, name, { lang: "es", email: "lupita@example.com" }), testAddress())).status).toBe(303);
    await openLead(page, "/es/agente", name);
    expect(await page.getByLabel(leadWorkEs.reply.subject).inputValue()).toBe(`Gracias por escribir, ${name}`);
    // The area's seven sections stay one row on a phone, scrolled sideways, not four rows above the lead.
    const sections = page.getByRole("navigation", { name: agentEs.nav.label }).locator("ul");
    expect((await sections.boundingBox())?.height).toBeLessThan(60);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("alerts on the agent's phone", () => {
  it("on a desktop in English: notify on this device, a test and a new lead arrive encrypted, a held lead sends none, the worker shows a push, the device is removed", async () => {
    const subscription = push.subscribe();
    const context = await agentContext({ ...desktop, permissions: ["notifications"] });
    // The browser's push service is the test's: headless Chromium has none to reach from here.
    await context.addInitScript((sub) => {
      const make = () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          localStorage.removeItem("test-push");
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem("test-push", "1");
        return make() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem("test-push") ? make() : null) as unknown as PushSubscription | null;
      };
    }, subscription);
    const page = await context.newPage();
    await page.goto("/en/agent/settings");
    await hydrated(page);
    await page.getByTestId("push-enable").click();
    await page.getByTestId("push-enabled").waitFor();
    expect(await page.getByTestId("push-devices").textContent()).toContain(`Chrome · Linux (${leadWorkEn.push.thisDevice})`);

    await page.getByTestId("push-test").click();
    const [test] = (await push.waitFor(1)).filter((received) => received.endpoint === subscription.endpoint);
    expect(JSON.parse(test?.payload ?? "{}")).toMatchObject({ title: leadWorkEn.push.testTitle, url: "/en/agent" });

    const name = `Rosa ${uniqueName("Garza")}`;
    const listing = await sendShowing(name, "garza@example.com", "en");
    const pushes = await push.waitFor(2);
    const alert = JSON.parse(pushes[1]?.payload ?? "{}") as { title: string; body: string; url: string };
    expect(alert.title).toBe("Showing request — Rosa G.");
    expect(alert.url).toMatch(/^\/en\/agent\/leads\/[0-9a-f-]{36}$/);
    expect(alert.body.length).toBeGreaterThan(3);
    expect(listing.path).toContain("/property/");

    // Caught by the spam checks: held, and nobody is alerted.
    const token = filledInToken(lead.dataDir);
    await postForm(lead.url, "/en/contact", contactBody(token, uniqueName("Spam"), { website: "https://spam.example" }), testAddress());
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(push.received).toHaveLength(2);

    // The service worker itself, given a push by the browser's DevTools protocol as a push service would.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const found = registrations.find((candidate) => candidate.scopeURL.endsWith("/agent/") && !candidate.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registration;
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/agent/"))?.active?.state)).toBe("activated");
    // Delivered again until it shows, as a push service retries: a busy machine may still be starting the worker. One tag, one notification.
    await expect
      .poll(
        async () => {
          await cdp.send("ServiceWorker.deliverPushMessage", {
            origin: new URL(lead.url).origin,
            registrationId,
            data: JSON.stringify({ title: "Showing request — Ana P.", body: "900 Ebony Ave, McAllen", url: alert.url, tag: "lead-cdp" }),
          });
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          return page.evaluate(async () => {
            const worker = await navigator.serviceWorker.getRegistration("/agent/");
            return (await worker?.getNotifications())?.map((notification) => ({ title: notification.title, body: notification.body, data: notification.data as unknown })) ?? [];
          });
        },
        { timeout: 30_000 },
      )
      .toContainEqual({ title: "Showing request — Ana P.", body: "900 Ebony Ave, McAllen", data: { url: alert.url } });

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Remove / }).click();
    await page.getByText(leadWorkEn.push.noDevices).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("test-push"))).toBeNull();
    await context.close();
  });

  it("on a phone in Spanish: a prompt closed without an answer, a subscription the server can't use, then one to an address it never reaches, each says so and lets the agent try again", async () => {
    const context = await agentContext(phone);
    const keys = push.subscribe().keys;
    await context.addInitScript((keys) => {
      let asked = 0;
      let subscribed = 0;
      // The first prompt is closed without an answer; then the browser hands over a key the server can't use, then a cloud metadata address.
      Notification.requestPermission = async () => (++asked === 1 ? "default" : "granted");
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async function () {
        const sub =
          ++subscribed === 1
            ? { endpoint: "https://push.example/device/1", keys: { p256dh: "c2hvcnQ", auth: "c2hvcnQ" } }
            : { endpoint: "http://169.254.169.254/latest/meta-data/iam/security-credentials/", keys };
        return { endpoint: sub.endpoint, toJSON: () => sub } as unknown as PushSubscription;
      };
    }, keys);
    const page = await context.newPage();
    await page.goto("/es/agente/ajustes");
    await hydrated(page);
    await page.getByTestId("push-enable").click();
    await expect.poll(() => page.getByTestId("push-message").textContent()).toBe(leadWorkEs.push.dismissed);
    expect(await page.getByTestId("push-enable").isEnabled()).toBe(true);
    await page.getByTestId("push-enable").click();
    await expect.poll(() => page.getByTestId("push-message").textContent()).toBe(leadWorkEs.push.refused);
    expect(await page.getByTestId("push-enable").isEnabled()).toBe(true);
    await page.getByTestId("push-enable").click();
    await expect.poll(() => page.getByTestId("push-message").textContent()).toBe(leadWorkEs.push.refusedService);
    expect(await page.getByTestId("push-enable").isEnabled()).toBe(true);
    expect(await page.getByText(leadWorkEs.push.noDevices).count()).toBe(1);
    // The server's log says why, naming the host and never the path.
    const refusals = lead.server.output().split("\n").filter((line) => line.includes('"outgoing request refused"'));
    expect(refusals.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ what: "push subscription", reason: "link-local", host: "169.254.169.254" })]);
    expect(lead.server.output()).not.toContain("security-credentials");
    await context.close();
  });
});
