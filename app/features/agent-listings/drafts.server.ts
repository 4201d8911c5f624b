import { eq } from "drizzle-orm";
import { listingAudit, listingHistory, listings, listingViews, media, openHouses } from "~/db/schema";
import { DRAFT_STATUS } from "~/features/listings/model";
import { storedKeysOf } from "~/features/listings/photos.server";
import type { Database } from "~/server/db/connect.server";
import { holdForUndo } from "~/server/undo.server";
import { lockedOwn, type Actor } from "./listings.server";

/**
 * Deletes one of the agent's drafts, so that it can be undone for a few seconds (ADR 0420): the
 * listing and everything that hangs from it (photos, audit, open houses, views) are held and go
 * at once, the photos' files when the deletion is final. Only a draft: a listing visitors have
 * seen leaves by its status. The pending deletion's id, or null.
 */
export async function deleteDraft(db: Database, listingKey: string, actor: Actor, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const row = await lockedOwn(tx, listingKey);
    if (!row || row.standardStatus !== DRAFT_STATUS) return null;
    const photos = await tx.select().from(media).where(eq(media.resourceRecordKey, listingKey));
    // Parents before children: the order the rows go back in.
    const takes = [
      { table: listings, where: eq(listings.listingKey, listingKey) },
      { table: media, where: eq(media.resourceRecordKey, listingKey) },
      { table: listingHistory, where: eq(listingHistory.listingKey, listingKey) },
      { table: listingAudit, where: eq(listingAudit.listingKey, listingKey) },
      { table: openHouses, where: eq(openHouses.listingKey, listingKey) },
      { table: listingViews, where: eq(listingViews.listingKey, listingKey) },
    ];
    const pending = await holdForUndo(tx, { kind: "draft", userId: actor.id, takes, files: photos.flatMap(storedKeysOf), now });
    await tx.delete(listings).where(eq(listings.listingKey, listingKey));
    return pending;
  });
}
