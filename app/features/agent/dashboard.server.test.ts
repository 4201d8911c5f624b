import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, leadTasks, listingViews, savedSearches, user, type leads } from "~/db/schema";
import { insertLead, insertListing } from "../../../tests/support/agent-factories";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { agentDashboard, weekStartOf } from "./dashboard.server";

// A Saturday: the week began on Monday 30 November, before the month did.
const today = "2026-12-05";
const now = new Date("2026-12-05T18:00:00Z");
const minutes = (at: string, n: number) => new Date(Date.parse(at) + n * 60_000);

describe("the week the dashboard counts", () => {
  it("starts on the Valley Monday, across a month's or a year's turn", () => {
    expect(weekStartOf("2026-12-05")).toBe("2026-11-30");
    expect(weekStartOf("2026-11-30")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-06")).toBe("2026-11-30");
    expect(weekStartOf("2027-01-02")).toBe("2026-12-28");
  });
});

describe.each(drivers)("the agent's dashboard on %s", (driver) => {
  let handle: DatabaseHandle;
  const lead = (at: string, values: Partial<typeof leads.$inferInsert> = {}) => insertLead(handle.db, { createdAt: new Date(at), ...values });
  const listing = (key: string, source: string) => insertListing(handle.db, key, source, now);

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    const thursday = "2026-12-04T18:00:00Z";
    const open = await lead(thursday, { type: "showing", source: "facebook", status: "contacted", listingKey: "OWN1", firstReplyAt: minutes(thursday, 10), firstContactAt: minutes(thursday, 5) });
    // Monday 1 AM and Monday 11:30 PM in the Valley: this week, last month.
    await lead("2026-11-30T07:00:00Z", { source: "facebook", firstReplyAt: minutes("2026-11-30T07:00:00Z", 30), firstContactAt: minutes("2026-11-30T07:00:00Z", 30) });
    await lead("2026-12-01T05:30:00Z", { type: "question", source: "google", status: "showing", firstContactAt: minutes("2026-12-01T05:30:00Z", 60) });
    await lead("2026-12-02T15:00:00Z", { type: "valuation", status: "lost", lostReason: "price" });
    const won = await lead("2026-11-20T15:00:00Z", { source: "direct", status: "won", firstReplyAt: minutes("2026-11-20T15:00:00Z", 600) });
    await lead("2026-10-01T15:00:00Z", { source: "facebook", firstReplyAt: minutes("2026-10-01T15:00:00Z", 5_000) });
    await lead(thursday, { source: "facebook", heldReason: "honeypot", listingKey: "OWN1" });

    await handle.db.insert(leadTasks).values([
      { leadId: open, kind: "call", dueOn: today },
      { leadId: open, kind: "text", dueOn: today, dueTime: "16:30" },
      { leadId: open, kind: "cma", dueOn: "2026-12-03" },
      { leadId: open, kind: "showing", dueOn: today, doneAt: now },
      { leadId: open, kind: "listings", dueOn: "2026-12-07" },
      { leadId: won, kind: "other", dueOn: "2026-12-01" },
    ]);

    await listing("OWN1", "agent");
    await listing("OWN2", "agent");
    await listing("OWN3", "agent");
    await listing("MLS1", "mls");
    await handle.db.insert(listingViews).values([
      { listingKey: "OWN1", day: today, views: 5 },
      { listingKey: "OWN1", day: "2026-10-01", views: 100 },
      { listingKey: "MLS1", day: today, views: 40 },
    ]);
    await handle.db.insert(user).values([
      { id: "buyer-1", name: "Buyer One", email: "b1@example.com" },
      { id: "buyer-2", name: "Buyer Two", email: "b2@example.com" },
    ]);
    await handle.db.insert(favorites).values([
      { userId: "buyer-1", listingKey: "OWN2" },
      { userId: "buyer-2", listingKey: "OWN2" },
      { userId: "buyer-1", listingKey: "MLS1" },
    ]);
    await handle.db.insert(savedSearches).values(
      ["city=mcallen&maxPrice=250000&kind=buy", "location=mcallen&priceRange=500k-plus", "kind=rent&maxPrice=1500", "community=tres-lagos&type=Residential"].map((query, index) => ({
        userId: "buyer-1",
        name: `Search ${index}`,
        query,
        unsubscribeToken: `token-${index}`,
      })),
    );
  });
  afterAll(() => handle.close());

  it("counts this week's and this month's leads by source and form in Valley days, held leads left out, the ones before sources honestly apart", async () => {
    const dashboard = await agentDashboard(handle.db, today, now);
    expect(dashboard.weekStart).toBe("2026-11-30");
    expect(dashboard.monthStart).toBe("2026-12-01");
    expect(dashboard.totals).toEqual({ week: 4, month: 2 });
    expect(dashboard.bySource).toEqual([
      { key: "facebook", week: 2, month: 1 },
      { key: null, week: 1, month: 1 },
      { key: "google", week: 1, month: 0 },
    ]);
    expect(dashboard.byForm).toEqual([
      { key: "showing", week: 1, month: 1 },
      { key: "valuation", week: 1, month: 1 },
      { key: "contact", week: 1, month: 0 },
      { key: "question", week: 1, month: 0 },
    ]);
  });

  it("draws the last 30 Valley days, oldest first, a day without leads at zero", async () => {
    const { perDay } = await agentDashboard(handle.db, today, now);
    expect(perDay).toHaveLength(30);
    expect(perDay[0]).toEqual({ day: "2026-11-06", count: 0 });
    expect(perDay.at(-1)).toEqual({ day: today, count: 0 });
    expect(perDay.filter((day) => day.count > 0)).toEqual([
      { day: "2026-11-20", count: 1 },
      { day: "2026-11-30", count: 2 },
      { day: "2026-12-02", count: 1 },
      { day: "2026-12-04", count: 1 },
    ]);
  });

  it("gives the median minutes to her first reply and first contact over the last 30 days", async () => {
    const { response } = await agentDashboard(handle.db, today, now);
    expect(response.firstReply).toBeCloseTo(30);
    expect(response.firstContact).toBeCloseTo(30);
  });

  it("counts every stage, the tasks due today and overdue on open leads, and her listings buyers look at", async () => {
    const dashboard = await agentDashboard(handle.db, today, now);
    expect(Object.fromEntries(dashboard.stages.map((stage) => [stage.status, stage.count]))).toEqual({ new: 2, contacted: 1, showing: 1, offer: 0, contract: 0, won: 1, lost: 1 });
    expect(dashboard.tasks).toEqual({ dueToday: 2, overdue: 1 });
    expect(dashboard.listings).toEqual([
      { listingKey: "OWN1", address: "OWN1 Palm Ct", views: 5, favorites: 0, leads: 1 },
      { listingKey: "OWN2", address: "OWN2 Palm Ct", views: 0, favorites: 2, leads: 0 },
    ]);
  });

  it("reads what buyers search from their saved searches, and says there has been no backup", async () => {
    const dashboard = await agentDashboard(handle.db, today, now);
    expect(dashboard.searches.total).toBe(4);
    expect(dashboard.searches.byCity).toEqual([
      { key: "mcallen", count: 3 },
      { key: "any", count: 1 },
    ]);
    expect(dashboard.backup).toMatchObject({ lastSuccessAt: null, stale: true });
  });
});
