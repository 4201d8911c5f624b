import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The rows one deletion took, table by table in the order they go back in (parents first). */
export type HeldRows = { readonly table: string; readonly rows: unknown[] }[];

/**
 * A deletion the agent can still undo (ADR 0420): the rows it removed, kept as JSON until `until`,
 * and the stored files to delete once it is final. Undoing puts the rows back as they were.
 */
export const pendingDeletions = pgTable(
  "pending_deletions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What was deleted (a photo, a draft, an article, a review, a reply template), for the notice. */
    kind: text("kind").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    held: jsonb("held").$type<HeldRows>().notNull(),
    /** Storage keys to delete once the deletion is final. */
    files: jsonb("files").$type<string[]>().notNull().default([]),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    until: timestamp("until", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("pending_deletions_until_idx").on(t.until)],
);
export type PendingDeletionRow = typeof pendingDeletions.$inferSelect;
