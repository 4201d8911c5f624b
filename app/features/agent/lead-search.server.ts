import { desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { favorites, listings } from "~/db/schema";
import type { Lang } from "~/lib/routes";
import type { FormAnswer } from "~/lib/form-answer";
import { parseSearchQuery } from "~/features/search/search-parse";
import { describeSearch } from "~/features/saved-searches/search-name";
import { filtersOfQuery, leadSearchName, leadSearchSchema, seedFilters, type LeadSearchField } from "~/features/saved-searches/lead-search";
import {
  canSendSearches,
  createLeadSearch,
  leadSearches,
  MAX_LEAD_SEARCHES,
  stopLeadSearch,
  updateLeadSearch,
  type SearchableLead,
} from "~/features/saved-searches/lead-searches.server";
import type { SavedSearchFlash } from "~/features/saved-searches/flash";
import type { Database } from "~/server/db/connect.server";
import { propertyKeyOf } from "./lead-places";
import type { LeadSearchPanelData } from "./types";

/** How many of the lead's favorites the suggested search is drawn from, the latest first. */
const FAVORITES_READ = 20;

/** A refused lead-search form: "leadSearch-new", or "leadSearch-" and the search's id, so the page opens that form again. */
export type LeadSearchAnswer = FormAnswer<string, LeadSearchField, string, "limit">;

const typed = (form: Record<string, FormDataEntryValue>) => Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

type PanelLead = SearchableLead & { readonly listingKey: string | null; readonly sourcePath: string; readonly userId: string | null };

const seedColumns = { city: listings.city, propertyType: listings.propertyType, listPrice: listings.listPrice, bedroomsTotal: listings.bedroomsTotal };

/** The listings the suggested search starts from: the one the lead asked about (or sent the form from), else the lead's account's favorites. */
async function seedListings(db: Database, lead: PanelLead) {
  const asked = [...new Set([lead.listingKey, propertyKeyOf(lead.sourcePath)].filter((key) => key != null))];
  if (asked.length > 0) {
    const rows = await db.select(seedColumns).from(listings).where(inArray(listings.listingKey, asked));
    if (rows.length > 0) return { from: "listing" as const, rows };
  }
  if (lead.userId) {
    const keys = await db.select({ key: favorites.listingKey }).from(favorites).where(eq(favorites.userId, lead.userId)).orderBy(desc(favorites.createdAt)).limit(FAVORITES_READ);
    const rows = keys.length > 0 ? await db.select(seedColumns).from(listings).where(inArray(listings.listingKey, keys.map((row) => row.key))) : [];
    if (rows.length > 0) return { from: "favorites" as const, rows };
  }
  return { from: "none" as const, rows: [] };
}

export async function leadSearchPanel(db: Database, lead: PanelLead, lang: Lang): Promise<LeadSearchPanelData> {
  const searches = (await leadSearches(db, lead.id)).map((search) => ({
    id: search.id,
    name: search.name,
    query: search.query,
    description: describeSearch(parseSearchQuery(new URLSearchParams(search.query)), lang, { wholePrices: true }),
    filters: filtersOfQuery(search.query),
    frequency: search.frequency,
    lastSentAt: search.lastSentAt?.toISOString() ?? null,
    unsubscribedAt: search.unsubscribedAt?.toISOString() ?? null,
  }));
  if (!canSendSearches(lead)) return { offered: false, reason: !lead.consent ? "consent" : lead.email === null ? "email" : "held", searches };
  const { from, rows } = await seedListings(db, lead);
  const filters = seedFilters(rows);
  return { offered: true, searches, seed: { ...filters, name: leadSearchName(filters, lead.lang), from }, max: MAX_LEAD_SEARCHES };
}

/** The lead page's intents for its searches. */
export const leadSearchIntents = ["searchCreate", "searchUpdate", "searchStop"] as const;
export type LeadSearchIntent = (typeof leadSearchIntents)[number];
export const isLeadSearchIntent = (intent: unknown): intent is LeadSearchIntent => (leadSearchIntents as readonly unknown[]).includes(intent);

/**
 * A lead-search form's submission: the flash of a change made, a refusal to show with the values kept,
 * or "refused" when the lead can't be sent searches (no consent, no address, held; the page doesn't
 * offer it) or the search is gone or unsubscribed.
 */
export async function leadSearchSubmission(
  db: Database,
  lead: SearchableLead,
  intent: LeadSearchIntent,
  form: Record<string, FormDataEntryValue>,
  authorId: string | null,
): Promise<{ flash: SavedSearchFlash } | { answer: LeadSearchAnswer } | "refused" | "notFound"> {
  const id = typeof form.id === "string" ? form.id : "";
  // A search is named by its uuid: anything else names none (and never reaches the database as one).
  if (intent !== "searchCreate" && !z.uuid().safeParse(id).success) return "notFound";
  if (intent === "searchStop") return (await stopLeadSearch(db, lead.id, id, authorId)) === "done" ? { flash: "lead-search-stopped" } : "notFound";
  if (!canSendSearches(lead)) return "refused";
  const parsed = leadSearchSchema.safeParse(form);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return { answer: { form: `leadSearch-${intent === "searchCreate" ? "new" : id}`, errors, values: typed(form) } };
  }
  if (intent === "searchCreate") {
    const created = await createLeadSearch(db, lead, parsed.data, authorId);
    if (created) return { flash: "lead-search-created" };
    return { answer: { form: "leadSearch-new", errors: {}, formError: "limit", values: typed(form) } };
  }
  const changed = await updateLeadSearch(db, lead.id, id, parsed.data, authorId);
  return changed === "done" ? { flash: "lead-search-saved" } : changed === "unsubscribed" ? "refused" : "notFound";
}
