import { readCookie } from "~/lib/cookies";
import { isUndoKind, type UndoOffer } from "~/lib/undo";
import type { Database } from "~/server/db/connect.server";
import { pendingDeletion, UNDO_COOKIE } from "~/server/undo.server";

/** The deletion the agent's page offers to undo: the one the undo cookie names, while it is hers and within its seconds. */
export async function undoOffer(db: Database, request: Request, userId: string | undefined, now = new Date()): Promise<UndoOffer | null> {
  const value = readCookie(request.headers.get("Cookie"), UNDO_COOKIE);
  if (!userId || !value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const pending = await pendingDeletion(db, Number(value), userId, now);
  return pending && isUndoKind(pending.kind) ? { id: pending.id, kind: pending.kind, msLeft: pending.until.getTime() - now.getTime() } : null;
}
