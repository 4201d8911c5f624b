import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadTasks, listingViews, openHouses, type leads } from "~/db/schema";
import { insertLead, insertListing } from "../../../tests/support/agent-factories";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { agentOverview } from "./overview.server";

const today = "2026-12-05";
const now = new Date("2026-12-05T18:00:00Z");

describe.each(drivers)("the overview above her leads on %s", (driver) => {
  let handle: DatabaseHandle;
  const lead = (values: Partial<typeof leads.$inferInsert>) => insertLead(handle.db, values);
  const listing = (key: string, source: string) => insertListing(handle.db, key, source, now);

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await lead({ status: "new" });
    await lead({ status: "new", heldReason: "honeypot" });
    const task = async (leadId: string, dueOn: string, done = false) => handle.db.insert(leadTasks).values({ leadId, kind: "call", dueOn, doneAt: done ? now : null });
    const twice = await lead({ status: "contacted" });
    await task(twice, today);
    await task(twice, today, true);
    await task(twice, "2026-12-09");
    await task(await lead({ status: "new" }), "2026-12-03");
    await task(await lead({ status: "won" }), "2026-12-01");
    await lead({ type: "showing", status: "contacted", name: "Ana", details: { date1: "2026-12-08" } });
    await lead({ type: "showing", status: "contacted", name: "Past", details: { date1: "2026-12-04" } });
    await lead({ type: "showing", status: "won", name: "Done", details: { date1: "2026-12-07" } });
    await listing("OWN1", "agent");
    await listing("MLS1", "mls");
    await handle.db.insert(openHouses).values({ listingKey: "OWN1", startsAt: new Date("2026-12-06T20:00:00Z"), endsAt: new Date("2026-12-06T22:00:00Z") });
    await handle.db.insert(openHouses).values({ listingKey: "MLS1", startsAt: new Date("2026-12-06T18:00:00Z"), endsAt: new Date("2026-12-06T20:00:00Z") });
    await handle.db.insert(listingViews).values([
      { listingKey: "OWN1", day: today, views: 5 },
      { listingKey: "OWN1", day: "2026-11-29", views: 3 },
      { listingKey: "OWN1", day: "2026-11-28", views: 100 },
      { listingKey: "MLS1", day: today, views: 40 },
    ]);
  });
  afterAll(() => handle.close());

  it("counts new leads, open tasks due today and overdue, the next showings and her own listings' views over the last 7 Valley days", async () => {
    const overview = await agentOverview(handle.db, today, now);
    expect(overview.newLeads).toBe(2);
    expect(overview.dueToday).toBe(1);
    expect(overview.overdue).toBe(1);
    expect(overview.viewsThisWeek).toBe(8);
    expect(overview.showings.map((showing) => (showing.kind === "request" ? `${showing.day} ${showing.name}` : `open house ${showing.address}`))).toEqual(["open house OWN1 Palm Ct", "2026-12-08 Ana"]);
  });
});
