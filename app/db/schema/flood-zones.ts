import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { listings } from "./listings";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The FEMA flood zone at a listing's point (ADR 0124), as the background job last read it from the
 * National Flood Hazard Layer. A row of its own beside the listing, so that the job's writes don't
 * touch the listings (their triggers, the MLS sync's rows); the point asked is kept, so a moved pin
 * asks again.
 */
export const listingFloodZones = pgTable(
  "listing_flood_zones",
  {
    listingKey: text("listing_key")
      .primaryKey()
      .references(() => listings.listingKey, { onDelete: "cascade" }),
    /** The true coordinates asked (never shown: a withheld address's point is the listing's secret). */
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** FEMA's FLD_ZONE ("AE", "X", "VE"); null when checked and the point isn't mapped, or never checked yet. */
    zone: text("zone"),
    /** FEMA's ZONE_SUBTY ("0.2 PCT ANNUAL CHANCE FLOOD HAZARD" makes an X shaded); null without one. */
    zoneSubtype: text("zone_subtype"),
    /** In a Special Flood Hazard Area (zones A and V, SFHA_TF): lenders require flood insurance. */
    highRisk: boolean("high_risk").notNull().default(false),
    /** When FEMA last answered for this point; null while every attempt at it has failed. */
    checkedAt: stamp("checked_at"),
    /** Failed attempts in a row since the last answer, and when the next may be made. */
    failures: integer("failures").notNull().default(0),
    retryAt: stamp("retry_at"),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("listing_flood_zones_failures_check", sql`failures >= 0`),
    // The search's "outside high-risk flood zones" looks up the few listings that are in one.
    index("listing_flood_zones_high_risk_idx").on(t.listingKey).where(sql`high_risk`),
  ],
);

export type ListingFloodZoneRow = typeof listingFloodZones.$inferSelect;
