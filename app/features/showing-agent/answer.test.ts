import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, leadTasks, openHouses, outbox, showings } from "~/db/schema";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { insertLead, insertListing } from "../../../tests/support/agent-factories";
import { insertShowing } from "../../../tests/support/showing-factories";
import { acceptProposal, confirmShowing, declineShowing, proposalOf, proposeShowing } from "./answer.server";
import { showingByToken } from "~/features/showings/manage.server";
import { calendarFeed } from "./feed.server";
import { newFeedToken, isFeedToken, revokeFeed } from "./settings.server";

const PUBLIC_URL = "https://rgv.example";
const now = new Date("2030-03-04T15:00:00Z");
const day = (days: number, hour = 16) => new Date(Date.UTC(2030, 2, 4 + days, hour));
const setting = { site: demoSite, publicUrl: PUBLIC_URL, now };

describe.each(drivers)("her answers to a showing on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await insertListing(handle.db, "SHOW-1", "agent");
  });
  afterAll(() => handle.close());

  const mailTo = async (to: string) => handle.db.select().from(outbox).where(eq(outbox.to, to));
  const statusOf = async (id: string) => (await handle.db.select({ status: showings.status }).from(showings).where(eq(showings.id, id)))[0]?.status;

  it("confirms in one tap: the visitor's mail in their language with a REQUEST invite of a higher SEQUENCE, the timeline, the lead on to Showing; twice is refused", async () => {
    const { id, leadId } = await insertShowing(handle.db, { startsAt: day(2), createdAt: day(-1), lead: { email: "confirm@example.com", lang: "es" } });
    expect(await confirmShowing(handle.db, id, null, setting)).toBe(true);
    expect(await confirmShowing(handle.db, id, null, setting)).toBe(false);
    expect(await statusOf(id)).toBe("confirmed");
    const [mail] = await mailTo("confirm@example.com");
    expect(mail?.subject).toMatch(/^Tu visita está confirmada/);
    expect(mail?.text).toContain("SHOW-1 Palm Ct, McAllen");
    expect(mail?.calendar).toContain("METHOD:REQUEST");
    expect(mail?.calendar).toContain("STATUS:CONFIRMED");
    expect(Number(/SEQUENCE:(\d+)/.exec(mail?.calendar ?? "")?.[1])).toBeGreaterThan(0);
    const [lead] = await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(lead?.status).toBe("showing");
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events.map((event) => [event.kind, event.data.action ?? event.data.status]).sort()).toEqual([
      ["showing", "confirmed"],
      ["status", "showing"],
    ]);
  });

  it("leaves a lead further along the pipeline where it is", async () => {
    const { id, leadId } = await insertShowing(handle.db, { startsAt: day(3), createdAt: day(-1), lead: { status: "offer" } });
    await confirmShowing(handle.db, id, null, setting);
    expect((await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)))[0]?.status).toBe("offer");
  });

  it("declines with her note and a CANCEL invite, and frees the time", async () => {
    const { id } = await insertShowing(handle.db, { startsAt: day(4), createdAt: day(-1), lead: { email: "decline@example.com" } });
    expect(await declineShowing(handle.db, id, "I'm at a closing that day", null, setting)).toBe(true);
    const [mail] = await mailTo("decline@example.com");
    expect(mail?.text).toContain("Her note: I'm at a closing that day");
    expect(mail?.calendar).toContain("METHOD:CANCEL");
    expect(await statusOf(id)).toBe("declined");
    await insertShowing(handle.db, { startsAt: day(4), createdAt: day(-1) });
  });

  it("proposes another time with an Accept link that works once, while the booking's own links keep working; a time taken meanwhile is refused as taken", async () => {
    const { id, token: oldToken } = await insertShowing(handle.db, { startsAt: day(5), createdAt: day(-1), lead: { email: "propose@example.com" } });
    let accept = "";
    expect(await proposeShowing(handle.db, id, day(6), null, { ...setting, acceptUrl: (token) => (accept = token) })).toBe(true);
    expect(await proposalOf(handle.db, oldToken)).toBeUndefined();
    const stillOpen = await showingByToken(handle.db, oldToken, "en", now);
    expect(stillOpen.state === "open" && stillOpen.showing.id).toBe(id);
    const [mail] = await mailTo("propose@example.com");
    expect(mail?.kind).toBe("showing-proposed");
    expect(mail?.text).toContain(accept);
    const accepted = await acceptProposal(handle.db, accept, setting);
    expect(typeof accepted === "object" && accepted.startsAt.toISOString()).toBe(day(6).toISOString());
    expect(await statusOf(id)).toBe("confirmed");
    expect(await acceptProposal(handle.db, accept, setting)).toBe("gone");

    const other = await insertShowing(handle.db, { startsAt: day(7), createdAt: day(-1) });
    let second = "";
    await proposeShowing(handle.db, other.id, day(8), null, { ...setting, acceptUrl: (token) => (second = token) });
    await insertShowing(handle.db, { startsAt: day(8), createdAt: day(-1) });
    expect(await acceptProposal(handle.db, second, setting)).toBe("taken");
    expect(await statusOf(other.id)).toBe("proposed");
  });

  it("refuses at once to propose a time another showing holds, even partly, and leaves the booking and the visitor's mail as they were", async () => {
    await insertShowing(handle.db, { startsAt: day(10), createdAt: day(-1) });
    const { id } = await insertShowing(handle.db, { startsAt: day(11), createdAt: day(-1), lead: { email: "overlap@example.com" } });
    const partlyInto = new Date(day(10).getTime() + 15 * 60_000);
    expect(await proposeShowing(handle.db, id, partlyInto, null, { ...setting, acceptUrl: () => "" })).toBe("taken");
    expect(await statusOf(id)).toBe("booked");
    expect(await mailTo("overlap@example.com")).toEqual([]);
    const ownTimeMoved = new Date(day(11).getTime() + 15 * 60_000);
    expect(await proposeShowing(handle.db, id, ownTimeMoved, null, { ...setting, acceptUrl: () => "" })).toBe(true);
  });

  it("serves her calendar feed at the current token only, with showings, open houses and timed and whole-day tasks", async () => {
    const leadId = await insertLead(handle.db, { name: "Tasha Tareas" });
    await handle.db.insert(leadTasks).values([
      { leadId, kind: "call", dueOn: "2030-03-05", dueTime: "10:30" },
      { leadId, kind: "cma", dueOn: "2030-03-06", dueTime: null },
    ]);
    await handle.db.insert(openHouses).values({ listingKey: "SHOW-1", startsAt: day(9, 19), endsAt: day(9, 22) });
    const token = await newFeedToken(handle.db);
    expect(await isFeedToken(handle.db, token)).toBe(true);
    const renewed = await newFeedToken(handle.db);
    expect(await isFeedToken(handle.db, token)).toBe(false);
    const feed = await calendarFeed(handle.db, "en", { publicUrl: PUBLIC_URL, agentName: "Marisa", now });
    expect(feed).toContain("METHOD:PUBLISH");
    expect(feed).toMatch(/SUMMARY:Showing: SHOW-1 Palm Ct\\, McAllen · Lead \d+/);
    expect(feed).toContain("SUMMARY:Call · Tasha Tareas");
    expect(feed).toContain("DTSTART:20300305T163000Z");
    expect(feed).toContain("DTSTART;VALUE=DATE:20300306");
    expect(feed).toContain("DTSTART:20300313T190000Z");
    await revokeFeed(handle.db);
    expect(await isFeedToken(handle.db, renewed)).toBe(false);
  });
});
