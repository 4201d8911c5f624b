import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { leadEvents, savedSearches } from "~/db/schema";
import { MAX_SEARCH_NAME, type AlertFrequency } from "~/lib/accounts";

export { MAX_SEARCH_NAME };
import type { Lang } from "~/lib/routes";
import { parseSearchQuery } from "~/features/search/search-parse";
import { searchQueryToParams } from "~/features/search/search-query";
import type { Database } from "~/server/db/connect.server";
import type { SavedSearch } from "./types";

export const MAX_SAVED_SEARCHES = 50;

/** A search's query string as the search page writes it, without its page number: the alert is about the whole result. */
export function normalizeSearch(query: string): string {
  const { page: _page, ...rest } = parseSearchQuery(new URLSearchParams(query));
  return searchQueryToParams(rest).toString();
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt));
}

/**
 * Saves a search. Its alerts start from now: only listings that come on the
 * market afterwards are e-mailed. Answers null when the user has the maximum.
 */
export async function createSavedSearch(
  db: Database,
  input: { userId: string; name: string; query: string; lang: Lang; frequency: AlertFrequency; now?: Date },
): Promise<SavedSearch | null> {
  const count = await db.$count(savedSearches, eq(savedSearches.userId, input.userId));
  if (count >= MAX_SAVED_SEARCHES) return null;
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId: input.userId,
      name: input.name,
      query: normalizeSearch(input.query),
      lang: input.lang,
      frequency: input.frequency,
      alertedThrough: now,
      unsubscribeToken: randomBytes(24).toString("base64url"),
    })
    .returning();
  return row ?? null;
}

const own = (userId: string, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** Changes one of the user's own searches; answers whether there was one with that id. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency },
): Promise<boolean> {
  const rows = await db.update(savedSearches).set({ ...changes, updatedAt: new Date() }).where(own(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(own(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

const tokenShape = /^[\w-]{16,64}$/;

/** The saved search an unsubscribe link names, whether its alerts are still on, and whether the agent set it up for a lead; null for an unknown token. */
export async function savedSearchByToken(db: Database, token: string): Promise<{ name: string; alertsOn: boolean; forLead: boolean } | null> {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency, leadId: savedSearches.leadId })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token));
  return row ? { name: row.name, alertsOn: row.frequency !== "off", forLead: row.leadId !== null } : null;
}

/**
 * The unsubscribe itself (a POST: the page's button, or a mail client's one-click): turns the search's alerts off
 * and notes when; a lead's search also says so on the lead's timeline, once. Answers its name, or null for an unknown token.
 */
export async function unsubscribeByToken(db: Database, token: string, now = new Date()): Promise<{ name: string } | null> {
  if (!tokenShape.test(token)) return null;
  return db.transaction(async (tx) => {
    const [first] = await tx
      .update(savedSearches)
      .set({ frequency: "off", unsubscribedAt: now, updatedAt: now })
      .where(and(eq(savedSearches.unsubscribeToken, token), isNull(savedSearches.unsubscribedAt)))
      .returning({ id: savedSearches.id, name: savedSearches.name, leadId: savedSearches.leadId });
    if (first?.leadId) await tx.insert(leadEvents).values({ leadId: first.leadId, kind: "search", data: { action: "unsubscribed", id: first.id, name: first.name }, createdAt: now });
    if (first) return { name: first.name };
    const [again] = await tx
      .update(savedSearches)
      .set({ frequency: "off", updatedAt: now })
      .where(eq(savedSearches.unsubscribeToken, token))
      .returning({ name: savedSearches.name });
    return again ?? null;
  });
}
