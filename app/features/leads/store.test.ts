import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, leadTasks, outbox } from "~/db/schema";
import { demoSite } from "~/lib/site";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { leadMails } from "./mail.server";
import { isRepeat, storeLead, type NewLead } from "./store.server";

let sequence = 0;
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  sequence++;
  return {
    type: "showing",
    name: `Visitor ${sequence}`,
    email: `visitor${sequence}@example.com`,
    phone: null,
    message: "¿Se puede ver el sábado?",
    lang: "es",
    sourcePath: "/es/visitas-privadas",
    listingKey: null,
    details: { date1: "2030-03-02", time1: "morning", mode: "video" },
    photos: [],
    idempotencyKey: `key-${sequence}`,
    userId: null,
    heldReason: null,
    followUpOn: "2030-03-01",
    ...overrides,
  };
}

const mailsFor = (lead: NewLead) => ({
  mails: (id: string) =>
    leadMails({ ...lead, type: lead.type, id, photoCount: 0, pageUrl: "http://localhost/es/visitas-privadas", agentUrl: `http://localhost/en/agent/leads/${id}` }, demoSite, "en"),
});

describe.each(drivers)("storing leads on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  const mailTo = async (address: string) => handle.db.select().from(outbox).where(eq(outbox.to, address));

  it("stores the lead and queues the agent's and the visitor's mail with it", async () => {
    const lead = newLead();
    const stored = await storeLead(handle.db, lead, mailsFor(lead));
    expect(stored.created).toBe(true);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, stored.id));
    expect(row).toMatchObject({ type: "showing", status: "new", name: lead.name, lang: "es", consent: true, details: lead.details });
    // The suggested follow-up is the lead's first task, a call that day, on its timeline (ADR 0427).
    expect(await handle.db.select({ kind: leadTasks.kind, dueOn: leadTasks.dueOn, dueTime: leadTasks.dueTime, doneAt: leadTasks.doneAt }).from(leadTasks).where(eq(leadTasks.leadId, stored.id))).toEqual([
      { kind: "call", dueOn: "2030-03-01", dueTime: null, doneAt: null },
    ]);
    expect((await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, stored.id))).map((event) => [event.kind, event.data.action])).toEqual([["task", "added"]]);
    const visitorMail = await mailTo(lead.email ?? "");
    expect(visitorMail).toHaveLength(1);
    expect(visitorMail[0]?.subject).toBe(`Recibimos tu solicitud, ${lead.name}`);
    expect(visitorMail[0]?.text).toContain("sábado, 2 de marzo de 2030");
    const agentMail = (await mailTo(demoSite.email)).filter((mail) => mail.text.includes(stored.id));
    expect(agentMail[0]?.subject).toBe(`New showing request from ${lead.name}`);
  });

  it("makes one lead of a repeated submission, and another of a different one under the same key", async () => {
    const lead = newLead();
    const first = await storeLead(handle.db, lead, mailsFor(lead));
    expect(await isRepeat(handle.db, lead)).toBe(true);
    const again = await storeLead(handle.db, lead, mailsFor(lead));
    expect(again).toEqual({ id: first.id, created: false });
    expect(await mailTo(lead.email ?? "")).toHaveLength(1);

    const other = { ...lead, message: "Y otra pregunta" };
    expect(await isRepeat(handle.db, other)).toBe(false);
    const second = await storeLead(handle.db, other, mailsFor(other));
    expect(second.created).toBe(true);
    expect(second.id).not.toBe(first.id);
    expect(await isRepeat(handle.db, other)).toBe(true);
    expect(await storeLead(handle.db, other, mailsFor(other))).toEqual({ id: second.id, created: false });
  });

  it("stores nothing when the mail can't be queued: lead and mail are one transaction", async () => {
    const lead = newLead();
    await expect(
      storeLead(handle.db, lead, {
        mails: () => {
          throw new Error("composing failed");
        },
      }),
    ).rejects.toThrow("composing failed");
    expect(await handle.db.select().from(leads).where(eq(leads.idempotencyKey, lead.idempotencyKey))).toHaveLength(0);
  });

  it("sends no confirmation to a visitor who left only a phone", async () => {
    const lead = newLead({ email: null, phone: "956-555-0100" });
    const stored = await storeLead(handle.db, lead, mailsFor(lead));
    const queued = (await handle.db.select().from(outbox)).filter((mail) => mail.text.includes(stored.id) || mail.text.includes(lead.name));
    expect(queued.map((mail) => mail.kind)).toEqual(["lead-agent"]);
  });
});
