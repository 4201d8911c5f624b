import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { outbox, savedSearches, user } from "~/db/schema";
import { demoSite } from "~/lib/site";
import { createSavedSearch, savedSearchByToken, unsubscribeByToken } from "./saved-searches.server";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { runAlerts } from "./alerts.server";

const t0 = new Date("2026-03-01T12:00:00Z");
const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);
const options = (now: Date) => ({ site: demoSite, publicUrl: "https://rgv.example", now });

describe.each(drivers)("saved-search alerts on %s", (driver) => {
  let handle: DatabaseHandle;
  const alerts = async () => handle.db.select().from(outbox).where(eq(outbox.kind, "search-alert")).orderBy(outbox.id);

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    const { db } = handle;
    await db.insert(user).values([
      { id: "u1", name: "Ana", email: "ana@example.com", emailVerified: true },
      { id: "u2", name: "Beto", email: "beto@example.com", emailVerified: false },
    ]);
    await insertListings(db, [
      makeListing({ listingKey: "OLD", unparsedAddress: "1 Old Rd", modificationTimestamp: hours(-1) }),
      makeListing({ listingKey: "NEW", unparsedAddress: "2 New Ave", modificationTimestamp: hours(-0.5) }),
    ]);
    await createSavedSearch(db, { userId: "u1", name: "McAllen homes", query: "city=mcallen&page=3", lang: "es", frequency: "instant", now: hours(-0.75) });
    await createSavedSearch(db, { userId: "u1", name: "Mission homes", query: "city=mission", lang: "en", frequency: "instant", now: hours(-0.75) });
    await createSavedSearch(db, { userId: "u2", name: "Unconfirmed", query: "city=mcallen", lang: "en", frequency: "instant", now: hours(-0.75) });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("sends one e-mail for new matches, and none on a second run", async () => {
    expect(await runAlerts(handle.db, options(t0))).toEqual({ checked: 2, sent: 1 });
    const [mail, ...others] = await alerts();
    expect(others).toEqual([]);
    expect(mail?.to).toBe("ana@example.com");
    expect(mail?.subject).toContain("McAllen homes");
    expect(mail?.text).toContain("2 New Ave");
    expect(mail?.text).not.toContain("1 Old Rd");
    expect(mail?.text).toMatch(/https:\/\/rgv\.example\/es\/alertas\/cancelar\/[\w-]{16,}/);
    expect(mail?.listUnsubscribe).toMatch(/^https:\/\/rgv\.example\/es\/alertas\/cancelar\/[\w-]{16,}$/);
    expect(mail?.text).toContain(mail?.listUnsubscribe ?? "no link");
    expect(mail?.text).toContain("https://rgv.example/es/buscar?city=mcallen");

    expect(await runAlerts(handle.db, options(hours(0.1)))).toEqual({ checked: 2, sent: 0 });
    expect(await alerts()).toHaveLength(1);
  });

  it("sends only what is new since the last alert", async () => {
    await insertListings(handle.db, [makeListing({ listingKey: "NEWER", unparsedAddress: "3 Newer Ln", modificationTimestamp: hours(1) })]);
    expect(await runAlerts(handle.db, options(hours(1.1)))).toEqual({ checked: 2, sent: 1 });
    const latest = (await alerts()).at(-1);
    expect(latest?.text).toContain("3 Newer Ln");
    expect(latest?.text).not.toContain("2 New Ave");
  });

  it("checks a daily search once per 24 hours, and an unsubscribed one never", async () => {
    const { db } = handle;
    await db.update(savedSearches).set({ frequency: "daily" }).where(eq(savedSearches.name, "McAllen homes"));
    await insertListings(db, [makeListing({ listingKey: "DAILY", unparsedAddress: "4 Daily Ct", modificationTimestamp: hours(2) })]);
    expect(await runAlerts(db, options(hours(3)))).toEqual({ checked: 1, sent: 0 });
    expect(await runAlerts(db, options(hours(1.2 + 24)))).toEqual({ checked: 2, sent: 1 });
    expect((await alerts()).at(-1)?.text).toContain("4 Daily Ct");

    const [search] = await db.select().from(savedSearches).where(eq(savedSearches.name, "McAllen homes"));
    expect(await savedSearchByToken(db, search?.unsubscribeToken ?? "")).toEqual({ name: "McAllen homes", alertsOn: true, forLead: false });
    expect(await unsubscribeByToken(db, search?.unsubscribeToken ?? "")).toEqual({ name: "McAllen homes" });
    expect(await savedSearchByToken(db, search?.unsubscribeToken ?? "")).toEqual({ name: "McAllen homes", alertsOn: false, forLead: false });
    expect(await savedSearchByToken(db, "not-a-real-token-at-all")).toBeNull();
    expect(await unsubscribeByToken(db, "not-a-real-token-at-all")).toBeNull();
    await insertListings(db, [makeListing({ listingKey: "AFTER", modificationTimestamp: hours(50) })]);
    expect(await runAlerts(db, options(hours(60)))).toEqual({ checked: 1, sent: 0 });
  });

  it("keeps its mark at the clock when a listing is stamped ahead of it, so earlier changes are still sent", async () => {
    const { db } = handle;
    await db.update(savedSearches).set({ frequency: "instant" }).where(eq(savedSearches.name, "Mission homes"));
    // Demo listings are stamped up to the evening of the day they are generated.
    await insertListings(db, [makeListing({ listingKey: "AHEAD", city: "Pharr", modificationTimestamp: hours(80) })]);
    expect(await runAlerts(db, options(hours(70)))).toMatchObject({ sent: 0 });
    await insertListings(db, [makeListing({ listingKey: "MISSION", city: "Mission", unparsedAddress: "5 Mission Way", modificationTimestamp: hours(71) })]);
    expect(await runAlerts(db, options(hours(72)))).toMatchObject({ sent: 1 });
    expect((await alerts()).at(-1)?.text).toContain("5 Mission Way");
  });
  it("keeps a saved search's map area, and alerts only on listings inside it", async () => {
    const { db } = handle;
    const saved = await createSavedSearch(db, { userId: "u1", name: "Map area", query: "bounds=26.22,-98.21,26.18,-98.25&page=2", lang: "en", frequency: "instant", now: hours(73) });
    expect(saved?.query).toBe("bounds=26.18%2C-98.25%2C26.22%2C-98.21");
    await insertListings(db, [
      makeListing({ listingKey: "INSIDE", unparsedAddress: "6 Inside Dr", latitude: 26.2034, longitude: -98.23, modificationTimestamp: hours(74) }),
      makeListing({ listingKey: "OUTSIDE", unparsedAddress: "7 Outside Rd", latitude: 26.25, longitude: -98.23, modificationTimestamp: hours(74) }),
      makeListing({ listingKey: "UNPLACED", unparsedAddress: "8 Nowhere St", modificationTimestamp: hours(74) }),
    ]);
    expect(await runAlerts(db, options(hours(75)))).toMatchObject({ sent: 1 });
    const mail = (await alerts()).at(-1);
    expect(mail?.subject).toContain("Map area");
    expect(mail?.text).toContain("6 Inside Dr");
    expect(mail?.text).not.toContain("7 Outside Rd");
    expect(mail?.text).not.toContain("8 Nowhere St");
    expect(mail?.text).toContain("https://rgv.example/en/search?bounds=26.18%2C-98.25%2C26.22%2C-98.21");
  });
});

// Only a server has other connections to hold the lock: PGlite is one connection in one process.
describe("saved-search alerts on postgres beside another instance", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("postgres");
  });
  afterAll(() => handle.close());

  it("skips the pass while another instance holds the lock", async () => {
    const { db } = handle;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727402)`);
      expect(await runAlerts(db, options(hours(70)))).toBeNull();
    });
  });
});
