import { eq } from "drizzle-orm";
import { listings, mlsSyncState, type MlsSyncStateRow, type SyncCounts, type TranslationCounts } from "~/db/schema";
import { OWN_SOURCE } from "~/features/listings/model";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logInfo, logWarn } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import type { ResoClient } from "./client.server";
import { fieldKeyset, modificationKeyset, odataString } from "./keyset";
import { lookup, lookupTables, type LookupField, type UnknownValue } from "./lookups";
import { spanishRemarksField } from "./mapping";
import { rentalFeeFields } from "./rental-terms";
import { indexOwn } from "./merge";
import { PROPERTY_RESOURCE } from "./model";
import { reconcileKeys, RECONCILE_EVERY_MS } from "./reconcile.server";
import { retryPhotos, type RetryOutcome } from "./photo-retries.server";
import { removeOwnCopies, storePage, type Tally } from "./store.server";
import { translateRemarks } from "./translation/remarks.server";
import type { Translator } from "./translation/translators.server";

export interface SyncProgress {
  readonly phase: "records" | "translate" | "reconcile";
  readonly records: number;
  /** The records this pass will see, when the server counted them. */
  readonly total: number | null;
  readonly photos: number;
}

export interface SyncOptions {
  readonly client: ResoClient;
  readonly storage: Storage;
  /** RESO_FILTER: ANDed with the sync's own filter. */
  readonly filter?: string | null;
  readonly agentMlsId?: string | null;
  readonly pageSize?: number;
  readonly now?: () => Date;
  readonly onProgress?: (progress: SyncProgress) => void;
  /** Translates new and changed English remarks into Spanish after the records (ADR 0125); none without a provider. */
  readonly translation?: { readonly translator: Translator; readonly perPass: number } | null;
  /** Stops the pass between pages (Ctrl-C in the CLI, shutdown in the server); what was stored stays. */
  readonly signal?: AbortSignal;
}

export interface SyncReport {
  readonly ok: boolean;
  readonly full: boolean;
  readonly counts: SyncCounts & { readonly read: number; readonly total: number | null; readonly skipped: Tally; readonly dropped: Tally };
  readonly photosFailed: number;
  /** Photos of earlier passes tried again. */
  readonly retries: RetryOutcome;
  readonly reconciled: boolean;
  readonly stopped: boolean;
  /** The failure as class and code, as recorded in lastError. */
  readonly error: string | null;
}

/**
 * Listings per page: a page's write is one transaction, and on PGlite every visitor's query waits for
 * it (one connection), so a page stays small; photos, not pages, bound the pace.
 */
const DEFAULT_PAGE_SIZE = 50;

/** Each unknown lookup value is logged once per process: a feed sends the same ones on every pass. */
const reported = new Set<string>();
function reportUnknown({ field, value }: UnknownValue): void {
  const key = `${field}\u0000${value}`;
  if (reported.has(key)) return;
  reported.add(key);
  logWarn({ msg: "mls unknown lookup value", field, value });
}

async function stateOf(db: Database, now: Date): Promise<MlsSyncStateRow> {
  await db.insert(mlsSyncState).values({ resource: PROPERTY_RESOURCE }).onConflictDoNothing();
  const [row] = await db.update(mlsSyncState).set({ lastRunStartedAt: now }).where(eq(mlsSyncState.resource, PROPERTY_RESOURCE)).returning();
  if (!row) throw new Error("mls_sync_state row missing");
  return row;
}

/** Media for records of a server that does not expand them: asked of the Media resource, a few listings at a time. */
async function attachMedia(client: ResoClient, records: readonly unknown[], select: readonly string[]): Promise<unknown[]> {
  const keys = records.map((record) => (record as { ListingKey?: unknown })?.ListingKey).filter((key): key is string => typeof key === "string");
  const byKey = new Map<string, unknown[]>();
  for (let index = 0; index < keys.length; index += 20) {
    const filter = keys
      .slice(index, index + 20)
      .map((key) => `ResourceRecordKey eq ${odataString(key)}`)
      .join(" or ");
    for await (const page of client.pages("Media", { select: [...select, "ResourceRecordKey"], orderby: "MediaKey", top: 500 }, fieldKeyset("MediaKey", filter))) {
      for (const item of page.records) {
        const owner = (item as { ResourceRecordKey?: unknown })?.ResourceRecordKey;
        if (typeof owner === "string") byKey.set(owner, [...(byKey.get(owner) ?? []), item]);
      }
    }
  }
  return records.map((record) => (record && typeof record === "object" ? { ...record, Media: byKey.get((record as { ListingKey: string }).ListingKey) ?? [] } : record));
}

const add = (into: Tally, from: Tally) => {
  for (const [reason, count] of Object.entries(from)) into[reason] = (into[reason] ?? 0) + count;
};

/**
 * One pass of the MLS sync (ADR 0114): everything after the high-water mark
 * (the whole feed the first time), page by page by keyset, each page stored
 * with the mark; then the photos earlier passes could not fetch, the remarks
 * to translate into Spanish when a provider is set (ADR 0125), and, after
 * a full import and at most daily, the key reconciliation. A bad value or
 * record is dropped or skipped and counted, never the pass's end; a failure
 * of the feed or the database stops the pass, keeps what was stored and is
 * recorded in lastError; nothing is removed because of it.
 */
