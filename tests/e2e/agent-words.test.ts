import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fmt } from "../../app/i18n";
import { agentEs } from "../../app/i18n/agent.es";
import { leadWorkEn } from "../../app/i18n/lead-work.en";
import { leadWorkEs } from "../../app/i18n/lead-work.es";
import { profileEditorEs } from "../../app/i18n/profile-editor.es";
import { browserForFile, desktop, hydrated, phone } from "../support/browser";
import { agentEmail, daysAhead, sendLeadForm, type ServerWithMail, signedInContext, agentServerForFile, uniqueName } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { linkIn, type ReceivedMail } from "../support/smtp";

const started = agentServerForFile("agent-words@example.com");
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });

beforeAll(() => {
  ({ lead, agentCookie } = started());
});

const agentContext = (options: Parameters<typeof signedInContext>[3]): Promise<BrowserContext> => signedInContext(browser(), lead.url, agentCookie, options);

/** A showing asked for from the private-showings page: about no listing of the site. */
async function sendShowing(name: string, email: string): Promise<void> {
  const fields = { name, email, phone: "", lang: "es", consent: "on", listingKey: "", property: "", date1: daysAhead(3), time1: "morning", mode: "in-person", message: "" };
  expect((await sendLeadForm(lead, "/es/visitas-privadas", "showing", fields)).status).toBe(303);
}

/** A Spanish visitor's showing request as mailed to her: the mail and the path of the lead's page it links. */
async function mailedToHer(label: string): Promise<{ email: string; notice: ReceivedMail; path: string }> {
  const name = uniqueName(label);
  const email = `${label.split(" ")[0]?.toLowerCase()}-${Date.now()}@example.com`;
  await sendShowing(name, email);
  const notice = await lead.smtp.waitFor((mail) => mail.to.includes(agentEmail) && mail.raw.includes(name));
  return { email, notice, path: new URL(linkIn(notice, "/leads/") ?? "http://x/").pathname };
}

/** What the lead received: no line left for a value the lead hasn't got, and no empty time slot. */
function expectNoEmptyLines(mail: ReceivedMail): void {
  expect(mail.raw).not.toContain("La propiedad");
  expect(mail.raw).not.toContain("{link}");
  expect(mail.raw).not.toMatch(/^- *$/m);
  expect(mail.raw).not.toMatch(/^\s*<p style="white-space:pre-line">- *<\/p>/m);
}

