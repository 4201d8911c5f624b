import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { user } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { historyOf } from "~/features/listings/history.server";
import { countTrackRecord } from "~/features/agent-profile/track-record.server";
import { blankValues, parseListingForm } from "./listing-form";
import { changeStatus, createListing, ownListing } from "./listings.server";
import { auditEntries, auditOf } from "./own-listings.server";
import { revertStatus, statusChangesOf } from "./status-revert.server";
import { REVERT_DAYS } from "./lifecycle";

const agent = { id: "agent-revert", name: "Marisa Villarreal" };
const listedBy = { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" };
const t0 = new Date("2026-03-01T15:00:00Z");
const later = (days: number) => new Date(t0.getTime() + days * 86_400_000);

function form(address: string) {
  const parsed = parseListingForm({ ...blankValues("mission"), zip: "78572", address, price: "345,000", bedrooms: "4", fullBaths: "3" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe.each(drivers)("undoing a status change on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(user).values({ id: agent.id, name: agent.name, email: "revert@example.com", role: "agent" });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("puts a sale back to Active with its values, hides it from visitors' history, records the undoing, and the track record follows", async () => {
    const { db } = handle;
    const key = await createListing(db, form("1208 Cattleman Dr"), agent, listedBy, t0);
    await changeStatus(db, key, { to: "Active" }, agent, later(1));
    expect(await countTrackRecord(db, undefined)).toEqual({ sold: 0, forSale: 1 });

    await changeStatus(db, key, { to: "Closed", closePrice: 330_000, closeDate: "2026-03-20" }, agent, later(20));
    expect(await countTrackRecord(db, undefined)).toEqual({ sold: 1, forSale: 0 });
    const [sale] = await statusChangesOf(db, key);
    expect(sale?.historyId).not.toBeNull();

    expect(await revertStatus(db, key, sale!.id, agent, later(21))).toBe(true);
    expect(await ownListing(db, key)).toMatchObject({ standardStatus: "Active", closePrice: null, closeDate: null, listPrice: 345_000 });
    expect(await countTrackRecord(db, undefined)).toEqual({ sold: 0, forSale: 1 });
    expect((await historyOf(db, key)).map((entry) => entry.status)).toEqual(["Active"]);

    const [undoing, undone] = await auditOf(db, key);
    expect(undoing).toMatchObject({ action: "reverted", changes: { standardStatus: ["Closed", "Active"], closePrice: [330_000, null], closeDate: ["2026-03-20", null] } });
    expect(undone?.revertedAt).toEqual(later(21));
    const [entry] = await auditEntries(db, key, { lang: "en", viewerId: agent.id });
    expect(entry).toMatchObject({ sentence: "Status change undone by you", reverted: false });
    expect(entry?.changes).toContain("Status: Sold → Active");

    // Done once: a second tap (another tab) finds nothing left to undo.
    expect(await revertStatus(db, key, sale!.id, agent, later(21))).toBe(false);
  });

  it(`refuses after ${REVERT_DAYS} days, and an older change while a newer one stands`, async () => {
    const { db } = handle;
    const key = await createListing(db, form("9 Palm Ct"), agent, listedBy, t0);
    await changeStatus(db, key, { to: "Active" }, agent, later(1));
    await changeStatus(db, key, { to: "Pending" }, agent, later(2));
    await changeStatus(db, key, { to: "Withdrawn" }, agent, later(3));
    const [withdrawn, pending] = await statusChangesOf(db, key);
    expect(await revertStatus(db, key, pending!.id, agent, later(4))).toBe(false);
    expect(await revertStatus(db, key, withdrawn!.id, agent, later(3 + REVERT_DAYS))).toBe(false);
    expect(await revertStatus(db, key, withdrawn!.id, agent, later(4))).toBe(true);
    expect(await revertStatus(db, key, pending!.id, agent, later(5))).toBe(true);
    expect((await ownListing(db, key))?.standardStatus).toBe("Active");
    expect((await historyOf(db, key)).map((entry) => entry.status)).toEqual(["Active"]);
  });
});
