import { eq } from "drizzle-orm";
import { listings, mlsSyncState, type MlsSyncStateRow, type SyncCounts } from "~/db/schema";
import { OWN_SOURCE } from "~/features/agent-listings/model";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logInfo, logWarn } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import { odataString, type ResoClient } from "./client.server";
import { lookup, lookupTables, type LookupField, type UnknownValue } from "./lookups";
import { spanishRemarksField } from "./mapping";
import { indexOwn } from "./merge";
import { PROPERTY_RESOURCE } from "./model";
import { reconcileKeys, RECONCILE_EVERY_MS } from "./reconcile.server";
import { removeOwnCopies, storePage } from "./store.server";

export interface SyncProgress {
  readonly phase: "records" | "reconcile";
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
  /** Stops the pass between pages (Ctrl-C in the CLI, shutdown in the server); what was stored stays. */
  readonly signal?: AbortSignal;
}

export interface SyncReport {
  readonly ok: boolean;
  readonly full: boolean;
  readonly counts: SyncCounts;
  readonly photosFailed: number;
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

/** An OData DateTimeOffset literal. */
const stamp = (date: Date) => date.toISOString();

/** The pass's $filter: after the high-water mark (ListingKey breaking ties), within RESO_FILTER. */
export function passFilter(state: Pick<MlsSyncStateRow, "highWaterAt" | "highWaterKey">, filter?: string | null): string | null {
  const parts: string[] = [];
  if (filter?.trim()) parts.push(`(${filter.trim()})`);
  if (state.highWaterAt) {
    const at = stamp(state.highWaterAt);
    parts.push(
      state.highWaterKey
        ? `(ModificationTimestamp gt ${at} or (ModificationTimestamp eq ${at} and ListingKey gt ${odataString(state.highWaterKey)}))`
        : `ModificationTimestamp gt ${at}`,
    );
  }
  return parts.length === 0 ? null : parts.join(" and ");
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
    const filter = keys.slice(index, index + 20).map((key) => `ResourceRecordKey eq ${odataString(key)}`).join(" or ");
    for await (const page of client.pages("Media", { filter, select: [...select, "ResourceRecordKey"], orderby: "ResourceRecordKey,Order", top: 500 })) {
      for (const item of page.records) {
        const owner = (item as { ResourceRecordKey?: unknown })?.ResourceRecordKey;
        if (typeof owner === "string") byKey.set(owner, [...(byKey.get(owner) ?? []), item]);
      }
    }
  }
  return records.map((record) => (record && typeof record === "object" ? { ...record, Media: byKey.get((record as { ListingKey: string }).ListingKey) ?? [] } : record));
}

/**
 * One pass of the MLS sync (ADR 0114): everything after the high-water mark
 * (the whole feed the first time), page by page, each page stored with the
 * mark; then, after a full import and at most daily, the key reconciliation.
 * A failure stops the pass, keeps what was stored and is recorded in
 * lastError; nothing is removed because of it.
 */
export async function runSync(db: Database, options: SyncOptions): Promise<SyncReport> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const state = await stateOf(db, started);
  const counts = { new: 0, updated: 0, removed: 0, failed: 0, photos: 0 };
  let photosFailed = 0;
  let records = 0;
  let total: number | null = null;
  let reconciled = false;
  const progress = (phase: SyncProgress["phase"]) => options.onProgress?.({ phase, records, total, photos: counts.photos + photosFailed });
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
    const mediaSelect = metadata.expandsMedia || metadata.mediaResource ? await client.selectFor("Media") : [];
    const ownRows = await db
      .select({ listingKey: listings.listingKey, listingId: listings.listingId, unparsedAddress: listings.unparsedAddress, postalCode: listings.postalCode })
      .from(listings)
      .where(eq(listings.originatingSystemName, OWN_SOURCE));
    const own = indexOwn(ownRows);
    counts.removed += await removeOwnCopies(db, options.storage, own, options.agentMlsId ?? null);
    const context = {
      db,
      storage: options.storage,
      download: (url: string, maxBytes: number) => client.download(url, maxBytes),
      own,
      agentMlsId: options.agentMlsId ?? null,
      spanishRemarksField: spanish,
      reportUnknown,
      onPhoto: () => progress("records"),
    };
    const query = {
      filter: passFilter(state, options.filter),
      orderby: "ModificationTimestamp,ListingKey",
      select,
      expand: metadata.expandsMedia ? (mediaSelect.length > 0 ? `Media($select=${mediaSelect.join(",")};$orderby=Order)` : "Media") : undefined,
      top: options.pageSize ?? DEFAULT_PAGE_SIZE,
      count: true,
    };
    for await (const page of client.pages(PROPERTY_RESOURCE, query)) {
      total ??= page.total ?? null;
      const withMedia = !metadata.expandsMedia && metadata.mediaResource ? await attachMedia(client, page.records, mediaSelect) : page.records;
      const outcome = await storePage(context, withMedia);
      records += outcome.records;
      counts.new += outcome.new;
      counts.updated += outcome.updated;
      counts.removed += outcome.removed;
      counts.failed += outcome.failed;
      counts.photos += outcome.photos;
      photosFailed += outcome.photosFailed;
      progress("records");
      if (options.signal?.aborted) break;
    }
    const stopped = options.signal?.aborted ?? false;
    if (!stopped) {
      const fullJustDone = !state.fullImportDone;
      const due = fullJustDone || !state.lastReconciledAt || started.getTime() - state.lastReconciledAt.getTime() >= RECONCILE_EVERY_MS;
      if (due) {
        progress("reconcile");
        const result = await reconcileKeys(db, client, options.filter ?? null, now());
        counts.removed += result.removed;
        reconciled = true;
      }
    }
    const finished = now();
    await db
      .update(mlsSyncState)
      .set({ lastRunFinishedAt: finished, lastCounts: counts, lastError: null, ...(stopped ? {} : { lastSuccessAt: finished, fullImportDone: true }) })
      .where(eq(mlsSyncState.resource, PROPERTY_RESOURCE));
    logInfo({ msg: "mls sync pass", ...counts, photosFailed, records, full: !state.fullImportDone, reconciled, stopped, ms: finished.getTime() - started.getTime() });
    return { ok: true, full: !state.fullImportDone, counts, photosFailed, reconciled, stopped, error: null };
  } catch (error) {
    const facts = errorFacts(error);
    const lastError = facts.code ? `${facts.error} ${facts.code}` : facts.error;
    await db
      .update(mlsSyncState)
      .set({ lastRunFinishedAt: now(), lastCounts: counts, lastError })
      .where(eq(mlsSyncState.resource, PROPERTY_RESOURCE))
      .catch((recordError: unknown) => logWarn({ msg: "mls sync state not saved", ...errorFacts(recordError) }));
    logWarn({ msg: "mls sync failed", ...facts, ...counts, records });
    return { ok: false, full: !state.fullImportDone, counts, photosFailed, reconciled, stopped: false, error: lastError };
  }
}
