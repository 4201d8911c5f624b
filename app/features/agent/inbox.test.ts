import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, user, verification } from "~/db/schema";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { grantAgent } from "./grant-agent.server";
import { addLeadNote, countByStage, exportLeads, getLead, inboxSearch, listLeads, parseInboxFilters, setLeadStatus } from "./inbox.server";

describe("inbox filters from the URL", () => {
  it("keep what is valid and drop what isn't, one by one", () => {
    expect(parseInboxFilters(new URLSearchParams("status=won&type=staging&from=2026-01-02&to=2026-02-30x&page=3"))).toEqual({
      status: "won",
      type: "staging",
      from: "2026-01-02",
      to: undefined,
      page: 3,
    });
    expect(parseInboxFilters(new URLSearchParams("status=spam&type=&page=-4"))).toEqual({ status: undefined, type: undefined, from: undefined, to: undefined, page: 1 });
  });

  it("read an old bookmark's Closed as Won", () => {
    expect(parseInboxFilters(new URLSearchParams("status=closed")).status).toBe("won");
  });

  it("go back from a lead's move as valid filters and page only", () => {
    expect(inboxSearch("status=closed&type=spam&page=2&view=held")).toBe("?status=won&page=2");
    expect(inboxSearch("page=1")).toBe("");
    expect(inboxSearch("//evil.example")).toBe("");
  });

  it("drop days no database date can hold, such as the last day of year 9999 (its next day is year 10000)", () => {
    const filters = parseInboxFilters(new URLSearchParams("from=0000-01-01&to=9999-12-31"));
    expect(filters.from).toBeUndefined();
    expect(filters.to).toBeUndefined();
  });
});

