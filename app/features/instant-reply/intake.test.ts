import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadEvents, leads, outbox } from "~/db/schema";
import { sendReply } from "~/features/agent/replies.server";
import { releaseHeldLead } from "~/features/leads/held.server";
import { handleLeadAction } from "~/features/leads/submit.server";
import { siteFormTokens } from "~/features/leads/token.server";
import { getDb } from "~/server/db.server";
import { slotsFor } from "~/features/showings/booking.server";
import { siteState } from "~/server/site-identity.server";
import { insertListing } from "../../../tests/support/agent-factories";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { saveInstantForms, saveInstantTemplate } from "./instant-reply.server";

appDatabaseForFile("instant-reply", { BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-for-tokens" });

let counter = 0;
const ripeToken = () => siteFormTokens().issue(Date.now() - 5_000);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function fields(form: "showing" | "contact", name: string, extra: Record<string, string>): URLSearchParams {
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  const own: Record<string, string> = form === "showing" ? { date1: inDays(3), time1: "morning", mode: "in-person", listingKey: "", property: "" } : { topic: "buy" };
  return new URLSearchParams({ _form: form, _token: ripeToken(), website: "", name, email, phone: "", lang: "es", consent: "on", message: "Quiero ver casas en Pharr.", ...own, ...extra });
}

async function send(form: "showing" | "contact", extra: Record<string, string> = {}) {
  const name = `Cliente ${++counter}`;
  const url = new URL(form === "showing" ? "http://localhost/es/visitas-privadas" : "http://localhost/es/contacto");
  const request = new Request(url, { method: "POST", body: fields(form, name, extra), headers: { "X-Client-IP": `203.0.113.${counter}` } });
  await handleLeadAction(getDb(), request, { forms: [form], url, page: form });
  const [lead] = await getDb().select().from(leads).where(eq(leads.name, name));
  if (!lead) throw new Error(`${name} was not stored`);
  const mails = lead.email ? await getDb().select().from(outbox).where(eq(outbox.to, lead.email)) : [];
  // The intake's suggested call is on the timeline too (a task, ADR 0427): only the instant reply's own line counts here.
  const events = await getDb()
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.kind, "instantReply")));
  return { lead, instant: mails.filter((mail) => mail.kind === "lead-instant-reply"), events };
}

describe("the instant reply at intake", () => {
  it("goes to a showing request at once, in the lead's language, signed as her, answers to her; on the timeline, not counted as her reply", async () => {
    const { site } = await siteState(getDb());
    const { lead, instant, events } = await send("showing", { phone: "956-555-0123" });
    expect(instant).toHaveLength(1);
    const [mail] = instant;
    expect(mail?.subject).toBe("Gracias por tu solicitud para ver la casa");
    expect(mail?.text).toMatch(/^Hola, Cliente \d+:/);
    expect(mail?.text).toMatch(/Te (llamo|escribo) /);
    expect(mail?.text).toContain(`--\n${site.agentName}\n${site.brokerage}\nCorredor: ${site.brokerName}`);
    expect(mail?.replyTo).toBe(site.email);
    expect(events.map((event) => event.kind)).toEqual(["instantReply"]);
    expect(events[0]?.data).toMatchObject({ subject: mail?.subject });
    expect(lead).toMatchObject({ status: "new", firstReplyAt: null, firstContactAt: null });
  });

  it("is not sent for a contact message (off by default), nor for a lead without an e-mail", async () => {
    expect((await send("contact")).instant).toEqual([]);
    const phoneOnly = await send("showing", { email: "", phone: "956-555-0199" });
    expect(phoneOnly.lead.email).toBeNull();
    expect(phoneOnly.events).toEqual([]);
  });

  it("never goes to a held lead, neither at intake nor when she releases it", async () => {
    const { lead, instant, events } = await send("showing", { website: "http://spam.example" });
    expect(lead.heldReason).toBe("honeypot");
    expect(instant).toEqual([]);
    expect(events).toEqual([]);
    expect(await releaseHeldLead(getDb(), lead.id, () => [])).toBe(true);
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, lead.email ?? ""));
    expect(mails.map((mail) => mail.kind)).not.toContain("lead-instant-reply");
  });

  it("is not sent for a booked showing: its confirmation, with the time and the invite, is the first answer, one mail and not two", async () => {
    await insertListing(getDb(), "INSTANT-1", "agent");
    const [first] = await slotsFor(getDb(), "INSTANT-1");
    const slot = first?.starts[0];
    if (!slot) throw new Error("no free time to book");
    const { lead, instant, events } = await send("showing", { listingKey: "INSTANT-1", slot, date1: "", time1: "" });
    expect(lead.details.slot).toBe(slot);
    expect(instant).toEqual([]);
    expect(events).toEqual([]);
    const mails = await getDb().select().from(outbox).where(eq(outbox.to, lead.email ?? ""));
    expect(mails.map((mail) => mail.kind)).toEqual(["showing-booked"]);
  });

  it("follows her settings and her wording: off for showings sends none; her text is the one sent", async () => {
    await saveInstantForms(getDb(), { contact: true, showing: false, question: true, staging: false, valuation: false });
    expect((await send("showing")).instant).toEqual([]);
    await saveInstantTemplate(getDb(), "es", { subject: "Ya recibí {request}", body: "Hola, {name}. {callback}.\nLa casa: {listing}" });
    const [mail] = (await send("contact")).instant;
    expect(mail?.subject).toBe("Ya recibí tu mensaje");
    expect(mail?.text).toMatch(/^Hola, Cliente \d+\. Te escribo [^\n]+\.\n\n--/);
  });

  it("her own first reply sets the lead's first reply and first contact, once", async () => {
    const { site } = await siteState(getDb());
    await saveInstantForms(getDb(), { contact: false, showing: true, question: true, staging: false, valuation: false });
    const { lead } = await send("showing");
    const reply = { subject: "Horarios", body: "Hola, ¿le queda el sábado?" };
    await sendReply(getDb(), { id: lead.id, email: lead.email ?? "", lang: "es", status: lead.status }, reply, null, site);
    const [first] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(first?.firstReplyAt).toBeInstanceOf(Date);
    expect(first?.firstContactAt).toEqual(first?.firstReplyAt);
    expect(first?.status).toBe("contacted");
    await sendReply(getDb(), { id: lead.id, email: lead.email ?? "", lang: "es", status: "contacted" }, reply, null, site);
    const [second] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(second?.firstReplyAt).toEqual(first?.firstReplyAt);
  });
});
