import { and, eq, getTableColumns, inArray, notInArray, or, sql } from "drizzle-orm";
import { listingHistory, listings, media, mlsSyncState, type MediaRow, type NewListingRow, type NewMediaRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logWarn } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import type { UnknownValue } from "./lookups";
import { mapRecord, type MappedListing } from "./mapping";
import { ownCopyOf, type OwnIndex } from "./merge";
import { displayableStatuses, MLS_SOURCE, PROPERTY_RESOURCE } from "./model";
import { fetchPhotos, removeStored, type Download, type PhotoWork } from "./photos.server";

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];
type HistoryRow = typeof listingHistory.$inferInsert;

export interface PageContext {
  readonly db: Database;
  readonly storage: Storage;
  readonly download: Download;
  readonly own: OwnIndex;
  readonly agentMlsId: string | null;
  readonly spanishRemarksField: string | null;
  readonly reportUnknown: (value: UnknownValue) => void;
  readonly onPhoto?: () => void;
}

export interface PageOutcome {
  readonly new: number;
  readonly updated: number;
  readonly removed: number;
  readonly failed: number;
  readonly photos: number;
  readonly photosFailed: number;
  readonly records: number;
}

const isDisplayable = (status: string) => (displayableStatuses as readonly string[]).includes(status);
/**
 * Rows per statement: well within the pool's one-second statement timeout with the listings' count
 * triggers (a page of 50 listings with 1,000 photos writes in about 0.2–0.4 s on PGlite here).
 */
const CHUNK = 50;
const chunks = <T>(items: readonly T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The page's last record's place in the feed's order, read loosely so that a bad last record still moves the mark. */
export function markOf(records: readonly unknown[]): { at: Date; key: string } | null {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index] as { ListingKey?: unknown; ModificationTimestamp?: unknown } | null;
    const at = typeof record?.ModificationTimestamp === "string" ? new Date(record.ModificationTimestamp) : null;
    if (typeof record?.ListingKey === "string" && at && !Number.isNaN(at.getTime())) return { at, key: record.ListingKey };
  }
  return null;
}

const listingColumns = getTableColumns(listings);
/** `SET column = excluded.column` for every column a row carries except the key. */
function excluded(row: NewListingRow) {
  return Object.fromEntries(
    Object.keys(row)
      .filter((key) => key !== "listingKey")
      .map((key) => [key, sql.raw(`excluded."${listingColumns[key as keyof typeof listingColumns].name}"`)]),
  );
}

interface Plan {
  readonly rows: NewListingRow[];
  readonly history: HistoryRow[];
  readonly photoWork: PhotoWork[];
  readonly copies: string[];
  failed: number;
  new: number;
  updated: number;
  removed: number;
}

function skip(plan: Plan, listingKey: string | null, reason: string, fields?: readonly string[]): void {
  plan.failed += 1;
  // The key and what was wrong, never the record's values.
  logWarn({ msg: "mls record skipped", listingKey, reason, ...(fields ? { fields } : {}) });
}

