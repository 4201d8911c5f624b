import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyJobs, leads, leadTasks, outbox } from "~/db/schema";
import { demoSite } from "~/lib/site";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { runDigest } from "./digest.server";
import { countDueLeads, listDueLeads } from "./inbox.server";
import { dueTasks } from "./tasks.server";

const options = { time: "07:00", site: demoSite, publicUrl: "https://rgv.example" };
/** 6:59 and 7:05 in the Valley on 2030-01-15 (CST, UTC-6). */
const beforeSeven = new Date("2030-01-15T12:59:00Z");
const atSeven = new Date("2030-01-15T13:05:00Z");

describe.each(drivers)("the agent's morning digest on %s", (driver) => {
  let handle: DatabaseHandle;
  let sequence = 0;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  /** A lead, with a task due on `dueOn` when given (the call its form suggested, or one she set at a time, with a note). */
  async function lead(values: Partial<typeof leads.$inferInsert>, dueOn?: string, task: Partial<typeof leadTasks.$inferInsert> = {}) {
    sequence++;
    const [row] = await handle.db
      .insert(leads)
      .values({ type: "showing", name: `Lead ${sequence}`, email: `digest-${sequence}@example.com`, lang: "es", consent: true, sourcePath: "/es/contacto", idempotencyKey: `digest-${driver}-${sequence}`, ...values })
      .returning({ id: leads.id });
    if (row && dueOn) await handle.db.insert(leadTasks).values({ leadId: row.id, kind: "call", dueOn, ...task });
  }
  const digests = async () => handle.db.select().from(outbox).where(eq(outbox.kind, "lead-digest"));

  it("lists leads with tasks due and overdue, oldest day first, leaving out done tasks, won, lost, held and later ones", async () => {
    await lead({ name: "Overdue Olga", createdAt: new Date("2030-01-09T15:00:00Z") }, "2030-01-10");
    await lead({ name: "Today Tomás", createdAt: new Date("2030-01-14T20:00:00Z") }, "2030-01-15", { kind: "showing", dueTime: "14:30", note: "the casita on Ebony" });
    await lead({ name: "Closed Carla", status: "won", createdAt: new Date("2030-01-09T15:00:00Z") }, "2030-01-12");
    await lead({ name: "Lost Luis", status: "lost", createdAt: new Date("2030-01-09T15:00:00Z") }, "2030-01-12");
    await lead({ name: "Held Hugo", heldReason: "honeypot", createdAt: new Date("2030-01-14T21:00:00Z") }, "2030-01-12");
    await lead({ name: "Later Lupe", createdAt: new Date("2030-01-09T15:00:00Z") }, "2030-01-20");
    await lead({ name: "Done Dora", createdAt: new Date("2030-01-09T15:00:00Z") }, "2030-01-11", { doneAt: new Date("2030-01-11T16:00:00Z") });
    expect((await listDueLeads(handle.db, "2030-01-15")).rows.map((row) => row.name)).toEqual(["Overdue Olga", "Today Tomás"]);
    expect(await countDueLeads(handle.db, "2030-01-15")).toBe(2);
    expect((await dueTasks(handle.db, "2030-01-15")).rows.map((task) => `${task.name} ${task.kind} ${task.dueOn}`)).toEqual(["Overdue Olga call 2030-01-10", "Today Tomás showing 2030-01-15"]);
  });

  it("goes out once a day from 7:00 Valley time with the new leads and the day's tasks, in English until she chooses, each linked with the language it wrote in", async () => {
    expect(await runDigest(handle.db, { ...options, now: beforeSeven })).toBeNull();
    const [first, second] = await Promise.all([runDigest(handle.db, { ...options, now: atSeven }), runDigest(handle.db, { ...options, now: atSeven })]);
    // Two instances at once: one claims the day, the other finds it taken.
    expect([first, second].filter((result) => result?.sent)).toHaveLength(1);
    expect(first ?? second).toMatchObject({ day: "2030-01-15", due: 2, sent: true });
    const [mail] = await digests();
    expect(await digests()).toHaveLength(1);
    expect(mail?.to).toBe(demoSite.email);
    expect(mail?.subject).toMatch(/^Leads for Jan 15, 2030: \d+ new, 2 due$/);
    expect(mail?.text).toContain("Tasks due today or overdue:");
    expect(mail?.text).toContain("- Call · Overdue Olga, Overdue since Jan 10, 2030 · Wrote in Spanish");
    expect(mail?.text).toContain("- Showing (the casita on Ebony) · Today Tomás, Today at 14:30");
    expect(mail?.text).not.toContain("Solicitud de visita");
    expect(mail?.text).toMatch(/https:\/\/rgv\.example\/en\/agent\/leads\/[0-9a-f-]{36}/);
    expect(mail?.text).not.toContain("Held Hugo");
    expect(await runDigest(handle.db, { ...options, now: new Date("2030-01-15T23:00:00Z") })).toBeNull();
  });

  it("names the leads new since the last digest, and sends nothing on a day with none new or due", async () => {
    await lead({ name: "Night Nadia", createdAt: new Date("2030-01-16T04:00:00Z") }, "2030-01-20");
    await lead({ name: "Night Noah", lang: "en", createdAt: new Date("2030-01-16T04:30:00Z") }, "2030-01-20");
    // She chose Spanish: the whole mail is, its links open her Spanish area, and each lead says its own language.
    const next = await runDigest(handle.db, { ...options, lang: "es", now: new Date("2030-01-16T13:10:00Z") });
    expect(next).toMatchObject({ day: "2030-01-16", fresh: 2, sent: true });
    const latest = (await digests()).at(-1);
    expect(latest?.subject).toMatch(/^Contactos del 16 ene 2030: 2 nuevos, 2 pendientes$/);
    expect(latest?.text).toContain("Solicitud de visita de Night Nadia");
    expect(latest?.text).toContain("· Escribió en español");
    expect(latest?.text).toContain("Night Noah");
    expect(latest?.text).toContain("· Escribió en inglés");
    expect(latest?.text).toMatch(/https:\/\/rgv\.example\/es\/agente\/leads\/[0-9a-f-]{36}/);
    expect(latest?.text).not.toMatch(/Showing request|\/en\/agent/);
    expect(latest?.html).toContain('<html lang="es">');
    expect(latest?.text).toContain("Pendientes para hoy o atrasados:");
    expect(latest?.text).toContain("- Visita (the casita on Ebony) · Today Tomás, Atrasado desde el 15 ene 2030 a las 14:30");

    await handle.db.update(leads).set({ status: "won" });
    expect(await runDigest(handle.db, { ...options, now: new Date("2030-01-17T13:10:00Z") })).toMatchObject({ fresh: 0, due: 0, sent: false });
    expect(await digests()).toHaveLength(2);
    const [claim] = await handle.db.select().from(dailyJobs).where(eq(dailyJobs.name, "lead-digest"));
    expect(claim?.lastDay).toBe("2030-01-17");
    // DIGEST_TIME: 6:05 is past a 6:00 digest's time.
    expect(await runDigest(handle.db, { ...options, time: "06:00", now: new Date("2030-01-18T12:05:00Z") })).toMatchObject({ day: "2030-01-18" });
  });
});
