import { sql } from "drizzle-orm";
import { bigserial, check, doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { deviceClasses, navigationTypes, vitalNames, vitalRatings } from "../../lib/vitals";
import { oneOf } from "./sql";

/** One web-vitals report from a visitor's browser. */
export const vitals = pgTable(
  "vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    rating: text("rating").notNull(),
    delta: doublePrecision("delta").notNull(),
    metricId: text("metric_id").notNull(),
    navigationType: text("navigation_type").notNull(),
    path: text("path").notNull(),
    template: text("template").notNull(),
    lang: text("lang").notNull(),
    device: text("device").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("vitals_name_check", oneOf("name", vitalNames)),
    check("vitals_rating_check", oneOf("rating", vitalRatings)),
    check("vitals_navigation_type_check", oneOf("navigation_type", navigationTypes)),
    check("vitals_device_check", oneOf("device", deviceClasses)),
    check("vitals_lang_check", sql`lang IN ('en', 'es')`),
    index("vitals_created_idx").on(t.createdAt),
  ],
);
