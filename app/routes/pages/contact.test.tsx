// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leads } from "~/db/schema";
import { MIN_FILL_MS } from "~/features/leads/token.server";
import { leadsTexts } from "~/i18n/leads";
import { whatsappTexts } from "~/i18n/whatsapp";
import { pages } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { forgetEnv } from "~/server/env.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { field, fieldWithError, renderRoutes, sendWithoutScript, typeInto } from "../../../tests/support/route-stub";
import * as contact from "./contact";

appDatabaseForFile("contact-route");
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The contact form, filled as slowly as a person would: past the render token's time trap, which holds a quicker lead unanswered. */
async function contactForm(lang: "en" | "es") {
  const rendered = renderRoutes([{ path: pages.contact[lang].slice(1), module: contact }], pages.contact[lang]);
  const form = (await screen.findByTestId("lead-form-contact")) as HTMLFormElement;
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MIN_FILL_MS + 1_000 });
  return { ...rendered, form };
}

describe.each(["en", "es"] as const)("the contact page (%s), sent without script", (lang) => {
  const t = leadsTexts[lang];

  it("answers refused fields with their errors beside them and what was typed kept, and stores nothing", async () => {
    const { form } = await contactForm(lang);
    typeInto("name", `Refused ${lang}`, form);
    typeInto("phone", "123", form);
    typeInto("message", "<b>Call me</b>", form);
    typeInto("consent", "on", form);
    sendWithoutScript(form);
    expect(await fieldWithError("phone", t.errors.phone, form)).toMatchObject({ value: "123", invalid: true });
    expect(field("message", form)).toMatchObject({ value: "<b>Call me</b>", invalid: true, error: t.errors.markup });
    expect(field("name", form)).toMatchObject({ value: `Refused ${lang}`, invalid: false, error: null });
    expect(screen.getByTestId("form-error").textContent).toBe(t.errors.summary);
    expect(await getDb().select().from(leads).where(eq(leads.name, `Refused ${lang}`))).toEqual([]);
  });

  it("stores a valid message and answers with the page again, which shows what was sent in the form's place", async () => {
    const { form, answers } = await contactForm(lang);
    typeInto("name", `Ana ${lang}`, form);
    typeInto("email", "ana@example.com", form);
    typeInto("message", "Looking for a home in Edinburg.", form);
    typeInto("consent", "on", form);
    sendWithoutScript(form);
    await waitFor(() => expect(answers.at(-1)?.status).toBe(303));
    const answer = answers.at(-1);
    expect(answer?.headers.get("Location")).toBe(`${pages.contact[lang]}#lead-contact`);
    const [row] = await getDb().select().from(leads).where(eq(leads.name, `Ana ${lang}`));
    expect(row).toMatchObject({ type: "contact", email: "ana@example.com", message: "Looking for a home in Edinburg.", lang, consent: true, heldReason: null });

    // The page again, as a reload asks for it with the answer's cookie.
    cleanup();
    renderRoutes([{ path: pages.contact[lang].slice(1), module: contact }], pages.contact[lang], { cookie: answer?.headers.get("Set-Cookie")?.split(";")[0] });
    const confirmation = await screen.findByTestId("lead-sent-contact");
    expect(confirmation.textContent).toContain(t.forms.contact.done);
    expect(confirmation.textContent).toContain(`Ana ${lang}`);
    expect(confirmation.textContent).toContain("ana@example.com");
    expect(screen.queryByTestId("lead-form-contact")).toBeNull();
  });
});

describe.each(["en", "es"] as const)("the contact page's WhatsApp button (%s)", (lang) => {
  const t = whatsappTexts[lang];

  /** The page on an identity of these settings (an empty one unset): the environment is read anew for it. */
  async function contactPageWith(identity: { SITE_AGENT_NAME?: string; SITE_PHONE?: string; SITE_WHATSAPP?: string }) {
    for (const name of ["SITE_AGENT_NAME", "SITE_PHONE", "SITE_WHATSAPP"] as const) vi.stubEnv(name, identity[name] ?? "");
    forgetEnv();
    renderRoutes([{ path: pages.contact[lang].slice(1), module: contact }], pages.contact[lang]);
    await screen.findByTestId("lead-form-contact");
  }

  it("opens a chat with the agent's number, greeting in the page's language, in a new tab", async () => {
    await contactPageWith({ SITE_AGENT_NAME: "Ana Garza", SITE_PHONE: "+19565550100", SITE_WHATSAPP: "+528991234567" });
    const button = screen.getByRole("link", { name: t.write });
    expect(button.dataset.testid).toBe("contact-whatsapp");
    const href = new URL(button.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/528991234567");
    expect(href.searchParams.get("text")).toBe(t.contactMessage);
    expect(button.getAttribute("target")).toBe("_blank");
    expect(button.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("offers the demo's number on the demo identity", async () => {
    await contactPageWith({});
    expect(new URL(screen.getByTestId("contact-whatsapp").getAttribute("href") ?? "").pathname).toBe("/19565550142");
  });

  it("is not there on an agent's identity without a WhatsApp number, even with a phone", async () => {
    await contactPageWith({ SITE_AGENT_NAME: "Ana Garza", SITE_PHONE: "+19565550100" });
    expect(screen.queryByTestId("contact-whatsapp")).toBeNull();
    expect(document.querySelector('a[href^="https://wa.me/"]')).toBeNull();
  });
});
