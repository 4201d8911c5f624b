import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What a sync pass counted, for the agent area and the logs. */
export interface SyncCounts {
  readonly new: number;
  readonly updated: number;
  readonly removed: number;
  readonly failed: number;
  readonly photos: number;
}

/**
 * Where the MLS sync stands (one row per feed resource, "Property"): the
 * high-water mark of the last stored page (ModificationTimestamp, then
 * ListingKey to break ties), so a pass stopped anywhere resumes without a gap
 * or a duplicate; and how the last run went.
 */
export const mlsSyncState = pgTable("mls_sync_state", {
  resource: text("resource").primaryKey(),
  /** The last stored record's ModificationTimestamp and ListingKey; none before the first page of a full import. */
  highWaterAt: stamp("high_water_at"),
  highWaterKey: text("high_water_key"),
  /** True once a full import has gone through to the end: later passes are incremental. */
  fullImportDone: boolean("full_import_done").notNull().default(false),
  lastRunStartedAt: stamp("last_run_started_at"),
  lastRunFinishedAt: stamp("last_run_finished_at"),
  lastSuccessAt: stamp("last_success_at"),
  lastCounts: jsonb("last_counts").$type<SyncCounts>(),
  /** The last run's failure, as an error class and code (never a record's content). */
  lastError: text("last_error"),
  lastReconciledAt: stamp("last_reconciled_at"),
  /** Records seen in the feed at the last key reconciliation. */
  feedSize: integer("feed_size"),
});

export type MlsSyncStateRow = typeof mlsSyncState.$inferSelect;
