import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, leads, listings, outbox, savedSearches } from "~/db/schema";
import { recordAccountView } from "~/features/recently-viewed/account-views.server";
import { saveReplyTemplate } from "~/features/agent/replies.server";
import { demoSite } from "~/lib/site";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { agentInContext, signedInCookie } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/lead";
import { action, loader } from "./lead";

appDatabaseForFile("agent-lead-work");

let sequence = 0;

async function newLead(values: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  sequence++;
  const [row] = await getDb()
    .insert(leads)
    .values({ type: "showing", name: "Rosa González", email: `rosa-${sequence}@example.com`, lang: "es", consent: true, sourcePath: "/es/visitas-privadas", idempotencyKey: `work-${sequence}`, ...values })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

function load(id: string, query = "", area: "/en/agent" | "/es/agente" = "/en/agent") {
  const url = new URL(`http://localhost${area}/leads/${id}${query}`);
  return loader({ request: new Request(url), url, params: { id }, context: {} } as unknown as Route.LoaderArgs);
}

async function post(id: string, fields: Record<string, string>) {
  const { context } = await agentInContext();
  const url = new URL(`http://localhost/en/agent/leads/${id}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, url, params: { id }, context } as unknown as Route.ActionArgs).catch((error: unknown) => error);
}

/** The text the reply form starts from. */
async function draftOf(id: string, query = "") {
  const { reply } = await load(id, query);
  return reply ? { template: reply.template, ...reply.templates[reply.template] } : null;
}

describe("replying to a lead", () => {
  it("starts from the form's template in the lead's language, with the listing as visitors see it and similar ones linked", async () => {
    const { listing } = makeListing({ listingKey: "WORKHIDDEN", unparsedAddress: "1215 Calle Naranjo", internetAddressDisplayYN: false, city: "McAllen", postalCode: "78501", listPrice: 250_000 });
    const { listing: similar } = makeListing({ listingKey: "WORKSIMILAR", unparsedAddress: "900 Ebony Ave", city: "McAllen", postalCode: "78501", listPrice: 260_000 });
    await getDb().insert(listings).values([listing, { ...similar, propertyType: listing.propertyType, propertySubType: listing.propertySubType }]);
    const id = await newLead({ listingKey: "WORKHIDDEN" });
    const reply = await draftOf(id);
    expect(reply?.template).toBe("showingTimes");
    expect(reply?.subject).toBe("Horarios para ver McAllen");
    expect(reply?.body).toContain("Hola, Rosa González:");
    expect(reply?.body).toContain("/es/propiedad/WORKHIDDEN/");
    expect(reply?.body).not.toMatch(/naranjo/i);

    const listingsDraft = await draftOf(id, "?template=listings");
    expect(listingsDraft?.template).toBe("listings");
    expect(listingsDraft?.body).toContain("900 Ebony Ave, McAllen: $260,000");
    expect(listingsDraft?.body).toContain("/es/propiedad/WORKSIMILAR/");
    expect((await load(id, "?template=bogus")).reply?.template).toBe("showingTimes");
  });

  it("uses the agent's own wording where she edited the template", async () => {
    await saveReplyTemplate(getDb(), "thanks", "en", { subject: "Thanks, {name}", body: "Talk soon, {name}. {agent}" });
    const id = await newLead({ type: "contact", lang: "en", name: "Ann Lee" });
    expect(await draftOf(id)).toMatchObject({ template: "thanks", subject: "Thanks, Ann Lee", body: "Talk soon, Ann Lee. Marisa Villarreal" });
  });

  it("queues the reply from the site with answers to the agent, records it on the timeline and marks a new lead contacted", async () => {
    const id = await newLead();
    const answer = (await post(id, { intent: "reply", subject: "Horarios\r\npara ver", body: "Hola, Rosa:\n\nEl sábado a las 10.\nO el domingo." })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/en/agent/leads/${id}#timeline`);
    expect(answer.headers.get("Set-Cookie")).toContain("flash=lead-reply-sent");
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, `rosa-${sequence}@example.com`));
    expect(mail).toMatchObject({ kind: "lead-reply", replyTo: demoSite.email, subject: "Horarios para ver" });
    expect(mail?.text).toMatch(/^Hola, Rosa:\n\nEl sábado a las 10.\nO el domingo.\n\n--\nMarisa Villarreal/);
    expect(mail?.html).toContain('<html lang="es">');
    const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("contacted");
    const { timeline } = await load(id);
    expect(timeline.map((entry) => entry.kind)).toEqual(["request", "reply", "status"]);
    expect(timeline[1]).toMatchObject({ kind: "reply", subject: "Horarios para ver", body: "Hola, Rosa:\n\nEl sábado a las 10.\nO el domingo." });
  });

  it("refuses an empty reply with its fields' errors and what was typed, and any reply to a held lead or one without an address", async () => {
    const id = await newLead();
    const refused = (await post(id, { intent: "reply", subject: "  ", body: "Lo que escribí" })) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toEqual({ form: "reply", errors: { subject: "required" }, values: { intent: "reply", subject: "  ", body: "Lo que escribí" } });
    const held = await newLead({ heldReason: "honeypot" });
    expect(await post(held, { intent: "reply", subject: "Hola", body: "Hola" })).toMatchObject({ init: { status: 409 } });
    const phoneOnly = await newLead({ email: null, phone: "+19565550142" });
    expect(await post(phoneOnly, { intent: "reply", subject: "Hola", body: "Hola" })).toMatchObject({ init: { status: 409 } });
    expect((await load(phoneOnly)).reply).toBeNull();
    expect(await getDb().select().from(outbox).where(eq(outbox.kind, "lead-reply"))).toHaveLength(1);
  });
  it("gives a lead about no listing no property line, and sends none of the time slots she left empty", async () => {
    const id = await newLead();
    const reply = await draftOf(id);
    expect(reply?.subject).toBe("Horarios de visita");
    expect(reply?.body).toBe("Hola, Rosa González:\n\nTe puedo enseñar la casa en estos horarios:\n\n- \n- \n- \n\nDime cuál te conviene o propón otro horario.");
    expect((await post(id, { intent: "reply", subject: reply?.subject ?? "", body: reply?.body ?? "" })) as Response).toMatchObject({ status: 303 });
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.to, `rosa-${sequence}@example.com`));
    expect(mail?.subject).toBe("Horarios de visita");
    expect(mail?.text).toMatch(/^Hola, Rosa González:\n\nDime cuál te conviene o propón otro horario\.\n\n--\n/);
    expect(mail?.text).not.toMatch(/^- *$/m);
    expect(mail?.text).not.toContain("La propiedad");
    // A message of nothing but empty slots is no message.
    const empty = await newLead();
    expect(await post(empty, { intent: "reply", subject: "Hola", body: "- \n- " })).toMatchObject({ init: { status: 422 }, data: { errors: { body: "required" } } });
  });

  it("previews what she typed without sending, and switches templates without losing it", async () => {
    const id = await newLead({ type: "contact" });
    const thanks = await draftOf(id);
    const typed = { subject: thanks?.subject ?? "", body: `${thanks?.body ?? ""}\n\nEl sábado puedo.`, template: "thanks" };
    expect(await post(id, { intent: "preview", ...typed })).toMatchObject({ data: { form: "reply", values: typed }, init: null });
    const switched = (await post(id, { intent: "template-valuation", ...typed })) as { data: { values: Record<string, string>; addedBelow?: string } };
    expect(switched.data.addedBelow).toBe("valuation");
    expect(switched.data.values.template).toBe("valuation");
    expect(switched.data.values.body).toMatch(/^Hola, Rosa González:[\s\S]*El sábado puedo\.\n\nHola, Rosa González:\n\nGracias por preguntar cuánto vale tu casa/);
    expect(switched.data.values.subject).toBe("El valor de tu casa");
    // Untouched, the template simply takes the place of the last one.
    const untouched = (await post(id, { intent: "template-valuation", subject: thanks?.subject ?? "", body: thanks?.body ?? "", template: "thanks" })) as { data: { values: Record<string, string>; addedBelow?: string } };
    expect(untouched.data.addedBelow).toBeUndefined();
    expect(untouched.data.values.body).toMatch(/^Hola, Rosa González:\n\nGracias por preguntar cuánto vale tu casa/);
    expect(await getDb().select().from(outbox).where(eq(outbox.to, `rosa-${sequence}@example.com`))).toHaveLength(0);
  });

});

