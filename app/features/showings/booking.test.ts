import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, listings, openHouses, outbox, showingBlockedDays, showings, showingSettings } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { storeLead, type NewLead } from "~/features/leads/store.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { insertListing } from "../../../tests/support/agent-factories";
import { holdShowing, isSlotTaken, newManageToken, planBooking, showingsVersionOf, slotsFor } from "./booking.server";
import { cancelShowing, moveShowing, showingByToken } from "./manage.server";

// Sunday 3 March 2030, 6:00 in the Valley: the whole of Monday 4 March is ahead.
const now = new Date("2030-03-03T12:00:00Z");
const monday9 = "2030-03-04T15:00:00.000Z";
const monday930 = "2030-03-04T15:30:00.000Z";

let sequence = 0;
function newLead(listingKey: string): NewLead {
  sequence++;
  return {
    type: "showing",
    name: `Visitor ${sequence}`,
    email: `booker${sequence}@example.com`,
    phone: null,
    message: "",
    lang: "es",
    sourcePath: `/es/propiedad/${listingKey}`,
    listingKey,
    details: { slot: monday9, mode: "in-person" },
    photos: [],
    idempotencyKey: `booking-${sequence}-${Date.now()}`,
    userId: null,
    heldReason: null,
    followUpOn: null,
  };
}

