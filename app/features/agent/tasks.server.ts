import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, min, notInArray, or, sql, type SQL } from "drizzle-orm";
import { leadEvents, leads, leadTasks, type LeadTaskRow } from "~/db/schema";
import { closedStatuses } from "~/lib/leads";
import type { Database } from "~/server/db/connect.server";
import { holdForUndo } from "~/server/undo.server";
import type { TaskInput } from "./tasks";
import type { DueTask } from "./types";

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Runner = Database | Executor;

/** What a task's line on the timeline keeps: enough to read it after the task is edited or deleted. */
function eventData(action: "added" | "done" | "undone", task: Pick<LeadTaskRow, "id" | "kind" | "dueOn" | "dueTime" | "note">) {
  return { action, task: task.id, taskKind: task.kind, dueOn: task.dueOn, dueTime: task.dueTime, note: task.note };
}

/** Adds a task to a lead and its line to the timeline, in the caller's transaction (the intake's follow-up call) or its own. */
export async function addTask(runner: Runner, leadId: string, input: TaskInput, authorId: string | null): Promise<string> {
  const write = async (tx: Runner) => {
    const [task] = await tx.insert(leadTasks).values({ leadId, ...input, authorId }).returning();
    if (!task) throw new Error("task not stored");
    await tx.insert(leadEvents).values({ leadId, kind: "task", authorId, data: eventData("added", task) });
    await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, leadId));
    return task.id;
  };
  return "transaction" in runner ? runner.transaction(write) : write(runner);
}

const ofLead = (leadId: string, taskId: string) => and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId));

/** Changes a task's kind, day, time or note; a new day or time makes its reminder due again. False when the lead has no such task. */
export async function updateTask(db: Database, leadId: string, taskId: string, input: TaskInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(leadTasks).where(ofLead(leadId, taskId)).for("update");
    if (!current) return false;
    const moved = current.dueOn !== input.dueOn || current.dueTime !== input.dueTime;
    await tx
      .update(leadTasks)
      .set({ ...input, updatedAt: new Date(), ...(moved ? { remindedAt: null } : {}) })
      .where(eq(leadTasks.id, taskId));
    return true;
  });
}

/** Marks a task done or open again (an undone task is kept, as it was); only a real change goes on the timeline. The lead's id, or null when there is no such task. */
export async function setTaskDone(db: Database, taskId: string, done: boolean, authorId: string | null, leadId?: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(leadTasks)
      .where(leadId ? ofLead(leadId, taskId) : eq(leadTasks.id, taskId))
      .for("update");
    if (!current) return null;
    if (Boolean(current.doneAt) === done) return current.leadId;
    const now = new Date();
    await tx.update(leadTasks).set({ doneAt: done ? now : null, updatedAt: now }).where(eq(leadTasks.id, taskId));
    await tx.insert(leadEvents).values({ leadId: current.leadId, kind: "task", authorId, data: eventData(done ? "done" : "undone", current) });
    await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, current.leadId));
    return current.leadId;
  });
}

/** Deletes a task, held for a few seconds so that she can undo it (ADR 0420). The pending deletion's id, or null when there was no such task. */
export async function deleteTask(db: Database, leadId: string, taskId: string, userId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const which = ofLead(leadId, taskId)!;
    const [current] = await tx.select({ id: leadTasks.id }).from(leadTasks).where(which).for("update");
    if (!current) return null;
    const pending = await holdForUndo(tx, { kind: "task", userId, takes: [{ table: leadTasks, where: which }] });
    await tx.delete(leadTasks).where(which);
    return pending;
  });
}

/** A lead's tasks: open ones first by day and time (a whole day's before a timed one), then done ones, latest done first. */
export async function tasksOfLead(db: Pick<Database, "select">, leadId: string): Promise<LeadTaskRow[]> {
  return db
    .select()
    .from(leadTasks)
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(sql`${leadTasks.doneAt} IS NOT NULL`, asc(leadTasks.dueOn), sql`${leadTasks.dueTime} NULLS FIRST`, sql`${leadTasks.doneAt} DESC`, asc(leadTasks.createdAt));
}

