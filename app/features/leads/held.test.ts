import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldLeadCounts, leads, outbox } from "~/db/schema";
import { HELD_PER_ADDRESS_PER_DAY, HELD_RETENTION_DAYS, type HeldReason } from "~/lib/leads";
import { demoSite } from "~/lib/site";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import type { Bytes, Storage } from "~/server/storage/storage.server";
import {
  countHeldLeads,
  countHeldNotKept,
  countHeldSubmission,
  listHeldLeads,
  purgeHeldLeads,
  releaseHeldLead,
} from "./held.server";
import { exportLeads, listLeads, parseInboxFilters, parseInboxView } from "~/features/agent/inbox.server";
import { leadMails } from "./mail.server";

const DAY_MS = 86_400_000;

function memoryStorage(): Storage & { objects: Map<string, Bytes> } {
  const objects = new Map<string, Bytes>();
  return {
    description: "memory",
    objects,
    get: async (key) => objects.get(key) ?? null,
    put: async (key, body) => void objects.set(key, body),
    delete: async (key) => void objects.delete(key),
  };
}

describe("the inbox's views", () => {
  it("are the inbox unless the URL asks for the held leads", () => {
    expect(parseInboxView(new URLSearchParams("view=held"))).toBe("held");
    expect(parseInboxView(new URLSearchParams("view=spam"))).toBe("inbox");
    expect(parseInboxView(new URLSearchParams())).toBe("inbox");
  });
});

describe.each(drivers)("held leads on %s", (driver) => {
  let handle: DatabaseHandle;
  let sequence = 0;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  async function insertLead(heldReason: HeldReason | null, overrides: { createdAt?: Date; photos?: string[] } = {}): Promise<{ id: string; name: string }> {
    sequence++;
    const name = `Held ${driver} ${sequence}`;
    const [row] = await handle.db
      .insert(leads)
      .values({
        type: "contact",
        name,
        email: `held${sequence}@example.com`,
        lang: "es",
        consent: true,
        message: "¿Sigue disponible?",
        sourcePath: "/es/contacto",
        idempotencyKey: `held-${driver}-${sequence}`,
        heldReason,
        ...overrides,
      })
      .returning({ id: leads.id });
    return { id: row?.id ?? "", name };
  }

  const mailsAbout = async (id: string) => (await handle.db.select().from(outbox)).filter((mail) => mail.text.includes(id));
  const mails = (row: typeof leads.$inferSelect) =>
    leadMails({ ...row, photoCount: 0, pageUrl: "http://localhost/es/contacto", agentUrl: `http://localhost/en/agent/leads/${row.id}` }, demoSite, "en");

  it("keeps held leads out of the inbox and its export, and lists them in their own view", async () => {
    const inbox = await insertLead(null);
    const held = await insertLead("rateLimit");
    const listed = await listLeads(handle.db, parseInboxFilters(new URLSearchParams()));
    expect(listed.rows.map((row) => row.name)).toContain(inbox.name);
    expect(listed.rows.map((row) => row.name)).not.toContain(held.name);
    expect((await exportLeads(handle.db, parseInboxFilters(new URLSearchParams()))).map((row) => row.name)).not.toContain(held.name);
    const heldView = await listHeldLeads(handle.db, 1, 25);
    expect(heldView.rows.map((row) => [row.name, row.heldReason])).toContainEqual([held.name, "rateLimit"]);
    expect(heldView.rows.map((row) => row.name)).not.toContain(inbox.name);
    expect(heldView.total).toBe(await countHeldLeads(handle.db));
  });

  it("moves a held lead to the inbox with its two mails in one transaction, once", async () => {
    const held = await insertLead("honeypot");
    await expect(
      releaseHeldLead(handle.db, held.id, () => {
        throw new Error("composing failed");
      }),
    ).rejects.toThrow("composing failed");
    const [still] = await handle.db.select().from(leads).where(eq(leads.id, held.id));
    expect(still?.heldReason).toBe("honeypot");

    expect(await releaseHeldLead(handle.db, held.id, mails)).toBe(true);
    const [released] = await handle.db.select().from(leads).where(eq(leads.id, held.id));
    expect(released?.heldReason).toBeNull();
    expect((await mailsAbout(held.id)).map((mail) => mail.kind)).toEqual(["lead-agent"]);
    const visitor = (await handle.db.select().from(outbox)).filter((mail) => mail.kind === "lead-visitor" && mail.to === `held${sequence}@example.com`);
    expect(visitor).toHaveLength(1);
    expect((await listLeads(handle.db, parseInboxFilters(new URLSearchParams()))).rows.map((row) => row.id)).toContain(held.id);

    expect(await releaseHeldLead(handle.db, held.id, mails)).toBe(false);
    expect(await mailsAbout(held.id)).toHaveLength(1);
  });

  it("keeps 50 held submissions per address and day, and counts the rest", async () => {
    const now = new Date("2031-05-06T12:00:00Z");
    const before = await countHeldNotKept(handle.db);
    const kept: boolean[] = [];
    for (let i = 0; i < HELD_PER_ADDRESS_PER_DAY + 2; i++) kept.push(await countHeldSubmission(handle.db, "203.0.113.9", now));
    expect(kept.filter(Boolean)).toHaveLength(HELD_PER_ADDRESS_PER_DAY);
    expect(kept.slice(-2)).toEqual([false, false]);
    expect(await countHeldSubmission(handle.db, "203.0.113.10", now)).toBe(true);
    expect(await countHeldSubmission(handle.db, "203.0.113.9", new Date(now.getTime() + DAY_MS))).toBe(true);
    expect((await countHeldNotKept(handle.db)) - before).toBe(2);
    const addresses = (await handle.db.select().from(heldLeadCounts)).map((row) => row.addressHash);
    expect(addresses.some((hash) => hash.includes("203.0.113"))).toBe(false);
  });

  it("purges held leads, their photos and the counts after 30 days, and nothing else", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (HELD_RETENTION_DAYS + 1) * DAY_MS);
    const storage = memoryStorage();
    const photos = ["leads/k1-abc/1.jpg", "leads/k1-abc/2.png"];
    for (const key of photos) await storage.put(key, new Uint8Array([1]), "image/jpeg");
    await storage.put("leads/k2-def/1.jpg", new Uint8Array([2]), "image/jpeg");
    const expired = await insertLead("token", { createdAt: old, photos });
    const recent = await insertLead("tooFast", { createdAt: new Date(now.getTime() - 2 * DAY_MS) });
    const oldInbox = await insertLead(null, { createdAt: old, photos: ["leads/k2-def/1.jpg"] });
    await countHeldSubmission(handle.db, "203.0.113.50", old);
    await countHeldSubmission(handle.db, "203.0.113.50", now);

    const report = await purgeHeldLeads(handle.db, storage, { now });
    expect(report.photos).toBe(2);
    expect(report.leads).toBe(1);
    const left = await handle.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, [expired.id, recent.id, oldInbox.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, oldInbox.id].sort());
    expect([...storage.objects.keys()]).toEqual(["leads/k2-def/1.jpg"]);
    const days = (await handle.db.select().from(heldLeadCounts)).map((row) => row.day);
    expect(days.every((day) => day >= new Date(now.getTime() - HELD_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10))).toBe(true);
    expect(await purgeHeldLeads(handle.db, storage, { now })).toEqual({ leads: 0, photos: 0 });
  });
});
