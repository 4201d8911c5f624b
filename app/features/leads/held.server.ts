import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { heldLeadCounts, leads, type LeadRow } from "~/db/schema";
import { HELD_PER_ADDRESS_PER_DAY, HELD_RETENTION_DAYS } from "~/lib/leads";
import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { enqueueMail, notifyMailQueued, type MailMessage } from "~/server/mail/outbox.server";
import type { Storage } from "~/server/storage/storage.server";

const DAY_MS = 86_400_000;
/** Days are UTC here: the cap is about volume, not about the Valley's calendar. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const addressHash = (address: string) => createHash("sha256").update(address).digest("hex").slice(0, 32);

/** Counts a held submission from `address`; true while it is still within the day's cap and may be stored. */
export async function countHeldSubmission(db: Database, address: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .insert(heldLeadCounts)
    .values({ addressHash: addressHash(address), day: utcDay(now), count: 1 })
    .onConflictDoUpdate({ target: [heldLeadCounts.addressHash, heldLeadCounts.day], set: { count: sql`${heldLeadCounts.count} + 1` } })
    .returning({ count: heldLeadCounts.count });
  return (row?.count ?? 1) <= HELD_PER_ADDRESS_PER_DAY;
}

/** Held submissions counted but not stored, over the days still on record. */
export async function countHeldNotKept(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | string>`coalesce(sum(greatest(${heldLeadCounts.count} - ${sql.raw(String(HELD_PER_ADDRESS_PER_DAY))}, 0)), 0)` })
    .from(heldLeadCounts);
  return Number(row?.value ?? 0);
}

export async function countHeldLeads(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads).where(isNotNull(leads.heldReason));
  return Number(row?.value ?? 0);
}

/** The held leads, newest first, a page at a time. */
export async function listHeldLeads(db: Database, page: number, pageSize: number): Promise<{ rows: LeadRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(isNotNull(leads.heldReason))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countHeldLeads(db),
  ]);
  return { rows, total };
}

/**
 * Moves a held lead to the inbox and, in the same transaction, queues the
 * mails it would have sent on arrival: both happen or neither. False when the
 * lead isn't held (already released, by another click or another agent), so a
 * lead is mailed once.
 */
export async function releaseHeldLead(db: Database, id: string, mails: (lead: LeadRow) => MailMessage[]): Promise<boolean> {
  const released = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ heldReason: null, updatedAt: new Date() })
      .where(and(eq(leads.id, id), isNotNull(leads.heldReason)))
      .returning();
    if (!row) return false;
    await enqueueMail(tx, ...mails(row));
    return true;
  });
  if (released) notifyMailQueued();
  return released;
}

export interface PurgeReport {
  readonly leads: number;
  readonly photos: number;
}

/**
 * Deletes held leads past the retention, their photos and the old counts, a
 * batch at a time. Photos go first: should the storage fail, the leads stay
 * and the next pass tries again, rather than photos being left with no lead
 * to find them by. The delete repeats the conditions, so a lead released
 * meanwhile stays, and two instances purging at once delete each lead once.
 */
export async function purgeHeldLeads(db: Database, storage: Storage, { now = new Date(), batch = 200 } = {}): Promise<PurgeReport> {
  const cutoff = new Date(now.getTime() - HELD_RETENTION_DAYS * DAY_MS);
  const expired = and(isNotNull(leads.heldReason), lt(leads.createdAt, cutoff));
  const due = await db.select({ id: leads.id, photos: leads.photos }).from(leads).where(expired).orderBy(leads.createdAt).limit(batch);
  const photos = due.flatMap((lead) => lead.photos);
  for (const key of photos) await storage.delete(key);
  const deleted = due.length
    ? await db
        .delete(leads)
        .where(and(expired, inArray(leads.id, due.map((lead) => lead.id))))
        .returning({ id: leads.id })
    : [];
  await db.delete(heldLeadCounts).where(lt(heldLeadCounts.day, utcDay(cutoff)));
  return { leads: deleted.length, photos: photos.length };
}

/**
 * Purges expired held leads hourly, and a minute after the start so that a
 * server restarted at every deploy still does it.
 */
export function startHeldLeadPurge(db: Database, storage: Storage, { intervalMs = 3_600_000, firstRunMs = 60_000 } = {}): IntervalJob<PurgeReport> {
  return intervalJob("held lead purge failed", () => purgeHeldLeads(db, storage), { intervalMs, firstRunMs });
}
