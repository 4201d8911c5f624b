import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { listings } from "./listings";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const listingKey = () =>
  text("listing_key")
    .notNull()
    .references(() => listings.listingKey, { onDelete: "cascade" });

/**
 * A listing's price and status over time: the price history and days on market
 * of the property page read it. Each entry holds the status and price after it.
 */
/** What a history entry records: the listing going on the market, a new price, or a new status. */
export const historyEvents = ["listed", "price", "status"] as const;
export type HistoryEvent = (typeof historyEvents)[number];

export const listingHistory = pgTable(
  "listing_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingKey: listingKey(),
    at: stamp("at").notNull(),
    event: text("event").$type<HistoryEvent>().notNull(),
    status: text("status").notNull(),
    price: integer("price").notNull(),
    /** The price before a price change. */
    previousPrice: integer("previous_price"),
    /** When the agent undid the change this entry records: visitors no longer see it (ADR 0420). */
    revertedAt: stamp("reverted_at"),
  },
  (t) => [check("listing_history_event_check", oneOf("event", historyEvents)), index("listing_history_listing_idx").on(t.listingKey, t.at)],
);

/** Open houses of a listing; the site shows those that have not ended. */
export const openHouses = pgTable(
  "open_houses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingKey: listingKey(),
    startsAt: stamp("starts_at").notNull(),
    endsAt: stamp("ends_at").notNull(),
  },
  (t) => [check("open_houses_order_check", sql`ends_at > starts_at`), index("open_houses_listing_idx").on(t.listingKey, t.endsAt)],
);

/** Property page views per listing and day, counted by the server (no third party). */
export const listingViews = pgTable(
  "listing_views",
  {
    listingKey: listingKey(),
    day: date("day").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingKey, t.day] })],
);

/** Who changed what on a listing, and when: the editor page shows it. */
export const listingAudit = pgTable(
  "listing_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingKey: listingKey(),
    at: stamp("at").notNull().defaultNow(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The name at the time, kept when the account goes. */
    userName: text("user_name").notNull(),
    /** What was done: created, saved, published, status, price, photos, open house. */
    action: text("action").notNull(),
    /** The fields that changed, each as [before, after]. */
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    /** The history entry a status change wrote, which undoing it hides (ADR 0420). */
    historyId: integer("history_id").references(() => listingHistory.id, { onDelete: "set null" }),
    /** When the agent undid this change. */
    revertedAt: stamp("reverted_at"),
  },
  (t) => [index("listing_audit_listing_idx").on(t.listingKey, t.at)],
);

export type ListingHistoryRow = typeof listingHistory.$inferSelect;
export type OpenHouseRow = typeof openHouses.$inferSelect;
export type ListingAuditRow = typeof listingAudit.$inferSelect;
