import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/routes";
import { user } from "./auth";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The agent's profile as she saved it (issue 43): one row, its fields in
 * `data` (read back through lib/agent-profile's schema, field by field, the
 * environment's values filling what is missing), and her uploaded headshot.
 * Without a row the site shows the environment's identity. `version` grows
 * with each save: kept pages and each instance's copy follow it.
 */
export const agentProfile = pgTable(
  "agent_profile",
  {
    id: integer("id").primaryKey().default(1),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The headshot's original in storage (upright, re-encoded, no EXIF) and the hash its URLs carry. */
    photoKey: text("photo_key"),
    photoVersion: text("photo_version"),
    /** The language of what the site sends her (new leads, the morning digest, push alerts) and of the area its links open; not shown to visitors. */
    mailLang: text("mail_lang").$type<Lang>().notNull().default("en"),
    version: integer("version").notNull().default(1),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  () => [check("agent_profile_single_row", sql`id = 1`)],
);

/** Each save of the profile: who, when, and each changed field's value before and after. */
export const agentProfileHistory = pgTable(
  "agent_profile_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("agent_profile_history_created_idx").on(t.createdAt)],
);
