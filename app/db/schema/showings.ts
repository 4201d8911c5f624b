import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { showingKinds, showingModes, showingStatuses, type ShowingKind, type ShowingMode, type ShowingStatus, type WeeklyHours } from "~/lib/showings";
import { openHouses } from "./agent-listings";
import { leads } from "./leads";
import { oneOf } from "./sql";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Her showing set-up, one row (id 1): weekly hours, a showing's length, and her calendar feed's key. */
export const showingSettings = pgTable(
  "showing_settings",
  {
    id: integer("id").primaryKey(),
    hours: jsonb("hours").$type<WeeklyHours>().notNull(),
    lengthMinutes: integer("length_minutes").notNull(),
    /** sha256 of the secret in her calendar feed's URL; null when she has none or revoked it. */
    feedTokenHash: text("feed_token_hash"),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  () => [check("showing_settings_one_row_check", sql`id = 1`), check("showing_settings_length_check", sql`length_minutes BETWEEN 10 AND 240`)],
);

/** Valley days she takes no showings (a holiday, a closing out of town). */
export const showingBlockedDays = pgTable("showing_blocked_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note").notNull().default(""),
});

/**
 * A showing a visitor booked, or a place at an open house. A private showing holds its time on her
 * calendar while booked, confirmed or proposed: an exclusion constraint in drizzle/0030_showings.sql
 * (which drizzle-kit cannot express) keeps two of them from overlapping, whoever books first wins.
 */
export const showings = pgTable(
  "showings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    listingKey: text("listing_key").notNull(),
    kind: text("kind").$type<ShowingKind>().notNull().default("private"),
    openHouseId: integer("open_house_id").references(() => openHouses.id, { onDelete: "cascade" }),
    mode: text("mode").$type<ShowingMode>().notNull().default("inPerson"),
    status: text("status").$type<ShowingStatus>().notNull().default("booked"),
    startsAt: stamp("starts_at").notNull(),
    endsAt: stamp("ends_at").notNull(),
    /** The time she proposed instead, while status is `proposed`. */
    proposedStartsAt: stamp("proposed_starts_at"),
    /** sha256 of the secret in the visitor's reschedule and cancel links. */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    /** sha256 of the secret in the Accept link of the time she proposed, while status is `proposed`: apart from the booking's links, which keep working meanwhile. */
    acceptTokenHash: text("accept_token_hash").unique(),
    /** When each reminder went out (issue 56: 24 h and 2 h before), so that no instance sends one twice. */
    reminded24At: stamp("reminded_24_at"),
    reminded2At: stamp("reminded_2_at"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("showings_kind_check", oneOf("kind", showingKinds)),
    check("showings_mode_check", oneOf("mode", showingModes)),
    check("showings_status_check", oneOf("status", showingStatuses)),
    check("showings_order_check", sql`ends_at > starts_at`),
    check("showings_open_house_check", sql`(kind = 'openHouse') = (open_house_id IS NOT NULL)`),
    index("showings_lead_idx").on(t.leadId),
    index("showings_starts_idx").on(t.startsAt),
  ],
);
