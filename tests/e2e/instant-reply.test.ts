import { beforeAll, describe, expect, it } from "vitest";
import { instantReplyEn } from "../../app/i18n/instant-reply.en";
import { instantReplyEs } from "../../app/i18n/instant-reply.es";
import { fmt } from "../../app/i18n";
import { textEditingEs } from "../../app/i18n/text-editing.es";
import { demoSite } from "../../app/lib/site";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import {
  daysAhead,
  FILL_TIME_MS,
  mailWithin,
  sendLeadForm,
  signedInContext,
  agentServerForFile,
  testAddress,
  toAgent,
  toVisitor,
  uniqueName,
  type ServerWithMail,
} from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { linkIn, type ReceivedMail } from "../support/smtp";

const started = agentServerForFile("instant-reply@example.com");
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });

beforeAll(() => {
  ({ lead, agentCookie } = started());
});

/** The instant reply to this address, told from the site's confirmation by its promise of a call or a message. */
const instantTo = (email: string) => (mail: ReceivedMail) => mail.to.includes(email) && /Te (llamo|escribo) |I'll (call|write to) you /.test(mail.raw);
const addressOf = (name: string) => `${name.replace(/\W+/g, "-").toLowerCase()}@example.com`;

/** A showing asked for from the Spanish private-showings page, about no listing of the site. */
async function postShowing(name: string, overrides: Record<string, string> = {}): Promise<void> {
  const fields = { name, email: addressOf(name), phone: "", lang: "es", consent: "on", listingKey: "", property: "", date1: daysAhead(3), time1: "morning", mode: "in-person", message: "", ...overrides };
  expect((await sendLeadForm(lead, "/es/visitas-privadas", "showing", fields)).status).toBe(303);
}

describe("the instant reply", () => {
  it("a Spanish showing request on a 390 px phone: her first answer is in the mail within a minute, in Spanish, signed with her name, and on the lead's timeline", async () => {
    const context = await newContext(browser(), lead.url, { ...phone, extraHTTPHeaders: { "X-Forwarded-For": testAddress() } });
    const page = await context.newPage();
    await page.goto("/es/visitas-privadas");
    await hydrated(page);
    const name = uniqueName("Rosa Instante");
    const email = addressOf(name);
    await page.fill("#showing-name", name);
    await page.fill("#showing-email", email);
    await page.fill("#showing-phone", "956-555-0142");
    await page.selectOption("#showing-lang", "es");
    await page.fill("#showing-date1", daysAhead(4));
    await page.selectOption("#showing-time1", "afternoon");
    await page.check("#showing-consent");
    await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
    const sentAt = Date.now();
    await page.getByTestId("lead-form-showing").getByTestId("lead-submit").click();
    await page.getByTestId("lead-sent-showing").waitFor({ timeout: 15_000 });
    await context.close();

    const mail = await lead.smtp.waitFor(instantTo(email), 60_000);
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    expect(mail.raw).toContain(`Hola, ${name}:`);
    expect(mail.raw).toContain(`Soy ${demoSite.agentName}. Gracias por tu solicitud para ver la casa, ya me llegó.`);
    expect(mail.raw).toMatch(new RegExp(`Te llamo (${Object.values(instantReplyEs.callback.when).join("|")})\\.`));
    expect(mail.raw).toContain(`${demoSite.agentName}<br>${demoSite.brokerage}<br>Corredor: ${demoSite.brokerName}`);
    expect(mail.raw).not.toMatch(/Thank you|\{/);

    // On her lead's page: the instant reply on the timeline, the lead still New, waiting for her own answer.
    const notice = await lead.smtp.waitFor(toAgent(name));
    const agent = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const leadPage = await agent.newPage();
    await leadPage.goto(new URL(linkIn(notice, "/leads/") ?? lead.url).pathname);
    const timeline = leadPage.getByTestId("lead-timeline");
    const subject = fmt(instantReplyEn.timeline, { subject: "Gracias por tu solicitud para ver la casa" });
    expect(await timeline.locator('[data-kind="instantReply"]').textContent()).toContain(subject);
    expect(await seriousViolations(leadPage)).toEqual([]);
    // Her settings in Spanish, where she finds it: the forms it goes for and its message.
    await leadPage.goto("/es/agente/ajustes#instant-reply-settings");
    await hydrated(leadPage);
    expect(await leadPage.getByRole("checkbox", { name: instantReplyEs.forms.showing }).isChecked()).toBe(true);
    expect(await leadPage.getByTestId("instant-template-es").textContent()).toContain(textEditingEs.placeholders.request);
    // The English message on the Spanish page is marked English, its labels and buttons are not (ADR 0126).
    const english = leadPage.getByTestId("instant-template-en");
    expect(await english.getAttribute("lang")).toBeNull();
    expect(await english.getByRole("textbox").evaluateAll((boxes) => boxes.map((box) => box.getAttribute("lang")))).toEqual(["en", "en"]);
    expect(await english.locator("label").evaluateAll((labels) => labels.map((label) => label.closest("[lang]")?.getAttribute("lang")))).toEqual(["es", "es"]);
    expect(await seriousViolations(leadPage)).toEqual([]);
    await agent.close();
  });

  it("a contact message (off by default) gets the site's confirmation and no instant reply; a held one gets nothing", async () => {
    const name = uniqueName("Beto Contacto");
    const fields = { name, email: addressOf(name), phone: "", lang: "es", consent: "on", topic: "buy", message: "Buscamos casa en Pharr." };
    expect((await sendLeadForm(lead, "/es/contacto", "contact", fields)).status).toBe(303);
    await lead.smtp.waitFor(toVisitor(addressOf(name)));

    const caught = uniqueName("Robot Visita");
    await postShowing(caught, { website: "https://spam.example" });
    expect(await mailWithin(lead.smtp, instantTo(addressOf(name)), 2_000)).toEqual([]);
    expect(await mailWithin(lead.smtp, toVisitor(addressOf(caught)), 1_000)).toEqual([]);
  });

  it("she turns it off for showings in her settings, without JavaScript, and the next showing request gets none", async () => {
    const context = await signedInContext(browser(), lead.url, agentCookie, { ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/agent/settings");
    const showings = page.getByRole("checkbox", { name: instantReplyEn.forms.showing });
    expect(await showings.isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: instantReplyEn.forms.contact }).isChecked()).toBe(false);
    await showings.uncheck();
    await page.getByTestId("save-instant-forms").click();
    await page.waitForURL(/#instant-reply-settings$/);
    expect(await page.getByRole("checkbox", { name: instantReplyEn.forms.showing }).isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: instantReplyEn.forms.question }).isChecked()).toBe(true);
    await context.close();

    const name = uniqueName("Lupe Apagada");
    await postShowing(name);
    await lead.smtp.waitFor(toVisitor(addressOf(name)));
    expect(await mailWithin(lead.smtp, instantTo(addressOf(name)), 2_000)).toEqual([]);
  });
});