/** What a page changes: rows, history entries, photos to sync and own listings' copies to drop. Reads only. */
async function planPage(context: PageContext, records: readonly unknown[]): Promise<Plan> {
  const plan: Plan = { rows: [], history: [], photoWork: [], copies: [], failed: 0, new: 0, updated: 0, removed: 0 };
  const byKey = new Map<string, MappedListing>();
  for (const record of records) {
    const mapped = mapRecord(record, { spanishRemarksField: context.spanishRemarksField });
    mapped.unknown.forEach(context.reportUnknown);
    if (mapped.ok) byKey.set(mapped.value.listing.listingKey, mapped.value);
    else skip(plan, mapped.key, mapped.reason, mapped.fields);
  }
  if (byKey.size === 0) return plan;
  const keys = [...byKey.keys()];
  const ids = [...byKey.values()].map((value) => value.listing.listingId);
  const [existingRows, idRows] = await Promise.all([
    context.db
      .select({ listingKey: listings.listingKey, source: listings.originatingSystemName, status: listings.standardStatus, price: listings.listPrice, previousListPrice: listings.previousListPrice, priceChangeTimestamp: listings.priceChangeTimestamp, originalListPrice: listings.originalListPrice })
      .from(listings)
      .where(inArray(listings.listingKey, keys)),
    context.db.select({ listingKey: listings.listingKey, listingId: listings.listingId }).from(listings).where(inArray(listings.listingId, ids)),
  ]);
  const existing = new Map(existingRows.map((row) => [row.listingKey, row]));
  const idOwner = new Map(idRows.map((row) => [row.listingId, row.listingKey]));
  for (const { listing, photos, displayable, feedStatus } of byKey.values()) {
    const before = existing.get(listing.listingKey);
    if (ownCopyOf(listing, context.own, context.agentMlsId)) {
      // The agent's own listing stays; an earlier MLS copy of it goes.
      if (before?.source === MLS_SOURCE) plan.copies.push(listing.listingKey);
      continue;
    }
    if (before && before.source !== MLS_SOURCE) {
      skip(plan, listing.listingKey, "key of a listing from elsewhere");
      continue;
    }
    const owner = idOwner.get(listing.listingId);
    if (owner !== undefined && owner !== listing.listingKey) {
      skip(plan, listing.listingKey, "ListingId of another listing");
      continue;
    }
    // Two records of one page with one ListingId would fail the page's insert: the first one wins.
    idOwner.set(listing.listingId, listing.listingKey);
    if (!displayable && !before) continue;
    const at = listing.modificationTimestamp as Date;
    // Off the market: the feed's own status where it is a known, non-displayable one; Delete for a hidden or unknown one.
    const status = displayable ? listing.standardStatus : feedStatus && !isDisplayable(feedStatus) ? feedStatus : "Delete";
    const priceChanged = before !== undefined && before.price !== listing.listPrice;
    plan.rows.push({
      ...listing,
      standardStatus: status,
      originalListPrice: listing.originalListPrice ?? before?.originalListPrice ?? listing.listPrice,
      previousListPrice: priceChanged ? before.price : (before?.previousListPrice ?? null),
      priceChangeTimestamp: priceChanged ? at : (before?.priceChangeTimestamp ?? null),
    });
    if (displayable) plan.photoWork.push({ listingKey: listing.listingKey, photos });
    if (!before) {
      plan.new += 1;
      plan.history.push({ listingKey: listing.listingKey, at, event: "listed", status, price: listing.listPrice });
      continue;
    }
    const wasShown = isDisplayable(before.status);
    if (wasShown && !displayable) plan.removed += 1;
    else plan.updated += 1;
    if (before.status !== status) plan.history.push({ listingKey: listing.listingKey, at, event: !wasShown && displayable ? "listed" : "status", status, price: listing.listPrice });
    if (priceChanged) plan.history.push({ listingKey: listing.listingKey, at, event: "price", status, price: listing.listPrice, previousPrice: before.price });
  }
  return plan;
}

