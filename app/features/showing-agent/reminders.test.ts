import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, outbox, pushOutbox, pushSubscriptions, user } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { insertListing } from "../../../tests/support/agent-factories";
import { insertShowing } from "../../../tests/support/showing-factories";
import { runShowingReminders } from "./reminders.server";

const HOUR = 3_600_000;
/** A fixed clock: 9:00 in the Valley on 2030-01-15 (CST, UTC-6). */
const now = new Date("2030-01-15T15:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const PUBLIC_URL = "https://rgv.example";

describe.each(drivers)("showing reminders on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await insertListing(handle.db, "SHOW-1", "agent");
  });
  afterAll(() => handle.close());

  const mailsTo = async (kind: string) => (await handle.db.select().from(outbox).where(eq(outbox.kind, kind))).map((row) => row.to).sort();

  it("sends each due reminder once to the visitor and to her (mail and push), skips what isn't due, and notes it on the timeline", async () => {
    await handle.db.insert(user).values({ id: `agent-${driver}`, name: "Marisa", email: `agent-${driver}@example.com`, role: "agent" });
    await handle.db.insert(pushSubscriptions).values({ userId: `agent-${driver}`, endpoint: `https://push.example/${driver}`, p256dh: "k", auth: "a", device: "Chrome on Android" });
    const early = at(-72);
    const tomorrow = await insertShowing(handle.db, { startsAt: at(23.5), createdAt: early, lead: { email: "tomorrow@example.com", lang: "es" } });
    const soon = await insertShowing(handle.db, { startsAt: at(1.5), createdAt: early, status: "confirmed", lead: { email: "soon@example.com" } });
    // Booked five hours ahead: no 24-hour reminder, the 2-hour one later.
    await insertShowing(handle.db, { startsAt: at(5), createdAt: at(0), lead: { email: "late-booker@example.com" } });
    await insertShowing(handle.db, { startsAt: at(30), createdAt: early, lead: { email: "too-far@example.com" } });
    await insertShowing(handle.db, { startsAt: at(20), createdAt: early, status: "declined", lead: { email: "declined@example.com" } });
    await insertShowing(handle.db, { startsAt: at(-1), createdAt: early, lead: { email: "past@example.com" } });

    const [first, second] = await Promise.all([runShowingReminders(handle.db, PUBLIC_URL, now), runShowingReminders(handle.db, PUBLIC_URL, now)]);
    expect(first + second).toBe(2);
    expect(await mailsTo("showing-reminder")).toEqual(["soon@example.com", "tomorrow@example.com"]);
    expect((await mailsTo("showing-reminder-agent")).length).toBe(2);
    expect((await handle.db.select().from(pushOutbox).where(eq(pushOutbox.kind, "showing"))).length).toBe(2);
    const [spanish] = await handle.db.select().from(outbox).where(eq(outbox.to, "tomorrow@example.com"));
    expect(spanish?.subject).toMatch(/^Recordatorio: visita el /);
    const events = await handle.db.select().from(leadEvents).where(inArray(leadEvents.leadId, [tomorrow.leadId, soon.leadId]));
    expect(events.map((event) => [event.kind, event.data.action, event.data.hours]).sort()).toEqual([
      ["showing", "reminded", 2],
      ["showing", "reminded", 24],
    ]);

    expect(await runShowingReminders(handle.db, PUBLIC_URL, at(0.5))).toBe(0);
    // The late booking reaches its 2-hour mark; later the next day's showing its own, and the far one its 24-hour mark.
    expect(await runShowingReminders(handle.db, PUBLIC_URL, at(3.5))).toBe(1);
    expect(await runShowingReminders(handle.db, PUBLIC_URL, at(21.6))).toBe(2);
    expect(await mailsTo("showing-reminder")).toEqual(["late-booker@example.com", "soon@example.com", "tomorrow@example.com", "tomorrow@example.com", "too-far@example.com"]);
    expect(await runShowingReminders(handle.db, PUBLIC_URL, at(21.7))).toBe(0);
  });
});
