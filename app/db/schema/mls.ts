import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { listings } from "./listings";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What a sync pass counted, for the agent area, /healthz and the logs (passes before ADR 0114's reporting lack the optional ones). */
export interface SyncCounts {
  readonly new: number;
  readonly updated: number;
  readonly removed: number;
  /** Records skipped. */
  readonly failed: number;
  readonly photos: number;
  /** Records the pass read, and how many the server counted for it (`@odata.count`), when it did. */
  readonly read?: number;
  readonly total?: number | null;
  /** Records skipped by reason (the field at fault, or what kept the record out). */
  readonly skipped?: Readonly<Record<string, number>>;
  /** Values dropped (stored as null) by field. */
  readonly dropped?: Readonly<Record<string, number>>;
  readonly photosFailed?: number;
  /** English remarks machine-translated into Spanish after the records (ADR 0125); absent without a provider. */
  readonly translation?: TranslationCounts;
}

/** What a pass's remarks translation did: translated now, failed now, and still waiting (over the pass's bound, or failed and due again later). */
export interface TranslationCounts {
  readonly translated: number;
  readonly failed: number;
  readonly pending: number;
  /** Characters of English sent to the provider, what it bills by. */
  readonly characters: number;
}

/**
 * Where the MLS sync stands (one row per feed resource, "Property"): the
 * high-water mark of the last stored page (ModificationTimestamp, then
 * ListingKey to break ties), so a pass stopped anywhere resumes without a gap
 * or a duplicate; and how the last run went.
 */
/** A photo of a listing as the feed describes it; its pixels are fetched by the sync. Here, below the MLS feature, because the retries' table keeps them. */
export interface FeedPhoto {
  readonly sourceKey: string;
  readonly url: string;
  readonly order: number;
  readonly category: "Photo" | "FloorPlan";
  readonly shortDescription: string | null;
  readonly modifiedAt: string | null;
}

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

/**
 * Listings imported with photos that failed to download: the record's whole
 * photo list as the feed gave it, so a later pass can fetch what is missing
 * without waiting for the record to change (ADR 0114). A newer record of the
 * listing replaces the row; a listing that leaves the site takes it along.
 */
export const mlsPhotoRetries = pgTable(
  "mls_photo_retries",
  {
    listingKey: text("listing_key")
      .primaryKey()
      .references(() => listings.listingKey, { onDelete: "cascade" }),
    photos: jsonb("photos").$type<readonly FeedPhoto[]>().notNull(),
    /** Photos still missing after the last try. */
    missing: integer("missing").notNull(),
    /** Tries after the first download: the backoff and the give-up both count them. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamp("next_attempt_at").notNull(),
  },
  (t) => [index("mls_photo_retries_due_idx").on(t.nextAttemptAt)],
);

export type MlsPhotoRetryRow = typeof mlsPhotoRetries.$inferSelect;

/**
 * The machine translation of each MLS listing's English remarks (ADR 0125):
 * the sha256 of the English last sent, by which provider, when it came back,
 * and the failures since, so a remark that failed waits out a growing backoff
 * instead of being sent again on every pass. The Spanish itself is on the
 * listing (remarks_es_machine), where the search vector reads it.
 */
export const remarksTranslations = pgTable(
  "remarks_translations",
  {
    listingKey: text("listing_key")
      .primaryKey()
      .references(() => listings.listingKey, { onDelete: "cascade" }),
    sourceHash: text("source_hash").notNull(),
    provider: text("provider").notNull(),
    translatedAt: stamp("translated_at"),
    /** Failed attempts for this English since the last success; zero once translated. */
    failures: integer("failures").notNull().default(0),
    /** The last failure as an error class and code, never the text. */
    lastError: text("last_error"),
    nextAttemptAt: stamp("next_attempt_at"),
  },
  (t) => [index("remarks_translations_failed_idx").on(t.nextAttemptAt).where(sql`failures > 0`)],
);

export type RemarksTranslationRow = typeof remarksTranslations.$inferSelect;
