import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { joinLeads, keptApartFrom, relativeCounts, relativesOf, separateLeads } from "./people.server";

describe.each(drivers)("one person behind several leads on %s", (driver) => {
  let handle: DatabaseHandle;
  const lead: Record<string, { id: string; email: string | null; phone: string | null }> = {};
  const add = async (key: string, email: string | null, phone: string | null, at: string, held = false) => {
    const [row] = await handle.db
      .insert(leads)
      .values({ type: "contact", name: `Lead ${key}`, email, phone, lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: `person-${key}`, createdAt: new Date(at), heldReason: held ? "honeypot" : null })
      .returning({ id: leads.id });
    lead[key] = { id: row?.id ?? "", email, phone };
  };
  const names = async (key: string) => (await relativesOf(handle.db, lead[key]!)).map((row) => `${row.name}:${row.reason}`);

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await add("first", "Rosa@Example.com", "+19565550199", "2026-11-02T15:00:00Z");
    await add("phone", "rosa.work@example.com", "+19565550199", "2026-11-20T15:00:00Z");
    await add("email", "rosa@example.com", null, "2026-11-10T15:00:00Z");
    await add("chain", "rosa.work@example.com", null, "2026-11-25T15:00:00Z");
    await add("held", "rosa@example.com", null, "2026-11-26T15:00:00Z", true);
    await add("stranger", "juan@example.com", "+528991234567", "2026-11-21T15:00:00Z");
  });
  afterAll(() => handle.close());

  it("finds the other requests by e-mail (any case) or phone, and on through them, newest first, held ones left out", async () => {
    expect(await names("first")).toEqual(["Lead chain:email", "Lead phone:phone", "Lead email:email"]);
    expect(await names("stranger")).toEqual([]);
    const counts = await relativeCounts(handle.db, [lead.first!, lead.stranger!]);
    expect(counts.get(lead.first!.id)).toBe(2);
    expect(counts.get(lead.stranger!.id)).toBe(0);
  });

  it("joins two leads the agent knows are one person, and separates them again", async () => {
    await joinLeads(handle.db, lead.stranger!.id, lead.first!.id, null);
    expect(await names("stranger")).toContain("Lead first:merged");
    expect(await names("first")).toContain("Lead stranger:merged");
    await separateLeads(handle.db, lead.first!, lead.stranger!.id, null);
    expect(await names("first")).not.toContain("Lead stranger:merged");
    expect(await names("stranger")).toEqual([]);
  });

  it("keeps apart a lead that shares the phone, from every request it matched, until the agent joins it back", async () => {
    await separateLeads(handle.db, lead.first!, lead.phone!.id, null);
    // The phone lead shared its work e-mail with the chain lead: that pair is kept apart too, or it would come back through it.
    expect(await names("first")).toEqual(["Lead email:email"]);
    // The stranger stays apart from the test before.
    expect((await keptApartFrom(handle.db, lead.first!.id)).map((row) => row.name).sort()).toEqual(["Lead phone", "Lead stranger"]);
    await joinLeads(handle.db, lead.first!.id, lead.phone!.id, null);
    expect(await names("first")).toEqual(["Lead phone:merged", "Lead email:email"]);
  });
});
