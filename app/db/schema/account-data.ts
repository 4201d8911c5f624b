import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { alertFrequencies, type AlertFrequency } from "../../lib/accounts";
import type { Lang } from "../../lib/routes";
import { user } from "./auth";
import { leads } from "./leads";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A user's saved listings. No foreign key to listings: a favorite outlives a
 * listing that leaves the feed, and the wishlist says it is gone.
 */
export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    listingKey: text("listing_key").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingKey] })],
);

/**
 * A named search (its query string, as the search page's URL carries it) with its e-mail alerts:
 * a user's own, or one the agent set up for a lead, mailed to the lead's address (ADR 0429).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    lang: text("lang").$type<Lang>().notNull().default("en"),
    frequency: text("frequency").$type<AlertFrequency>().notNull().default("daily"),
    /** High-water mark: listings on the market after this instant have not been alerted yet. */
    alertedThrough: stamp("alerted_through").notNull().defaultNow(),
    /** When a pass last looked at it, whether or not it found anything to send. */
    lastAlertAt: stamp("last_alert_at"),
    /** When an alert last went out for it. */
    lastSentAt: stamp("last_sent_at"),
    /** When the reader turned its alerts off from the mail: a lead's search then stays off, whatever the agent does. */
    unsubscribedAt: stamp("unsubscribed_at"),
    /** The secret of the one-click unsubscribe link. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("saved_searches_frequency_check", oneOf("frequency", alertFrequencies)),
    check("saved_searches_lang_check", sql`lang IN ('en', 'es')`),
    check("saved_searches_owner_check", sql`num_nonnulls(user_id, lead_id) = 1`),
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_lead_idx").on(t.leadId).where(sql`lead_id IS NOT NULL`),
  ],
);

/**
 * The listings a signed-in user opened, newest last seen first, so the agent
 * answering their lead knows what they looked at (issue 42; the privacy page
 * says so). A few per user: older ones are trimmed as new ones come.
 */
export const viewedListings = pgTable(
  "viewed_listings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    listingKey: text("listing_key").notNull(),
    viewedAt: stamp("viewed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingKey] }), index("viewed_listings_user_idx").on(t.userId, t.viewedAt)],
);

/**
 * Fixed-window counters for the site's own rate limits (sign-in per account,
 * lead forms and vitals per IP), shared by every instance.
 */
export const rateBuckets = pgTable("rate_buckets", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: stamp("reset_at").notNull(),
});
