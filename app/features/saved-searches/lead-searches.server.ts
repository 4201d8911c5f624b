import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { leadEvents, savedSearches } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import type { Lang } from "~/lib/routes";
import { filtersToQuery, type LeadSearchAction, type LeadSearchInput } from "./lead-search";
import { normalizeSearch } from "./saved-searches.server";
import type { SavedSearch } from "./types";

/** Searches the agent may keep for one lead: a few, each mailed separately. */
export const MAX_LEAD_SEARCHES = 5;

/** A lead's search as the lead's page shows it. */
export interface LeadSearch {
  readonly id: string;
  readonly name: string;
  readonly query: string;
  readonly frequency: "instant" | "daily" | "off";
  readonly lastSentAt: Date | null;
  readonly unsubscribedAt: Date | null;
  readonly createdAt: Date;
}

/** The lead a search is set up for: only one who agreed to be contacted, has an address and isn't held gets alerts. */
export interface SearchableLead {
  readonly id: string;
  readonly lang: Lang;
  readonly consent: boolean;
  readonly email: string | null;
  readonly heldReason: string | null;
}

export const canSendSearches = (lead: SearchableLead) => lead.consent && lead.email !== null && lead.heldReason === null;

export async function leadSearches(db: Database, leadId: string): Promise<LeadSearch[]> {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      lastSentAt: savedSearches.lastSentAt,
      unsubscribedAt: savedSearches.unsubscribedAt,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.leadId, leadId))
    .orderBy(asc(savedSearches.createdAt));
}

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

function logEvent(tx: Executor, leadId: string, authorId: string | null, action: LeadSearchAction, search: { id: string; name: string }, now: Date) {
  return tx.insert(leadEvents).values({ leadId, kind: "search", authorId, data: { action, id: search.id, name: search.name }, createdAt: now });
}

/**
 * Sets up a search for the lead, in the lead's language, with the timeline's line. Its alerts start
 * from now, as a user's own search does. Null when the lead has the maximum.
 */
export async function createLeadSearch(db: Database, lead: SearchableLead, input: LeadSearchInput, authorId: string | null, now = new Date()): Promise<SavedSearch | null> {
  return db.transaction(async (tx) => {
    if ((await tx.$count(savedSearches, eq(savedSearches.leadId, lead.id))) >= MAX_LEAD_SEARCHES) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({
        leadId: lead.id,
        name: input.name,
        query: normalizeSearch(filtersToQuery(input)),
        lang: lead.lang,
        frequency: input.frequency,
        alertedThrough: now,
        unsubscribeToken: randomBytes(24).toString("base64url"),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) return null;
    await logEvent(tx, lead.id, authorId, "set", row, now);
    return row;
  });
}

export type LeadSearchChange = "done" | "notFound" | "unsubscribed";

/**
 * Changes a lead's search (its name, filters and frequency), resuming it if she had stopped it: a
 * resumed search mails only what comes on the market afterwards. One the lead unsubscribed from stays off.
 */
export async function updateLeadSearch(db: Database, leadId: string, id: string, input: LeadSearchInput, authorId: string | null, now = new Date()): Promise<LeadSearchChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.leadId, leadId))).for("update");
    if (!current) return "notFound";
    if (current.unsubscribedAt) return "unsubscribed";
    const resumed = current.frequency === "off";
    await tx
      .update(savedSearches)
      .set({ name: input.name, query: normalizeSearch(filtersToQuery(input)), frequency: input.frequency, updatedAt: now, ...(resumed ? { alertedThrough: now } : {}) })
      .where(eq(savedSearches.id, id));
    await logEvent(tx, leadId, authorId, resumed ? "resumed" : "changed", { id, name: input.name }, now);
    return "done";
  });
}

/** Stops a lead's search: kept, shown as stopped, and hers to resume by saving it again. */
export async function stopLeadSearch(db: Database, leadId: string, id: string, authorId: string | null, now = new Date()): Promise<LeadSearchChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({ frequency: "off", updatedAt: now })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.leadId, leadId)))
      .returning({ id: savedSearches.id, name: savedSearches.name });
    if (!row) return "notFound";
    await logEvent(tx, leadId, authorId, "stopped", row, now);
    return "done";
  });
}
