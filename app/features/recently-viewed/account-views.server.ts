import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { viewedListings } from "~/db/schema";
import type { SessionUser } from "~/lib/accounts";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logError } from "~/server/log.server";
import { RECENTLY_VIEWED_MAX } from "./store";

/**
 * Records that a signed-in user opened a listing's page, so that the agent
 * answering their lead sees what they looked at (the privacy page says so),
 * and keeps only their latest few.
 */
export async function recordAccountView(db: Database, userId: string, listingKey: string, now = new Date()): Promise<void> {
  await db
    .insert(viewedListings)
    .values({ userId, listingKey, viewedAt: now })
    .onConflictDoUpdate({ target: [viewedListings.userId, viewedListings.listingKey], set: { viewedAt: now } });
  const kept = db
    .select({ key: viewedListings.listingKey })
    .from(viewedListings)
    .where(eq(viewedListings.userId, userId))
    .orderBy(desc(viewedListings.viewedAt))
    .limit(RECENTLY_VIEWED_MAX);
  await db.delete(viewedListings).where(and(eq(viewedListings.userId, userId), notInArray(viewedListings.listingKey, sql`(${kept})`)));
}

/** The listings a user opened while signed in, newest first. */
export async function accountViews(db: Database, userId: string): Promise<Array<{ listingKey: string; viewedAt: Date }>> {
  return db
    .select({ listingKey: viewedListings.listingKey, viewedAt: viewedListings.viewedAt })
    .from(viewedListings)
    .where(eq(viewedListings.userId, userId))
    .orderBy(desc(viewedListings.viewedAt))
    .limit(RECENTLY_VIEWED_MAX);
}

/**
 * A signed-in visitor's view of a listing page joins what the agent sees beside
 * their lead; recorded after the page's answer is on its way, never holding it
 * up, and never the agent's own.
 */
export function rememberAccountView(db: Database, viewer: () => Promise<SessionUser | null>, listingKey: string): void {
  void viewer()
    .then((user) => (user && user.role !== "agent" ? recordAccountView(db, user.id, listingKey) : undefined))
    .catch((error: unknown) => logError({ msg: "listing view not recorded", ...errorFacts(error) }));
}
