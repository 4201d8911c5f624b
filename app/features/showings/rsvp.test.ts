import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, listings, openHouses, outbox, showings } from "~/db/schema";
import { storeLead, type NewLead } from "~/features/leads/store.server";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { insertListing } from "../../../tests/support/agent-factories";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { slotsFor } from "./booking.server";
import { bookingExtras } from "./intake.server";
import { cancelShowing, moveShowing, showingByToken } from "./manage.server";
import { planRsvp } from "./rsvp.server";

// Sunday 3 March 2030, 6:00 in the Valley; the open house is that afternoon, 1 to 4 pm.
const now = new Date("2030-03-03T12:00:00Z");
const start = new Date("2030-03-03T19:00:00Z");
const end = new Date("2030-03-03T22:00:00Z");

let sequence = 0;
function rsvpLead(listingKey: string, openHouseId: number): NewLead {
  sequence++;
  return {
    type: "showing",
    name: `Guest ${sequence}`,
    email: `guest${sequence}@example.com`,
    phone: null,
    message: "",
    lang: "es",
    sourcePath: `/es/propiedad/${listingKey}`,
    listingKey,
    details: { openHouse: String(openHouseId), slot: start.toISOString(), mode: "in-person" },
    photos: [],
    idempotencyKey: `rsvp-${sequence}-${Date.now()}`,
    userId: null,
    heldReason: null,
    followUpOn: null,
  };
}

describe.each(drivers)("open-house RSVPs on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  async function openHouse(listingKey: string, at = start, until = end): Promise<number> {
    const [row] = await handle.db.insert(openHouses).values({ listingKey, startsAt: at, endsAt: until }).returning({ id: openHouses.id });
    return row!.id;
  }

  async function rsvp(listingKey: string, id: number) {
    const plan = await planRsvp(handle.db, listingKey, id, now);
    if (plan === "gone") throw new Error("the open house should take RSVPs");
    const lead = rsvpLead(listingKey, id);
    const extras = bookingExtras(plan, { name: lead.name, email: lead.email, lang: "es" }, { url: "http://localhost/es/propiedad/x", place: `${listingKey} Palm Ct, McAllen` }, demoSite, "en", "http://localhost");
    const stored = await storeLead(handle.db, lead, { mails: () => extras.mails, hold: extras.hold });
    return { plan, stored, extras };
  }

  it("holds an RSVP as an openHouse showing at the open house's time, as many as come, with its own timeline line", async () => {
    await insertListing(handle.db, "RSVP1", "agent");
    const id = await openHouse("RSVP1");
    const first = await rsvp("RSVP1", id);
    const second = await rsvp("RSVP1", id);
    const rows = await handle.db.select().from(showings).where(eq(showings.openHouseId, id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: "openHouse", listingKey: "RSVP1", startsAt: start, endsAt: end, status: "booked" });
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, first.stored.id));
    expect(events.map((event) => event.data.action)).toContain("rsvp");
    expect(second.plan.showingId).not.toBe(first.plan.showingId);
    // An RSVP takes nobody's private time: the open house was already out of the free times.
    expect((await slotsFor(handle.db, "RSVP1", now)).flatMap((day) => day.starts)).not.toContain(start.toISOString());
  });

  it("mails the visitor an invite at the open house's start, in their language, with a cancel link and no reschedule", async () => {
    await insertListing(handle.db, "RSVP2", "agent");
    const { plan, extras } = await rsvp("RSVP2", await openHouse("RSVP2"));
    const [mail] = extras.mails;
    expect(mail?.subject).toMatch(/^Ya estás en la lista de la casa abierta del /);
    expect(mail?.calendar).toContain("METHOD:REQUEST");
    expect(mail?.calendar).toContain("DTSTART:20300303T190000Z");
    expect(mail?.calendar).toContain(`UID:showing-${plan.showingId}@`);
    expect(mail?.text).toContain(`/es/visita/cancelar/${plan.token}`);
    expect(mail?.text).not.toContain("/es/visita/cambiar/");
    expect(extras.push({ title: "t", body: "b", url: "/", tag: "x" }).body).toMatch(/^Open house RSVP: /);
  });

  it("names no open house that isn't this listing's, has started, or whose listing is off the market", async () => {
    await insertListing(handle.db, "RSVP3", "agent");
    await insertListing(handle.db, "RSVP4", "agent");
    const other = await openHouse("RSVP4");
    expect(await planRsvp(handle.db, "RSVP3", other, now)).toBe("gone");
    expect(await planRsvp(handle.db, "RSVP3", 999_999, now)).toBe("gone");
    const started = await openHouse("RSVP3", new Date("2030-03-03T11:00:00Z"), new Date("2030-03-03T14:00:00Z"));
    expect(await planRsvp(handle.db, "RSVP3", started, now)).toBe("gone");
    const upcoming = await openHouse("RSVP3");
    expect(await planRsvp(handle.db, "RSVP3", upcoming, now)).not.toBe("gone");
    await handle.db.update(listings).set({ standardStatus: "Closed" }).where(eq(listings.listingKey, "RSVP3"));
    expect(await planRsvp(handle.db, "RSVP3", upcoming, now)).toBe("gone");
  });

  it("cancels once through its own link, with the RSVP's words to both; it can't be moved", async () => {
    await insertListing(handle.db, "RSVP5", "agent");
    const { plan, stored } = await rsvp("RSVP5", await openHouse("RSVP5"));
    const found = await showingByToken(handle.db, plan.token, "es", now);
    if (found.state !== "open") throw new Error("the link should open its RSVP");
    expect(found.showing.kind).toBe("openHouse");
    expect(await moveShowing(handle.db, plan.token, found.showing, "2030-03-04T15:00:00.000Z", now)).toEqual({ state: "gone" });
    expect(await cancelShowing(handle.db, plan.token, found.showing, now)).toBe(true);
    expect(await cancelShowing(handle.db, plan.token, found.showing, now)).toBe(false);
    expect(await showingByToken(handle.db, plan.token, "es", now)).toEqual({ state: "gone", kind: "openHouse" });
    const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, "showing-cancelled"));
    const visitor = mails.find((mail) => mail.to === `guest${sequence}@example.com`);
    expect(visitor?.subject).toMatch(/^Cancelaste tu asistencia a la casa abierta/);
    expect(visitor?.calendar).toContain("METHOD:CANCEL");
    const agent = await handle.db.select().from(outbox).where(eq(outbox.kind, "showing-agent"));
    expect(agent.some((mail) => mail.subject === `RSVP cancelled: Guest ${sequence}` || mail.subject === `Asistencia cancelada: Guest ${sequence}`)).toBe(true);
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, stored.id));
    expect(events.map((event) => event.data.action)).toEqual(expect.arrayContaining(["rsvp", "cancelled"]));
  });
});
