import type { HeldRows } from "~/db/schema";
import { touchListing, type Actor } from "~/features/agent-listings/listings.server";
import type { UndoKind } from "~/lib/undo";
import type { Database } from "~/server/db/connect.server";

/**
 * What an undone deletion still needs besides its rows (ADR 0420): a photo back on its listing
 * bumps the listing, as its deletion did, so kept pages show it again, and the listing's audit
 * says it came back. Rows that bring their own counters (a draft, a review, an article) need nothing.
 */
export async function afterUndo(db: Database, kind: UndoKind, held: HeldRows, actor: Actor): Promise<void> {
  if (kind !== "photo") return;
  const photo = held.find((entry) => entry.table === "media")?.rows[0] as { resource_record_key?: unknown; media_key?: unknown } | undefined;
  if (typeof photo?.resource_record_key !== "string") return;
  await touchListing(db, photo.resource_record_key, actor, "photo-restored", { [String(photo.media_key)]: [null, "restored"] });
}
