import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { responseMedians } from "./response-times.server";

const minute = 60_000;
const at = (iso: string, plusMinutes = 0) => new Date(new Date(iso).getTime() + plusMinutes * minute);

describe.each(drivers)("her response times on %s", (driver) => {
  let handle: DatabaseHandle;
  let sequence = 0;
  const lead = async (created: string, reply: number | null, contact: number | null, values: Partial<typeof leads.$inferInsert> = {}) => {
    sequence++;
    await handle.db.insert(leads).values({
      type: "showing",
      name: `Lead ${sequence}`,
      email: `r${sequence}@example.com`,
      lang: "en",
      consent: true,
      sourcePath: "/en/showings",
      idempotencyKey: `response-${sequence}`,
      createdAt: at(created),
      firstReplyAt: reply === null ? null : at(created, reply),
      firstContactAt: contact === null ? null : at(created, contact),
      ...values,
    });
  };

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    // Before the window: neither counts.
    await lead("2026-11-20T15:00:00Z", 1000, 1000);
    // Replies after 10, 30 and 90 minutes; a call came before two of them.
    await lead("2026-12-01T15:00:00Z", 10, 10);
    await lead("2026-12-02T15:00:00Z", 30, 5);
    await lead("2026-12-03T15:00:00Z", 90, 20);
    // Called after 2 minutes, never written to; one not answered at all; a held lead answered late.
    await lead("2026-12-04T15:00:00Z", null, 2);
    await lead("2026-12-05T15:00:00Z", null, null);
    await lead("2026-12-06T15:00:00Z", 5000, 5000, { heldReason: "honeypot" });
  });
  afterAll(() => handle.close());

  it("gives the medians over the window's leads she answered, held ones and older ones left out; an even count's is the middle of two", async () => {
    const medians = await responseMedians(handle.db, new Date("2026-11-30T06:00:00Z"));
    expect(medians.firstReply).toBeCloseTo(30);
    // Contacts after 2, 5, 10 and 20 minutes.
    expect(medians.firstContact).toBeCloseTo(7.5);
  });

  it("counts a lead from the window's first instant", async () => {
    const medians = await responseMedians(handle.db, new Date("2026-12-02T15:00:00Z"));
    expect(medians.firstReply).toBeCloseTo(60);
    expect(medians.firstContact).toBeCloseTo(5);
  });

  it("is null, not zero, for a window in which she answered no one", async () => {
    expect(await responseMedians(handle.db, new Date("2026-12-05T00:00:00Z"))).toEqual({ firstReply: null, firstContact: null });
  });
});
