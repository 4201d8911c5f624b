import { and, desc, eq } from "drizzle-orm";
import { listingAudit, listingHistory, listings, type NewListingRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { revertColumns, revertibleChange } from "./lifecycle";
import { audit, lockedOwn, type Actor, type Executor } from "./listings.server";

/** A listing's status changes, newest first, as the revert rules read them. */
export function statusChangesOf(db: Database | Executor, listingKey: string) {
  return db
    .select({ id: listingAudit.id, action: listingAudit.action, at: listingAudit.at, revertedAt: listingAudit.revertedAt, changes: listingAudit.changes, historyId: listingAudit.historyId })
    .from(listingAudit)
    .where(and(eq(listingAudit.listingKey, listingKey), eq(listingAudit.action, "status")))
    .orderBy(desc(listingAudit.at), desc(listingAudit.id))
    .limit(50);
}

/**
 * Undoes a status change (ADR 0420): the listing gets back the status and values it had before,
 * the history entry visitors read is hidden (kept, marked reverted), the change is marked undone,
 * and the undoing is audited with what it put back. Only the change `revertibleChange` names, so
 * a stale page cannot undo an older one. False when it may not be undone (any more).
 */
export async function revertStatus(db: Database, listingKey: string, auditId: number, actor: Actor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockedOwn(tx, listingKey);
    if (!row) return false;
    const change = revertibleChange(await statusChangesOf(tx, listingKey), row.standardStatus, now);
    if (!change || change.id !== auditId) return false;
    const columns = revertColumns(change);
    await tx
      .update(listings)
      // The values are the columns' own, as the status change recorded them.
      .set({ ...(columns as Partial<NewListingRow>), modificationTimestamp: now })
      .where(eq(listings.listingKey, listingKey));
    if (change.historyId !== null) await tx.update(listingHistory).set({ revertedAt: now }).where(eq(listingHistory.id, change.historyId));
    await tx.update(listingAudit).set({ revertedAt: now }).where(eq(listingAudit.id, change.id));
    const undone = Object.fromEntries(Object.entries(columns).map(([column, value]) => [column, [change.changes[column]?.[1] ?? null, value] as [unknown, unknown]]));
    await audit(tx, listingKey, actor, "reverted", undone, now);
    return true;
  });
}