async function writePage(tx: Executor, plan: Plan, photoRows: ReadonlyMap<string, NewMediaRow[]>, mark: { at: Date; key: string } | null): Promise<MediaRow[]> {
  const dropped: MediaRow[] = [];
  for (const rows of chunks(plan.rows)) {
    await tx.insert(listings).values(rows).onConflictDoUpdate({ target: listings.listingKey, set: excluded(rows[0]!), setWhere: eq(listings.originatingSystemName, MLS_SOURCE) });
  }
  const synced = [...photoRows.keys()];
  const kept = [...photoRows.values()].flat();
  for (const keys of chunks(synced)) {
    const keep = kept.filter((row) => keys.includes(row.resourceRecordKey)).map((row) => row.mediaKey);
    // "" never names a photo: it keeps NOT IN well-formed when a listing keeps none.
    dropped.push(...(await tx.delete(media).where(and(inArray(media.resourceRecordKey, keys), notInArray(media.mediaKey, [...keep, ""]))).returning()));
  }
  for (const rows of chunks(kept, 250)) {
    await tx
      .insert(media)
      .values(rows)
      .onConflictDoUpdate({ target: media.mediaKey, set: { order: sql.raw(`excluded."order"`), shortDescription: sql.raw("excluded.short_description"), mediaCategory: sql.raw("excluded.media_category") } });
  }
  for (const rows of chunks(plan.history, 500)) await tx.insert(listingHistory).values(rows);
  for (const keys of chunks(plan.copies)) {
    dropped.push(...(await tx.select().from(media).where(inArray(media.resourceRecordKey, keys))));
    await tx.delete(listings).where(and(inArray(listings.listingKey, keys), eq(listings.originatingSystemName, MLS_SOURCE)));
  }
  // The mark moves in the same transaction as the page: a pass stopped anywhere resumes right after the last stored record.
  if (mark) await tx.update(mlsSyncState).set({ highWaterAt: mark.at, highWaterKey: mark.key }).where(eq(mlsSyncState.resource, PROPERTY_RESOURCE));
  return dropped;
}

/**
 * Stores one page of the feed: maps it, fetches the photos that changed
 * (before any transaction: no transaction waits on the network), then writes
 * listings, photos, history, merge removals and the high-water mark in one
 * short transaction of small statements. Replaced photos leave storage after
 * the commit.
 */
export async function storePage(context: PageContext, records: readonly unknown[]): Promise<PageOutcome> {
  const plan = await planPage(context, records);
  const keys = plan.photoWork.map((work) => work.listingKey);
  const storedRows = keys.length === 0 ? [] : await context.db.select().from(media).where(inArray(media.resourceRecordKey, keys));
  const photos = await fetchPhotos(plan.photoWork, new Map(storedRows.map((row) => [row.mediaKey, row])), context.download, context.storage, { onPhoto: context.onPhoto });
  const dropped = await context.db.transaction((tx) => writePage(tx, plan, photos.rows, markOf(records)));
  if (dropped.length > 0) {
    await removeStored(context.storage, dropped).catch((error: unknown) => logWarn({ msg: "mls photo clean-up failed", ...errorFacts(error) }));
  }
  return { new: plan.new, updated: plan.updated, removed: plan.removed + plan.copies.length, failed: plan.failed, photos: photos.fetched, photosFailed: photos.failed, records: records.length };
}

/**
 * MLS copies of the agent's own listings already on the site, found without
 * waiting for their records to change: rows whose ListingKey is an own
 * listing's MLS number, and the agent's own rows (ListAgentMlsId) at an own
 * listing's address. Deleted with their photos; the own listing stays.
 */
export async function removeOwnCopies(db: Database, storage: Storage, own: OwnIndex, agentMlsId: string | null): Promise<number> {
  if (own.byListingId.size === 0) return 0;
  const candidates = await db
    .select({ listingKey: listings.listingKey, listingId: listings.listingId, listAgentMlsId: listings.listAgentMlsId, unparsedAddress: listings.unparsedAddress, postalCode: listings.postalCode })
    .from(listings)
    .where(and(eq(listings.originatingSystemName, MLS_SOURCE), agentMlsId ? or(eq(listings.listAgentMlsId, agentMlsId), inArray(listings.listingKey, [...own.byListingId.keys()])) : inArray(listings.listingKey, [...own.byListingId.keys()])));
  const copies = candidates.filter((row) => ownCopyOf(row, own, agentMlsId)).map((row) => row.listingKey);
  let removed = 0;
  for (const keys of chunks(copies)) {
    const photos = await db.select().from(media).where(inArray(media.resourceRecordKey, keys));
    removed += (await db.delete(listings).where(and(inArray(listings.listingKey, keys), eq(listings.originatingSystemName, MLS_SOURCE))).returning({ key: listings.listingKey })).length;
    await removeStored(storage, photos);
  }
  return removed;
}