describe.each(drivers)("booking showings on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  async function book(listingKey: string, slot: string) {
    const plan = await planBooking(handle.db, listingKey, slot, "inPerson", now);
    if (plan === "taken") throw new Error("slot not free");
    const lead = newLead(listingKey);
    const stored = await storeLead(handle.db, lead, { mails: () => [], hold: (tx, id) => holdShowing(tx, id, plan) });
    return { plan, lead, stored };
  }

  it("offers her default hours while she has set none, less her blocked days and the listing's open houses", async () => {
    await insertListing(handle.db, "SLOTS1", "agent");
    const days = await slotsFor(handle.db, "SLOTS1", now);
    expect(days[0]).toMatchObject({ day: "2030-03-04" });
    expect(days[0]!.starts[0]).toBe(monday9);
    expect(days[0]!.starts).toHaveLength(18);

    await handle.db.insert(showingBlockedDays).values({ day: "2030-03-05", note: "closing" });
    await handle.db.insert(openHouses).values({ listingKey: "SLOTS1", startsAt: new Date(monday9), endsAt: new Date("2030-03-04T16:00:00Z") });
    await handle.db.insert(showingSettings).values({ id: 1, hours: { 0: [], 1: [[540, 720]], 2: [[540, 720]], 3: [], 4: [], 5: [], 6: [] }, lengthMinutes: 60 });
    const after = await slotsFor(handle.db, "SLOTS1", now);
    expect(after.map((day) => day.day)).toEqual(["2030-03-04", "2030-03-11", "2030-03-12"]);
    expect(after[0]!.starts).toEqual(["2030-03-04T16:00:00.000Z", "2030-03-04T17:00:00.000Z"]);
    // Another listing's open house doesn't keep her from this one.
    expect((await slotsFor(handle.db, "OTHER", now))[0]!.starts[0]).toBe(monday9);
    await handle.db.delete(showingSettings);
    await handle.db.delete(showingBlockedDays);
    await handle.db.delete(openHouses);
  });

  it("holds the slot with its lead and its timeline line: the next visitor no longer sees it, and the page cache's counter moves", async () => {
    await insertListing(handle.db, "BOOK1", "agent");
    const before = await showingsVersionOf(handle.db);
    const { stored, plan } = await book("BOOK1", monday9);
    const [row] = await handle.db.select().from(showings).where(eq(showings.id, plan.showingId));
    expect(row).toMatchObject({ leadId: stored.id, status: "booked", kind: "private", mode: "inPerson" });
    expect(row!.endsAt.toISOString()).toBe(monday930);
    expect(row!.manageTokenHash).not.toBe(plan.token);
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, stored.id));
    expect(events.map((event) => [event.kind, event.data.action])).toEqual([["showing", "booked"]]);
    expect((await slotsFor(handle.db, "OTHER", now))[0]!.starts).not.toContain(monday9);
    expect(await planBooking(handle.db, "BOOK1", monday9, "video", now)).toBe("taken");
    // A listing that can't be shown, or none, takes no booking whatever a post says.
    await handle.db.update(listings).set({ standardStatus: "Pending" }).where(eq(listings.listingKey, "BOOK1"));
    expect(await planBooking(handle.db, "BOOK1", monday930, "video", now)).toBe("taken");
    expect(await planBooking(handle.db, "NOSUCH", monday930, "video", now)).toBe("taken");
    await handle.db.update(listings).set({ standardStatus: "Active" }).where(eq(listings.listingKey, "BOOK1"));
    expect(await showingsVersionOf(handle.db)).not.toBe(before);
  });

  it("gives one booking when two visitors book one slot at the same moment, and keeps no lead for the other", async () => {
    await insertListing(handle.db, "RACE1", "agent");
    const slot = "2030-03-04T17:00:00.000Z";
    const plans = await Promise.all([planBooking(handle.db, "RACE1", slot, "inPerson", now), planBooking(handle.db, "RACE1", slot, "video", now)]);
    const results = await Promise.allSettled(
      plans.map((plan) => {
        if (plan === "taken") throw new Error("both plans should pass the check");
        const lead = newLead("RACE1");
        return storeLead(handle.db, lead, { mails: () => [], hold: (tx, id) => holdShowing(tx, id, plan) });
      }),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused && isSlotTaken(refused.reason)).toBe(true);
    expect(await handle.db.select().from(showings).where(eq(showings.startsAt, new Date(slot)))).toHaveLength(1);
    expect(await handle.db.select().from(leads).where(eq(leads.listingKey, "RACE1"))).toHaveLength(1);
  });

  it("cancels once through its own link only, frees the slot and tells both", async () => {
    await insertListing(handle.db, "CANCEL1", "agent");
    const { plan, stored } = await book("CANCEL1", "2030-03-04T18:00:00.000Z");
    const stranger = newManageToken().token;
    expect(await showingByToken(handle.db, stranger, "en", now)).toEqual({ state: "unknown" });
    const found = await showingByToken(handle.db, plan.token, "es", now);
    if (found.state !== "open") throw new Error("the link should open its showing");
    expect(found.showing.place).toBe("CANCEL1 Palm Ct, McAllen");
    expect(await cancelShowing(handle.db, plan.token, found.showing, now)).toBe(true);
    expect(await cancelShowing(handle.db, plan.token, found.showing, now)).toBe(false);
    expect(await showingByToken(handle.db, plan.token, "es", now)).toEqual({ state: "gone", kind: "private" });
    expect((await slotsFor(handle.db, "CANCEL1", now))[0]!.starts).toContain("2030-03-04T18:00:00.000Z");
    const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, "showing-cancelled"));
    expect(mails.some((mail) => mail.to === `booker${sequence}@example.com` && mail.calendar?.includes("METHOD:CANCEL"))).toBe(true);
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, stored.id));
    expect(events.map((event) => event.data.action)).toEqual(expect.arrayContaining(["booked", "cancelled"]));
  });

  it("moves a booking to a free time with a new secret: the old link stops working, the old slot is free, a taken one is refused", async () => {
    await insertListing(handle.db, "MOVE1", "agent");
    const { plan } = await book("MOVE1", "2030-03-04T19:00:00.000Z");
    await book("MOVE1", "2030-03-04T20:00:00.000Z");
    const found = await showingByToken(handle.db, plan.token, "en", now);
    if (found.state !== "open") throw new Error("the link should open its showing");
    expect(await moveShowing(handle.db, plan.token, found.showing, "2030-03-04T20:00:00.000Z", now)).toEqual({ state: "taken" });
    const moved = await moveShowing(handle.db, plan.token, found.showing, "2030-03-04T21:00:00.000Z", now);
    if (moved.state !== "moved") throw new Error("the move should go through");
    expect(await showingByToken(handle.db, plan.token, "en", now)).toEqual({ state: "unknown" });
    expect(await moveShowing(handle.db, plan.token, found.showing, "2030-03-04T22:00:00.000Z", now)).toEqual({ state: "gone" });
    const [row] = await handle.db.select().from(showings).where(eq(showings.id, plan.showingId));
    expect(row).toMatchObject({ status: "booked", startsAt: new Date("2030-03-04T21:00:00.000Z") });
    expect((await slotsFor(handle.db, "MOVE1", now))[0]!.starts).toContain("2030-03-04T19:00:00.000Z");
    const again = await showingByToken(handle.db, moved.token, "en", now);
    expect(again.state).toBe("open");
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.kind, "showing-moved"));
    expect(mail?.calendar).toContain("DTSTART:20300304T210000Z");
    expect(mail?.text).toContain(moved.token);
  });
});
