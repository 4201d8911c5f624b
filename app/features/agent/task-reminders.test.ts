import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, leadTasks, pushOutbox, pushSubscriptions, user } from "~/db/schema";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { runTaskReminders, taskPush } from "./task-reminders.server";

/** 2:30 PM in the Valley on 2030-01-15 (CST, UTC-6). */
const halfPastTwo = new Date("2030-01-15T20:30:00Z");

describe("a task's push reminder", () => {
  it("says what, who (shortened for a lock screen), when and her note, and opens the lead, in her language", () => {
    const task = { id: "t1", kind: "call" as const, note: "Ask about the casita", dueTime: "14:30", leadId: "l1" };
    expect(taskPush(task, { name: "Rosa González Treviño", type: "showing" }, "es")).toEqual({ title: "Llamar: Rosa G.", body: "14:30 · Ask about the casita", url: "/es/agente/leads/l1", tag: "task-t1" });
    expect(taskPush({ ...task, note: "" }, { name: "Rosa", type: "showing" }, "en").body).toBe("14:30 · Showing request");
  });
});

describe.each(drivers)("task reminders on %s", (driver) => {
  let handle: DatabaseHandle;
  let sequence = 0;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  async function task(values: Partial<typeof leadTasks.$inferInsert>, lead: Partial<typeof leads.$inferInsert> = {}) {
    sequence++;
    const [row] = await handle.db
      .insert(leads)
      .values({ type: "contact", name: `Lead ${sequence}`, email: `r${sequence}@example.com`, lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: `remind-${driver}-${sequence}`, ...lead })
      .returning({ id: leads.id });
    await handle.db.insert(leadTasks).values({ leadId: row!.id, kind: "call", dueOn: "2030-01-15", ...values });
    return row!.id;
  }
  const pushes = async () => (await handle.db.select().from(pushOutbox).where(eq(pushOutbox.kind, "task"))).map((row) => (row.payload as { title: string }).title);

  it("pushes a timed task once its Valley time has come, once across two instances, and not a whole-day, done, later, closed, held or day-old one", async () => {
    await task({ dueTime: "14:30" }, { name: "Due Dora" });
    await task({ dueOn: "2030-01-14", dueTime: "18:00" }, { name: "Yesterday Yara" });
    await task({ dueTime: "14:45" }, { name: "Later Lupe" });
    await task({ dueTime: null }, { name: "Whole Day Wanda" });
    await task({ dueTime: "09:00", doneAt: new Date("2030-01-15T14:00:00Z") }, { name: "Done Diego" });
    await task({ dueTime: "09:00" }, { name: "Won Wendy", status: "won" });
    await task({ dueTime: "09:00" }, { name: "Held Hugo", heldReason: "honeypot" });
    const stale = await task({ dueOn: "2030-01-13", dueTime: "09:00" }, { name: "Stale Sam" });

    // No device: claimed all the same, so turning push on later doesn't bring a flood of old reminders.
    expect(await runTaskReminders(handle.db, new Date("2030-01-15T12:00:00Z"))).toBe(0);
    await handle.db.update(leadTasks).set({ remindedAt: null });

    await handle.db.insert(user).values({ id: `agent-${driver}`, name: "Marisa", email: `agent-${driver}@example.com`, role: "agent" });
    await handle.db.insert(pushSubscriptions).values({ userId: `agent-${driver}`, endpoint: `https://push.example/${driver}`, p256dh: "k", auth: "a", device: "Chrome on Android" });
    const [first, second] = await Promise.all([runTaskReminders(handle.db, halfPastTwo), runTaskReminders(handle.db, halfPastTwo)]);
    expect(first + second).toBe(2);
    expect((await pushes()).sort()).toEqual(["Call: Due D.", "Call: Yesterday Y."]);
    expect(await runTaskReminders(handle.db, new Date("2030-01-15T20:46:00Z"))).toBe(1);
    expect(await pushes()).toContain("Call: Later L.");
    const [old] = await handle.db.select().from(leadTasks).where(eq(leadTasks.leadId, stale));
    expect(old?.remindedAt).toBeInstanceOf(Date);
    expect(await pushes()).toHaveLength(3);
  });
});
