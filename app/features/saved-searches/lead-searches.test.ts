import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { leadEvents, leads, outbox, savedSearches } from "~/db/schema";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { runAlerts } from "./alerts.server";
import type { LeadSearchInput } from "./lead-search";
import { createLeadSearch, leadSearches, MAX_LEAD_SEARCHES, stopLeadSearch, updateLeadSearch } from "./lead-searches.server";
import { savedSearchByToken, unsubscribeByToken } from "./saved-searches.server";

const t0 = new Date("2026-03-01T12:00:00Z");
const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);
const options = (now: Date) => ({ site: demoSite, publicUrl: "https://rgv.example", now });
const mcallen: LeadSearchInput = { name: "Casas en McAllen", city: "mcallen", kind: "buy", maxPrice: 300_000, frequency: "instant" };

describe.each(drivers)("searches set up for a lead on %s", (driver) => {
  let handle: DatabaseHandle;
  let sequence = 0;
  const mails = () => handle.db.select().from(outbox).where(eq(outbox.kind, "search-alert")).orderBy(outbox.id);
  const events = (leadId: string) => handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(leadEvents.createdAt);
  async function newLead(values: Partial<typeof leads.$inferInsert> = {}) {
    sequence++;
    const [row] = await handle.db
      .insert(leads)
      .values({ type: "showing", name: "Rosa", email: `rosa-${sequence}@example.com`, lang: "es", consent: true, sourcePath: "/es/visitas-privadas", idempotencyKey: `lead-search-${sequence}`, ...values })
      .returning();
    if (!row) throw new Error("no lead");
    return row;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("mails the lead's new matches in the lead's language under the agent's name, with the one-click unsubscribe, and says so on the lead", async () => {
    const lead = await newLead();
    const search = await createLeadSearch(handle.db, lead, mcallen, null, hours(0));
    expect(search).toMatchObject({ leadId: lead.id, userId: null, lang: "es", query: "city=mcallen&maxPrice=300000&kind=buy" });
    await insertListings(handle.db, [
      makeListing({ listingKey: "LS-MATCH", unparsedAddress: "12 Palm Ct", city: "McAllen", listPrice: 240_000, modificationTimestamp: hours(1) }),
      makeListing({ listingKey: "LS-DEAR", unparsedAddress: "13 Costly Ct", city: "McAllen", listPrice: 900_000, modificationTimestamp: hours(1) }),
    ]);
    expect(await runAlerts(handle.db, options(hours(2)))).toMatchObject({ sent: 1 });
    const [mail] = await mails();
    expect(mail?.to).toBe(lead.email);
    expect(mail?.subject).toBe(`${demoSite.agentName} te escogió 1 propiedad nueva`);
    expect(mail?.text).toContain(`Propiedades que ${demoSite.agentName} escogió para ti`);
    expect(mail?.text).toContain("Casas en McAllen");
    expect(mail?.text).toContain("12 Palm Ct");
    expect(mail?.text).not.toContain("13 Costly Ct");
    expect(mail?.text).toContain(demoSite.agentName);
    expect(mail?.listUnsubscribe).toBe(`https://rgv.example/es/alertas/cancelar/${search?.unsubscribeToken}`);
    expect(mail?.text).toContain(mail?.listUnsubscribe ?? "no link");
    const [shown] = await leadSearches(handle.db, lead.id);
    expect(shown?.lastSentAt).toEqual(hours(2));

    expect(await savedSearchByToken(handle.db, search?.unsubscribeToken ?? "")).toEqual({ name: "Casas en McAllen", alertsOn: true, forLead: true });
    expect(await unsubscribeByToken(handle.db, search?.unsubscribeToken ?? "", hours(3))).toEqual({ name: "Casas en McAllen" });
    // A mail client's one-click and the page's button may both come: the timeline says it once.
    expect(await unsubscribeByToken(handle.db, search?.unsubscribeToken ?? "", hours(4))).toEqual({ name: "Casas en McAllen" });
    expect((await events(lead.id)).map((event) => event.data.action)).toEqual(["set", "unsubscribed"]);
    expect((await leadSearches(handle.db, lead.id))[0]).toMatchObject({ frequency: "off", unsubscribedAt: hours(3) });
    // The agent can't turn back on what the lead turned off.
    expect(await updateLeadSearch(handle.db, lead.id, search?.id ?? "", mcallen, null, hours(5))).toBe("unsubscribed");
    await handle.db.update(savedSearches).set({ frequency: "instant" }).where(eq(savedSearches.id, search?.id ?? ""));
    await insertListings(handle.db, [makeListing({ listingKey: "LS-LATER", city: "McAllen", listPrice: 200_000, modificationTimestamp: hours(5) })]);
    await runAlerts(handle.db, options(hours(6)));
    expect(await mails()).toHaveLength(1);
  });

  it("sends nothing to a lead who didn't agree to be contacted, is held, or has no address", async () => {
    const refused = [await newLead({ consent: false }), await newLead({ heldReason: "tooFast" }), await newLead({ email: null, phone: "+19565550100" })];
    for (const lead of refused) await createLeadSearch(handle.db, lead, mcallen, null, hours(10));
    await insertListings(handle.db, [makeListing({ listingKey: "LS-REFUSED", city: "McAllen", listPrice: 200_000, modificationTimestamp: hours(11) })]);
    await runAlerts(handle.db, options(hours(12)));
    expect((await mails()).filter((mail) => refused.some((lead) => lead.email === mail.to))).toEqual([]);
  });

  it("stops, changes and resumes a search, each on the timeline; a resumed one sends only what came afterwards", async () => {
    const lead = await newLead({ lang: "en" });
    const search = await createLeadSearch(handle.db, lead, { ...mcallen, name: "Mission homes", city: "mission" }, null, hours(20));
    expect(await stopLeadSearch(handle.db, lead.id, search?.id ?? "", null, hours(21))).toBe("done");
    await insertListings(handle.db, [makeListing({ listingKey: "LS-WHILE-OFF", unparsedAddress: "14 Paused Ln", city: "Mission", listPrice: 200_000, modificationTimestamp: hours(22) })]);
    await runAlerts(handle.db, options(hours(23)));
    expect((await mails()).filter((mail) => mail.to === lead.email)).toEqual([]);

    expect(await updateLeadSearch(handle.db, lead.id, search?.id ?? "", { ...mcallen, name: "Mission, 3+ beds", city: "mission", beds: 3, frequency: "daily" }, null, hours(24))).toBe("done");
    expect(await updateLeadSearch(handle.db, lead.id, search?.id ?? "", { ...mcallen, name: "Mission, 3+ beds", city: "mission", beds: 3, frequency: "daily" }, null, hours(25))).toBe("done");
    await insertListings(handle.db, [makeListing({ listingKey: "LS-AFTER", unparsedAddress: "15 Fresh Ln", city: "Mission", listPrice: 200_000, bedroomsTotal: 3, modificationTimestamp: hours(26) })]);
    await runAlerts(handle.db, options(hours(27)));
    const [mail, ...more] = (await mails()).filter((each) => each.to === lead.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`1 new listing picked for you by ${demoSite.agentName}`);
    expect(mail?.text).toContain("15 Fresh Ln");
    expect(mail?.text).not.toContain("14 Paused Ln");
    expect((await events(lead.id)).map((event) => [event.data.action, event.data.name])).toEqual([
      ["set", "Mission homes"],
      ["stopped", "Mission homes"],
      ["resumed", "Mission, 3+ beds"],
      ["changed", "Mission, 3+ beds"],
    ]);
    // Another lead's search is not this lead's to change.
    const other = await newLead();
    expect(await stopLeadSearch(handle.db, other.id, search?.id ?? "", null)).toBe("notFound");
  });

  it("keeps a few searches per lead", async () => {
    const lead = await newLead();
    for (let index = 0; index < MAX_LEAD_SEARCHES; index++) expect(await createLeadSearch(handle.db, lead, { ...mcallen, name: `Search ${index}` }, null)).not.toBeNull();
    expect(await createLeadSearch(handle.db, lead, mcallen, null)).toBeNull();
  });
});