describe("what the lead looked at", () => {
  it("shows the favorites, saved searches and listings viewed signed in of the account with the lead's e-mail, linked in the agent's language", async () => {
    const { id: userId, email } = await signedInCookie(`buyer-${Date.now()}@example.com`);
    const { listing } = makeListing({ listingKey: "WORKFAV", unparsedAddress: "77 Palm Ct", city: "Mission", postalCode: "78572" });
    const { listing: withheld } = makeListing({ listingKey: "WORKVIEW", unparsedAddress: "5 Secret Rd", internetAddressDisplayYN: false, city: "Pharr", postalCode: "78577" });
    await getDb().insert(listings).values([listing, withheld]);
    await getDb().insert(favorites).values([{ userId, listingKey: "WORKFAV" }, { userId, listingKey: "GONE0001" }]);
    await getDb().insert(savedSearches).values({ userId, name: "Casas en Mission", query: "city=mission&maxPrice=300000", lang: "es", unsubscribeToken: `token-${Date.now()}` });
    await recordAccountView(getDb(), userId, "WORKVIEW");
    // Typed with capitals in the form: the same address.
    const id = await newLead({ email: email.toUpperCase() });
    const { activity } = await load(id, "", "/es/agente");
    expect(activity?.favorites).toEqual(
      expect.arrayContaining([
        { key: "WORKFAV", text: "77 Palm Ct, Mission", href: "/es/propiedad/WORKFAV/77-palm-ct-mission-tx-78572" },
        { key: "GONE0001", text: null, href: null },
      ]),
    );
    expect(activity?.searches).toEqual([{ name: "Casas en Mission", href: "/es/buscar?city=mission&maxPrice=300000" }]);
    expect(activity?.viewed).toEqual([{ key: "WORKVIEW", text: "Pharr", href: "/es/propiedad/WORKVIEW/pharr-tx-78577" }]);
    expect(JSON.stringify(activity)).not.toMatch(/secret rd/i);
    expect((await load(await newLead({ email: "nobody@example.com" }))).activity).toBeNull();
  });

  it("keeps a user's latest viewed listings only, newest first", async () => {
    const { id: userId } = await signedInCookie();
    for (let index = 0; index < 15; index++) await recordAccountView(getDb(), userId, `VIEW${index}`, new Date(Date.UTC(2030, 0, 1, 0, index)));
    await recordAccountView(getDb(), userId, "VIEW3", new Date(Date.UTC(2030, 0, 2)));
    const { accountViews } = await import("~/features/recently-viewed/account-views.server");
    const kept = (await accountViews(getDb(), userId)).map((row) => row.listingKey);
    expect(kept).toHaveLength(12);
    expect(kept[0]).toBe("VIEW3");
    expect(kept).not.toContain("VIEW0");
    expect(kept).toContain("VIEW14");
  });
});