describe.each(drivers)("the inbox on %s", (driver) => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    const rows = [
      { key: "a", type: "contact", createdAt: new Date("2026-03-01T20:00:00-06:00") },
      { key: "b", type: "showing", createdAt: new Date("2026-03-02T01:30:00-06:00") },
      { key: "c", type: "staging", createdAt: new Date("2026-03-03T09:00:00-06:00") },
    ] as const;
    for (const row of rows) {
      const [inserted] = await handle.db
        .insert(leads)
        .values({ type: row.type, name: `Lead ${row.key}`, email: `${row.key}@example.com`, lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: row.key, createdAt: row.createdAt })
        .returning({ id: leads.id });
      ids[row.key] = inserted?.id ?? "";
    }
  });
  afterAll(() => handle.close());

  it("lists newest first and filters by type, status and the Valley's days", async () => {
    const all = await listLeads(handle.db, parseInboxFilters(new URLSearchParams()));
    expect(all.rows.map((row) => row.name)).toEqual(["Lead c", "Lead b", "Lead a"]);
    expect(all.total).toBe(3);
    const showing = await listLeads(handle.db, parseInboxFilters(new URLSearchParams("type=showing")));
    expect(showing.rows.map((row) => row.name)).toEqual(["Lead b"]);
    const day = await listLeads(handle.db, parseInboxFilters(new URLSearchParams("from=2026-03-01&to=2026-03-01")));
    expect(day.rows.map((row) => row.name)).toEqual(["Lead a"]);
    const page2 = await listLeads(handle.db, parseInboxFilters(new URLSearchParams("page=2")), 2);
    expect(page2.rows.map((row) => row.name)).toEqual(["Lead a"]);
  });

  it("puts a lead on its Valley day on the Sunday the clocks go forward, by midnight's offset rather than noon's", async () => {
    // 11:30 PM on Saturday 7 March 2026 (standard time) and 12:30 AM on Sunday the 8th.
    for (const [key, at] of [["dst-eve", "2026-03-08T05:30:00Z"], ["dst-day", "2026-03-08T06:30:00Z"]] as const) {
      await handle.db.insert(leads).values({ type: "contact", name: `Lead ${key}`, email: `${key}@example.com`, lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: key, createdAt: new Date(at) });
    }
    const sunday = await listLeads(handle.db, parseInboxFilters(new URLSearchParams("from=2026-03-08&to=2026-03-08")));
    expect(sunday.rows.map((row) => row.name)).toEqual(["Lead dst-day"]);
    const saturday = await listLeads(handle.db, parseInboxFilters(new URLSearchParams("from=2026-03-07&to=2026-03-07")));
    expect(saturday.rows.map((row) => row.name)).toEqual(["Lead dst-eve"]);
    await handle.db.delete(leads).where(inArray(leads.idempotencyKey, ["dst-eve", "dst-day"]));
  });

  it("changes a status, keeps notes, and exports them with their lead", async () => {
    expect(await setLeadStatus(handle.db, ids.b ?? "", { status: "contacted" })).toBe(true);
    await addLeadNote(handle.db, ids.b ?? "", null, "Left a voicemail");
    const lead = await getLead(handle.db, ids.b ?? "");
    expect(lead?.status).toBe("contacted");
    expect(lead?.notes.map((note) => note.body)).toEqual(["Left a voicemail"]);
    expect((await listLeads(handle.db, parseInboxFilters(new URLSearchParams("status=contacted")))).total).toBe(1);
    const exported = await exportLeads(handle.db, parseInboxFilters(new URLSearchParams("status=contacted")));
    expect(exported.map((row) => [row.name, row.notes])).toEqual([["Lead b", ["Left a voicemail"]]]);
    expect(await getLead(handle.db, "not-a-uuid")).toBeUndefined();
  });

  it("moves a lead to Lost with her reason and note, on the lead and its timeline; a new reason is a move, the same one isn't; another stage clears them", async () => {
    const id = ids.c ?? "";
    const timeline = async () => (await handle.db.select({ data: leadEvents.data }).from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.createdAt)).map((row) => row.data);
    expect(await setLeadStatus(handle.db, id, { status: "lost", reason: "otherAgent", note: "Went with her cousin." })).toBe(true);
    expect(await getLead(handle.db, id)).toMatchObject({ status: "lost", lostReason: "otherAgent", lostNote: "Went with her cousin." });
    expect(await setLeadStatus(handle.db, id, { status: "lost", reason: "otherAgent", note: "Went with her cousin." })).toBe(false);
    expect(await setLeadStatus(handle.db, id, { status: "lost", reason: "price", note: null })).toBe(true);
    expect(await getLead(handle.db, id)).toMatchObject({ lostReason: "price", lostNote: null });
    expect((await countByStage(handle.db, parseInboxFilters(new URLSearchParams("status=new")))).lost).toBe(1);
    expect(await setLeadStatus(handle.db, id, { status: "showing" })).toBe(true);
    expect(await getLead(handle.db, id)).toMatchObject({ status: "showing", lostReason: null, lostNote: null });
    expect(await timeline()).toEqual([{ status: "lost", reason: "otherAgent", note: "Went with her cousin." }, { status: "lost", reason: "price" }, { status: "showing" }]);
    const [exported] = await exportLeads(handle.db, parseInboxFilters(new URLSearchParams("status=showing")));
    expect(exported?.name).toBe("Lead c");
  });

  it("makes an agent with a one-time set-password link, new or existing", async () => {
    const grant = await grantAgent(handle.db, " New.Agent@Example.com ", "https://homes.example");
    expect(grant.created).toBe(true);
    const [row] = await handle.db.select().from(user).where(eq(user.id, grant.userId));
    expect(row).toMatchObject({ email: "new.agent@example.com", role: "agent", emailVerified: true });
    const token = /token=([0-9a-f]+)$/.exec(grant.link)?.[1];
    expect(grant.link).toMatch(/^https:\/\/homes\.example\/en\/account\?mode=reset&token=/);
    const [stored] = await handle.db.select().from(verification).where(eq(verification.identifier, `reset-password:${token}`));
    expect(stored?.value).toBe(grant.userId);
    const again = await grantAgent(handle.db, "new.agent@example.com", "https://homes.example");
    expect(again).toMatchObject({ userId: grant.userId, created: false });
    await expect(grantAgent(handle.db, "not an e-mail", "https://homes.example")).rejects.toThrow();
  });
});
