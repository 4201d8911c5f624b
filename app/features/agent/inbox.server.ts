import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { leadEvents, leadNotes, leads, user, type LeadRow } from "~/db/schema";
import { isCalendarDay } from "~/lib/calendar-day";
import { addDays, valleyMidnight } from "~/lib/dates";
import { closedStatuses, leadTypes, type LeadStatus } from "~/lib/leads";
import { stageParam } from "./stage-move";
import type { StageMove } from "./stages";
import { earliestOpenTask, hasTaskDueBy } from "./tasks.server";
import type { Database } from "~/server/db/connect.server";

export const PAGE_SIZE = 25;

/** A calendar day the inbox can hold (isCalendarDay: 1900 to 2100), however far a URL says. */
const day = z.string().refine(isCalendarDay);
/** Each filter on its own: a malformed one is dropped, the others still apply. */
const filterSchema = z.object({
  status: stageParam.optional().catch(undefined),
  type: z.enum(leadTypes).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type InboxFilters = z.infer<typeof filterSchema>;

/** The inbox proper, or the submissions the spam checks held back (see docs/decisions/0401-lead-pipeline.md). */
export const inboxViews = ["inbox", "due", "held"] as const;
export type InboxView = (typeof inboxViews)[number];
const viewSchema = z.enum(inboxViews).catch("inbox");

export function parseInboxView(search: URLSearchParams): InboxView {
  return viewSchema.parse(search.get("view"));
}

export function parseInboxFilters(search: URLSearchParams): InboxFilters {
  const pick = (name: string) => search.get(name) || undefined;
  return filterSchema.parse({ status: pick("status"), type: pick("type"), from: pick("from"), to: pick("to"), page: pick("page") });
}

/** The inbox's query string for a search some form carried back: its filters and page as valid ones, "" when none. */
export function inboxSearch(search: string): string {
  const { page, ...filters } = parseInboxFilters(new URLSearchParams(search));
  const kept = new URLSearchParams(Object.entries({ ...filters, page: page > 1 ? String(page) : undefined }).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return kept.size ? `?${kept}` : "";
}

/** The inbox's leads: held ones are only in their own view until the agent releases them. */
function where(filters: Omit<InboxFilters, "page">): SQL | undefined {
  const conditions: SQL[] = [isNull(leads.heldReason)];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.type) conditions.push(eq(leads.type, filters.type));
  if (filters.from) conditions.push(gte(leads.createdAt, valleyMidnight(filters.from)));
  // Days are the Valley's: a lead sent at 8 pm on the 3rd in McAllen is on the 3rd, whatever the clocks did that day.
  if (filters.to) conditions.push(lt(leads.createdAt, valleyMidnight(addDays(filters.to, 1))));
  return and(...conditions);
}

export async function listLeads(db: Database, filters: InboxFilters, pageSize = PAGE_SIZE): Promise<{ rows: LeadRow[]; total: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(condition)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db.select({ value: count() }).from(leads).where(condition),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** How many leads each stage holds under the filters but the stage's own: the inbox's groups say how many more a page leaves out. */
export async function countByStage(db: Database, filters: Omit<InboxFilters, "page">): Promise<Partial<Record<LeadStatus, number>>> {
  const rows = await db
    .select({ status: leads.status, value: count() })
    .from(leads)
    .where(where({ ...filters, status: undefined }))
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.value)]));
}

/** Every lead the filters match, for the CSV export, with its notes. */
export async function exportLeads(db: Database, filters: InboxFilters): Promise<Array<LeadRow & { notes: string[] }>> {
  const rows = await db.select().from(leads).where(where(filters)).orderBy(desc(leads.createdAt), desc(leads.id));
  const notes = rows.length
    ? await db.select().from(leadNotes).where(inArray(leadNotes.leadId, rows.map((row) => row.id))).orderBy(leadNotes.createdAt)
    : [];
  const byLead = new Map<string, string[]>();
  for (const note of notes) byLead.set(note.leadId, [...(byLead.get(note.leadId) ?? []), note.body]);
  return rows.map((row) => ({ ...row, notes: byLead.get(row.id) ?? [] }));
}

const uuid = z.uuid();

export async function getLead(db: Database, id: string) {
  if (!uuid.safeParse(id).success) return undefined;
  const [row] = await db.select({ lead: leads, accountEmail: user.email }).from(leads).leftJoin(user, eq(user.id, leads.userId)).where(eq(leads.id, id));
  if (!row) return undefined;
  const [notes, events] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(leadNotes.createdAt),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.createdAt),
  ]);
  return { ...row.lead, accountEmail: row.accountEmail, notes, events };
}

/** A lead's photo keys, for the photo route: nothing else of the lead is read. */
export async function leadPhotoKeys(db: Database, id: string): Promise<readonly string[] | undefined> {
  if (!uuid.safeParse(id).success) return undefined;
  const [row] = await db.select({ photos: leads.photos }).from(leads).where(eq(leads.id, id));
  return row?.photos;
}

/**
 * Within a transaction (or as one statement pair): moves the lead and, when anything changed, records the
 * move on the timeline. Lost keeps her reason and note (a new reason on a lost lead is a move too);
 * any other stage clears them.
 */
export async function changeLeadStatus(executor: Pick<Database, "update" | "insert">, id: string, move: StageMove, authorId: string | null): Promise<boolean> {
  const lost = move.status === "lost" ? { lostReason: move.reason, lostNote: move.note } : { lostReason: null, lostNote: null };
  const changed = move.status === "lost" ? or(ne(leads.status, "lost"), sql`${leads.lostReason} IS DISTINCT FROM ${lost.lostReason}`, sql`${leads.lostNote} IS DISTINCT FROM ${lost.lostNote}`) : ne(leads.status, move.status);
  const updated = await executor
    .update(leads)
    .set({ status: move.status, ...lost, updatedAt: new Date() })
    .where(and(eq(leads.id, id), changed))
    .returning({ id: leads.id });
  if (updated.length === 0) return false;
  const data = move.status === "lost" ? { status: move.status, reason: move.reason, ...(move.note ? { note: move.note } : {}) } : { status: move.status };
  await executor.insert(leadEvents).values({ leadId: id, kind: "status", authorId, data });
  return true;
}

/** Moves the lead to a stage and, when that changed anything, records the move on the lead's timeline. */
export async function setLeadStatus(db: Database, id: string, move: StageMove, authorId: string | null = null): Promise<boolean> {
  return db.transaction((tx) => changeLeadStatus(tx, id, move, authorId));
}

/** Leads with an open task due by `today` (a Valley day) or before, not won or lost, not held (ADR 0427). */
function dueWhere(today: string): SQL | undefined {
  return and(isNull(leads.heldReason), notInArray(leads.status, [...closedStatuses]), hasTaskDueBy(today));
}

export async function listDueLeads(db: Pick<Database, "select">, today: string, page = 1, pageSize = PAGE_SIZE): Promise<{ rows: LeadRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(dueWhere(today))
      .orderBy(asc(earliestOpenTask), asc(leads.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(leads).where(dueWhere(today)),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function countDueLeads(db: Database, today: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads).where(dueWhere(today));
  return Number(row?.value ?? 0);
}

export async function addLeadNote(db: Database, leadId: string, authorId: string | null, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(leadNotes).values({ leadId, authorId, body });
    await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, leadId));
  });
}