const body = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("the agent's words and her language", () => {
  it("on a desktop in English without JavaScript: a Spanish lead mailed to her in English; the template chosen keeps her text, the preview shows it, no property line goes out", async () => {
    const { email, notice, path } = await mailedToHer("Rosa Garza");
    expect(notice.raw).toContain("Wrote in Spanish");
    expect(notice.raw).toContain("Open the lead");
    expect(path).toMatch(/^\/en\/agent\/leads\/[0-9a-f-]{36}$/);

    const context = await agentContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByTestId("reply-form").waitFor();
    expect(await page.getByLabel(leadWorkEn.reply.subject).inputValue()).toBe(leadWorkEs.templateNames.showingTimes);
    const draft = await body(page, leadWorkEn.reply.body).inputValue();
    expect(draft).not.toContain("La propiedad");
    expect(draft).not.toContain("http");
    await body(page, leadWorkEn.reply.body).fill(draft.replace("- \n", "- El sábado a las 10:00\n"));

    // Another template, chosen without script: her text stays, the template goes below it.
    await page.getByRole("button", { name: leadWorkEn.templateNames.thanks }).click();
    await page.getByTestId("template-added-below").waitFor();
    const kept = await body(page, leadWorkEn.reply.body).inputValue();
    expect(kept).toMatch(/^Hola, .+:\n\nTe puedo enseñar la casa en estos horarios:\n\n- El sábado a las 10:00\n/);
    expect(kept).toContain("Gracias por escribir.");
    expect(await page.getByRole("button", { name: leadWorkEn.templateNames.thanks }).getAttribute("aria-pressed")).toBe("true");

    await page.getByTestId("preview-reply").click();
    await page.getByTestId("reply-form").waitFor();
    const preview = await page.getByTestId("preview-body").innerText();
    expect(preview).toContain("- El sábado a las 10:00");
    expect(preview).not.toMatch(/^- *$/m);
    // Her subject was the template's: the new template's subject took its place.
    expect(await page.getByTestId("preview-subject").textContent()).toMatch(/^Tu solicitud a /);

    await page.getByTestId("send-reply").click();
    await page.waitForURL(/#timeline$/);
    const sent = await lead.smtp.waitFor((mail) => mail.to.includes(email) && mail.raw.includes("El s"));
    expect(sent.raw).toContain("Gracias por escribir.");
    expectNoEmptyLines(sent);
    expect(sent.raw).not.toContain(`${lead.url}/\n`);
    await context.close();
  });

  it("on a 390 px phone in Spanish with JavaScript: she chooses Spanish, a lead is mailed to her in Spanish with her Spanish area, switching templates asks before replacing her text, the preview follows her", async () => {
    const context = await agentContext(phone);
    const page = await context.newPage();
    await page.goto("/es/agente/perfil");
    await hydrated(page);
    await page.getByRole("radio", { name: profileEditorEs.languageNames.es }).check();
    await page.getByTestId("save-profile").click();
    await expect.poll(() => page.getByTestId("profile-history-list").textContent().catch(() => "")).toContain(profileEditorEs.fields.mailLang);
    await page.reload();
    expect(await page.getByRole("radio", { name: profileEditorEs.languageNames.es }).isChecked()).toBe(true);

    const { email, notice, path } = await mailedToHer("Lupita Reyes");
    expect(notice.raw).toContain("Escribió en español");
    expect(notice.raw).toContain("Abrir el contacto");
    expect(notice.raw).not.toMatch(/Wrote in|Open the lead|\/en\/agent/);
    expect(path).toMatch(/^\/es\/agente\/leads\/[0-9a-f-]{36}$/);

    await page.goto(path);
    await hydrated(page);
    expect(await page.getByTestId("preview-subject").textContent()).toBe(leadWorkEs.templateNames.showingTimes);
    // Live: what she types is in the preview at once, and the slots she left empty are not.
    const message = body(page, leadWorkEs.reply.body);
    await message.fill((await message.inputValue()).replace("- \n", "- Puedo el sábado a las 10.\n"));
    await expect.poll(() => page.getByTestId("preview-body").innerText()).toContain("- Puedo el sábado a las 10.");
    expect(await page.getByTestId("preview-body").innerText()).not.toMatch(/^- *$/m);

    const thanks = page.getByRole("button", { name: leadWorkEs.templateNames.thanks });
    await thanks.click();
    const dialog = page.getByRole("dialog", { name: leadWorkEs.reply.replaceTitle });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: leadWorkEs.reply.keepMine }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await message.inputValue()).toContain("Puedo el sábado a las 10.");
    expect(await message.inputValue()).not.toContain("Gracias por escribir.");
    expect(await page.getByRole("button", { name: leadWorkEs.templateNames.showingTimes }).getAttribute("aria-pressed")).toBe("true");

    await thanks.click();
    await dialog.getByRole("button", { name: leadWorkEs.reply.addBelow }).click();
    expect(await message.inputValue()).toMatch(/Puedo el sábado a las 10\.[\s\S]*Gracias por escribir\./);
    await expect.poll(() => page.getByTestId("preview-body").innerText()).toContain("Gracias por escribir.");
    expect(await thanks.getAttribute("aria-pressed")).toBe("true");
    // Another form of the page sent meanwhile (the lead's status) leaves her message as it is.
    const typed = await message.inputValue();
    await page.getByTestId("stage-contacted").click();
    await expect.poll(() => page.getByTestId("lead-timeline").textContent()).toContain(fmt(leadWorkEs.timeline.status, { status: agentEs.statuses.contacted }));
    expect(await message.inputValue()).toBe(typed);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("send-reply").click();
    await page.waitForURL(/#timeline$/);
    const sent = await lead.smtp.waitFor((mail) => mail.to.includes(email) && mail.raw.includes("Puedo el s"));
    expect(sent.raw).toContain("Gracias por escribir.");
    expectNoEmptyLines(sent);
    await context.close();
  });
});