export async function runSync(db: Database, options: SyncOptions): Promise<SyncReport> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const state = await stateOf(db, started);
  const counts = {
    ...{ new: 0, updated: 0, removed: 0, failed: 0, photos: 0, read: 0, total: null as number | null, skipped: {} as Tally, dropped: {} as Tally, photosFailed: 0 },
    translation: undefined as TranslationCounts | undefined,
  };

  let retries: RetryOutcome = { listings: 0, recovered: 0, failed: 0, givenUp: 0 };
  let reconciled = false;
  const progress = (phase: SyncProgress["phase"]) => options.onProgress?.({ phase, records: counts.read, total: counts.total, photos: counts.photos + counts.photosFailed });
  const full = !state.fullImportDone;
  try {
    const { client } = options;
    const metadata = await client.metadata();
    const select = await client.selectFor("Property");
    // Lookup values the server declares that the site does not know are reported before any record carries one.
    for (const field of Object.keys(lookupTables) as LookupField[]) {
      const declared: UnknownValue[] = [];
      for (const member of metadata.enumMembers.get(field) ?? []) lookup(field, member, declared);
      declared.forEach(reportUnknown);
    }
    const spanish = spanishRemarksField(metadata.propertyFields);
    if (spanish) select.push(spanish);
    const rentalFields = rentalFeeFields(metadata.propertyFields);
    for (const field of Object.values(rentalFields)) if (field) select.push(field);
    const mediaSelect = metadata.expandsMedia || metadata.mediaResource ? await client.selectFor("Media") : [];
    const ownRows = await db
      .select({ listingKey: listings.listingKey, listingId: listings.listingId, unparsedAddress: listings.unparsedAddress, postalCode: listings.postalCode })
      .from(listings)
      .where(eq(listings.originatingSystemName, OWN_SOURCE));
    const own = indexOwn(ownRows);
    counts.removed += await removeOwnCopies(db, options.storage, own, options.agentMlsId ?? null);
    const download = (url: string, maxBytes: number) => client.download(url, maxBytes);
    const context = {
      db,
      storage: options.storage,
      download,
      own,
      agentMlsId: options.agentMlsId ?? null,
      spanishRemarksField: spanish,
      rentalFields,
      reportUnknown,
      onPhoto: () => progress("records"),
      now: started,
    };
    const query = {
      orderby: "ModificationTimestamp,ListingKey",
      select,
      expand: metadata.expandsMedia ? (mediaSelect.length > 0 ? `Media($select=${mediaSelect.join(",")};$orderby=Order)` : "Media") : undefined,
      top: options.pageSize ?? DEFAULT_PAGE_SIZE,
      count: true,
    };
    const start = state.highWaterAt && state.highWaterKey ? { at: state.highWaterAt.toISOString(), key: state.highWaterKey } : null;
    for await (const page of client.pages(PROPERTY_RESOURCE, query, modificationKeyset(options.filter), start)) {
      counts.total ??= page.total ?? null;
      const withMedia = !metadata.expandsMedia && metadata.mediaResource ? await attachMedia(client, page.records, mediaSelect) : page.records;
      const outcome = await storePage(context, withMedia);
      counts.read += outcome.records;
      counts.new += outcome.new;
      counts.updated += outcome.updated;
      counts.removed += outcome.removed;
      counts.photos += outcome.photos;
      counts.photosFailed += outcome.photosFailed;
      add(counts.skipped, outcome.skipped);
      add(counts.dropped, outcome.dropped);
      counts.failed = Object.values(counts.skipped).reduce((sum, count) => sum + count, 0);
      progress("records");
      if (options.signal?.aborted) break;
    }
    const stopped = options.signal?.aborted ?? false;
    if (!stopped) {
      retries = await retryPhotos({ db, storage: options.storage, download, now: started, onPhoto: () => progress("records") });
      if (options.translation) {
        progress("translate");
        counts.translation = await translateRemarks(db, { translator: options.translation.translator, limit: options.translation.perPass, now: started, signal: options.signal });
      }
      const due = full || !state.lastReconciledAt || started.getTime() - state.lastReconciledAt.getTime() >= RECONCILE_EVERY_MS;
      if (due) {
        progress("reconcile");
        const result = await reconcileKeys(db, client, options.filter ?? null, now());
        counts.removed += result.removed;
        reconciled = true;
      }
    }
    if (!stopped && counts.total !== null && counts.read < counts.total) {
      logWarn({ msg: "mls pass read fewer records than the server counted", read: counts.read, counted: counts.total });
    }
    const finished = now();
    await db
      .update(mlsSyncState)
      .set({ lastRunFinishedAt: finished, lastCounts: counts, lastError: null, ...(stopped ? {} : { lastSuccessAt: finished, fullImportDone: true }) })
      .where(eq(mlsSyncState.resource, PROPERTY_RESOURCE));
    logInfo({ msg: "mls sync pass", ...counts, photoRetries: retries, full, reconciled, stopped, ms: finished.getTime() - started.getTime() });
    return { ok: true, full, counts, photosFailed: counts.photosFailed, retries, reconciled, stopped, error: null };
  } catch (error) {
    const facts = errorFacts(error);
    const lastError = facts.code ? `${facts.error} ${facts.code}` : facts.error;
    await db
      .update(mlsSyncState)
      .set({ lastRunFinishedAt: now(), lastCounts: counts, lastError })
      .where(eq(mlsSyncState.resource, PROPERTY_RESOURCE))
      .catch((recordError: unknown) => logWarn({ msg: "mls sync state not saved", ...errorFacts(recordError) }));
    logWarn({ msg: "mls sync failed", ...facts, ...counts });
    return { ok: false, full, counts, photosFailed: counts.photosFailed, retries, reconciled, stopped: false, error: lastError };
  }
}