/** Tasks count only on leads in the inbox and still in the pipeline: a held lead may be spam, a won or lost one is over. */
const liveLead = and(isNull(leads.heldReason), notInArray(leads.status, [...closedStatuses]));
const openBy = (today: string) => and(isNull(leadTasks.doneAt), lte(leadTasks.dueOn, today), liveLead);

/** Open tasks due by `today` (a Valley day) or overdue, on live leads, the most overdue first, then by time. */
export async function dueTasks(db: Pick<Database, "select">, today: string, limit = 200): Promise<{ rows: DueTask[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: leadTasks.id, kind: leadTasks.kind, note: leadTasks.note, dueOn: leadTasks.dueOn, dueTime: leadTasks.dueTime, leadId: leads.id, name: leads.name, type: leads.type, lang: leads.lang })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(openBy(today))
      .orderBy(asc(leadTasks.dueOn), sql`${leadTasks.dueTime} NULLS FIRST`, asc(leadTasks.createdAt))
      .limit(limit),
    db.select({ value: count() }).from(leadTasks).innerJoin(leads, eq(leads.id, leadTasks.leadId)).where(openBy(today)),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** How many open tasks are due today and how many are overdue, on live leads. */
export async function countDueTasks(db: Pick<Database, "select">, today: string): Promise<{ today: number; overdue: number }> {
  const [row] = await db
    .select({
      today: sql<number>`count(*) FILTER (WHERE ${leadTasks.dueOn} = ${today})::int`,
      overdue: sql<number>`count(*) FILTER (WHERE ${leadTasks.dueOn} < ${today})::int`,
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(openBy(today));
  return { today: Number(row?.today ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/** Each lead's earliest open task day, for the inbox's cards. */
export async function nextTaskDays(db: Pick<Database, "select">, leadIds: readonly string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({ leadId: leadTasks.leadId, day: min(leadTasks.dueOn) })
    .from(leadTasks)
    .where(and(inArray(leadTasks.leadId, [...leadIds]), isNull(leadTasks.doneAt)))
    .groupBy(leadTasks.leadId);
  return new Map(rows.filter((row) => row.day !== null).map((row) => [row.leadId, row.day as string]));
}

/** The leads with an open task due by `today`, for the inbox's Due view: a condition on `leads`. */
export function hasTaskDueBy(today: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${leadTasks} WHERE ${leadTasks.leadId} = ${leads.id} AND ${leadTasks.doneAt} IS NULL AND ${leadTasks.dueOn} <= ${today})`;
}

/** The earliest open task's day of the lead the query is on, to sort the Due view by. */
export const earliestOpenTask = sql<string>`(SELECT min(${leadTasks.dueOn}) FROM ${leadTasks} WHERE ${leadTasks.leadId} = ${leads.id} AND ${leadTasks.doneAt} IS NULL)`;

/**
 * Claims the timed tasks whose time has come and not yet reminded, on live leads (ADR 0427):
 * `reminded_at` is set by the statement that picks them, so of several instances each task goes
 * to one. A task more than a day late (the site was down) is claimed without a reminder: the
 * digest and the Today view have it.
 */
export async function claimDueReminders(tx: Executor, day: string, time: string, yesterday: string, now: Date) {
  const due = or(lt(leadTasks.dueOn, day), and(eq(leadTasks.dueOn, day), lte(leadTasks.dueTime, time)));
  const claimable = and(isNull(leadTasks.doneAt), isNull(leadTasks.remindedAt), isNotNull(leadTasks.dueTime), due);
  // A second instance's UPDATE waits on the rows the first one claims, then finds them reminded: each task is claimed once.
  const claimed = await tx.update(leadTasks).set({ remindedAt: now }).where(claimable).returning();
  if (claimed.length === 0) return [];
  const live = await tx
    .select({ id: leads.id, name: leads.name, type: leads.type })
    .from(leads)
    .where(and(inArray(leads.id, [...new Set(claimed.map((task) => task.leadId))]), liveLead));
  const byId = new Map(live.map((lead) => [lead.id, lead]));
  return claimed.flatMap((task) => {
    const lead = byId.get(task.leadId);
    return lead && task.dueOn >= yesterday ? [{ task, lead }] : [];
  });
}
