import { and, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import { listingHistory, listings, media, mlsSyncState, type MediaRow, type NewListingRow } from "~/db/schema";
import { refusedValue } from "~/server/db/errors.server";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logWarn } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import { storedMarkOf } from "./keyset";
import type { UnknownValue } from "./lookups";
import { mapRecord, type FieldIssue, type MappedListing } from "./mapping";
import type { RentalFeeFields } from "./rental-terms";
import { ownCopyOf, type OwnIndex } from "./merge";
import { displayableStatuses, MLS_SOURCE, PROPERTY_RESOURCE } from "./model";
import { recordMissingPhotos } from "./photo-retries.server";
import { chunks, fetchPhotos, removeStored, writePhotos, type Download, type Executor, type PhotoResult, type PhotoWork } from "./photos.server";

type HistoryRow = typeof listingHistory.$inferInsert;

export interface PageContext {
  readonly db: Database;
  readonly storage: Storage;
  readonly download: Download;
  readonly own: OwnIndex;
  readonly agentMlsId: string | null;
  readonly spanishRemarksField: string | null;
  readonly rentalFields?: RentalFeeFields | null;
  readonly reportUnknown: (value: UnknownValue) => void;
  readonly onPhoto?: () => void;
  /** The pass's clock: a record dated far beyond it is refused, and photo retries are timed by it. */
  readonly now: Date;
}

/** Counts by reason or field. */
export type Tally = Record<string, number>;

export interface PageOutcome {
  readonly new: number;
  readonly updated: number;
  readonly removed: number;
  readonly photos: number;
  readonly photosFailed: number;
  readonly records: number;
  /** Records left out, by the field at fault or what kept them out (a code of skipReasons in app/i18n/mls). */
  readonly skipped: Tally;
  /** Values stored as null (or as their column's "none"), by field. */
  readonly dropped: Tally;
}

const isDisplayable = (status: string) => (displayableStatuses as readonly string[]).includes(status);
const bump = (tally: Tally, reason: string) => (tally[reason] = (tally[reason] ?? 0) + 1);

const listingColumns = getTableColumns(listings);
/** `SET column = excluded.column` for every column a row carries except the key. */
function excluded(row: NewListingRow) {
  return Object.fromEntries(
    Object.keys(row)
      .filter((key) => key !== "listingKey")
      .map((key) => [key, sql.raw(`excluded."${listingColumns[key as keyof typeof listingColumns].name}"`)]),
  );
}

/** One listing's share of a page: its row, history entries and photos, written together or not at all. */
interface Item {
  readonly row: NewListingRow & { listingKey: string };
  readonly history: HistoryRow[];
  readonly photos: PhotoWork | null;
  readonly effect: "new" | "updated" | "removed";
}

interface Plan {
  readonly items: Item[];
  readonly copies: string[];
  readonly skipped: Tally;
  readonly dropped: Tally;
}

function skip(plan: Plan, listingKey: string | null, reason: string, problem?: string): void {
  bump(plan.skipped, reason);
  // The key and what was wrong, never the record's values.
  logWarn({ msg: "mls record skipped", listingKey, reason, ...(problem ? { problem } : {}) });
}

function drop(plan: Plan, listingKey: string, issue: FieldIssue): void {
  bump(plan.dropped, issue.field);
  logWarn({ msg: "mls field dropped", listingKey, field: issue.field, problem: issue.problem });
}

/** What a page changes: listings with their history and photos, and own listings' copies to drop. Reads only. */
async function planPage(context: PageContext, records: readonly unknown[]): Promise<Plan> {
  const plan: Plan = { items: [], copies: [], skipped: {}, dropped: {} };
  const byKey = new Map<string, MappedListing>();
  for (const record of records) {
    const mapped = mapRecord(record, { spanishRemarksField: context.spanishRemarksField, rentalFields: context.rentalFields, now: context.now });
    mapped.unknown.forEach(context.reportUnknown);
    if (!mapped.ok) {
      skip(plan, mapped.key, mapped.unusable.field, mapped.unusable.problem);
      continue;
    }
    mapped.dropped.forEach((issue) => drop(plan, mapped.value.listing.listingKey, issue));
    byKey.set(mapped.value.listing.listingKey, mapped.value);
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
      skip(plan, listing.listingKey, "otherSource");
      continue;
    }
    const owner = idOwner.get(listing.listingId);
    if (owner !== undefined && owner !== listing.listingKey) {
      skip(plan, listing.listingKey, "duplicateListingId");
      continue;
    }
    // Two records of one page with one ListingId would fail the page's insert: the first one wins.
    idOwner.set(listing.listingId, listing.listingKey);
    if (!displayable && !before) continue;
    const at = listing.modificationTimestamp as Date;
    // Off the market: the feed's own status where it is a known, non-displayable one; Delete for a hidden or unknown one.
    const status = displayable ? listing.standardStatus : feedStatus && !isDisplayable(feedStatus) ? feedStatus : "Delete";
    const priceChanged = before !== undefined && before.price !== listing.listPrice;
    const row = {
      ...listing,
      standardStatus: status,
      originalListPrice: listing.originalListPrice ?? before?.originalListPrice ?? listing.listPrice,
      previousListPrice: priceChanged ? before.price : (before?.previousListPrice ?? null),
      priceChangeTimestamp: priceChanged ? at : (before?.priceChangeTimestamp ?? null),
    };
    const photoWork = displayable ? { listingKey: listing.listingKey, photos } : null;
    if (!before) {
      plan.items.push({ row, photos: photoWork, effect: "new", history: [{ listingKey: listing.listingKey, at, event: "listed", status, price: listing.listPrice }] });
      continue;
    }
    const wasShown = isDisplayable(before.status);
    const history: HistoryRow[] = [];
    if (before.status !== status) history.push({ listingKey: listing.listingKey, at, event: !wasShown && displayable ? "listed" : "status", status, price: listing.listPrice });
    if (priceChanged) history.push({ listingKey: listing.listingKey, at, event: "price", status, price: listing.listPrice, previousPrice: before.price });
    plan.items.push({ row, photos: photoWork, history, effect: wasShown && !displayable ? "removed" : "updated" });
  }
  return plan;
}

async function writeItems(tx: Executor, items: readonly Item[], photos: PhotoResult, now: Date): Promise<MediaRow[]> {
  for (const rows of chunks(items.map((item) => item.row))) {
    await tx.insert(listings).values(rows).onConflictDoUpdate({ target: listings.listingKey, set: excluded(rows[0]!), setWhere: eq(listings.originatingSystemName, MLS_SOURCE) });
  }
  const synced = new Map(items.flatMap((item) => (item.photos ? [[item.row.listingKey, photos.rows.get(item.row.listingKey) ?? []] as const] : [])));
  const dropped = await writePhotos(tx, synced);
  for (const rows of chunks(items.flatMap((item) => item.history), 500)) await tx.insert(listingHistory).values(rows);
  // A photo the guard refused is left out of what later passes try again.
  const retried = (item: Item) => (item.photos?.photos ?? []).filter((photo) => !photos.refused.has(photo.url));
  await recordMissingPhotos(tx, items.map((item) => ({ listingKey: item.row.listingKey, photos: retried(item), missing: item.photos ? (photos.missing.get(item.row.listingKey) ?? 0) : 0 })), now);
  return dropped;
}

async function writeTail(tx: Executor, copies: readonly string[], mark: { at: Date; key: string } | null): Promise<MediaRow[]> {
  const dropped: MediaRow[] = [];
  for (const keys of chunks(copies)) {
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
 * short transaction of small statements. Should that write fail on a value
 * the database refuses (a data or constraint error, not an outage), each
 * listing is written in a transaction of its own, the ones the database
 * still refuses are skipped and reported, and the mark moves past them: one
 * record never holds up a page. Replaced photos leave storage after the commit.
 */
export async function storePage(context: PageContext, records: readonly unknown[]): Promise<PageOutcome> {
  const plan = await planPage(context, records);
  const work = plan.items.flatMap((item) => (item.photos ? [item.photos] : []));
  const keys = work.map((entry) => entry.listingKey);
  const storedRows = keys.length === 0 ? [] : await context.db.select().from(media).where(inArray(media.resourceRecordKey, keys));
  const photos = await fetchPhotos(work, new Map(storedRows.map((row) => [row.mediaKey, row])), context.download, context.storage, { onPhoto: context.onPhoto });
  const mark = storedMarkOf(records, context.now);
  let written = plan.items;
  let dropped: MediaRow[];
  try {
    dropped = await context.db.transaction(async (tx) => [...(await writeItems(tx, plan.items, photos, context.now)), ...(await writeTail(tx, plan.copies, mark))]);
  } catch (error) {
    if (!refusedValue(error)) throw error;
    logWarn({ msg: "mls page refused: writing its listings one by one", ...errorFacts(error) });
    ({ written, dropped } = await writeOneByOne(context, plan, photos));
    dropped.push(...(await context.db.transaction((tx) => writeTail(tx, plan.copies, mark))));
  }
  if (dropped.length > 0) {
    await removeStored(context.storage, dropped).catch((error: unknown) => logWarn({ msg: "mls photo clean-up failed", ...errorFacts(error) }));
  }
  const effects = (effect: Item["effect"]) => written.filter((item) => item.effect === effect).length;
  return {
    new: effects("new"),
    updated: effects("updated"),
    removed: effects("removed") + plan.copies.length,
    photos: photos.fetched,
    photosFailed: photos.failed,
    records: records.length,
    skipped: plan.skipped,
    dropped: plan.dropped,
  };
}

async function writeOneByOne(context: PageContext, plan: Plan, photos: PhotoResult): Promise<{ written: Item[]; dropped: MediaRow[] }> {
  const written: Item[] = [];
  const dropped: MediaRow[] = [];
  for (const item of plan.items) {
    try {
      dropped.push(...(await context.db.transaction((tx) => writeItems(tx, [item], photos, context.now))));
      written.push(item);
    } catch (error) {
      if (!refusedValue(error)) throw error;
      const facts = errorFacts(error);
      skip(plan, item.row.listingKey, "refusedByDatabase", facts.code);
      // Its new photos were stored for a row that never came: they go.
      const fetched = (photos.rows.get(item.row.listingKey) ?? []).filter((row) => photos.fetchedKeys.has(row.mediaKey));
      await removeStored(context.storage, fetched as MediaRow[]).catch(() => undefined);
    }
  }
  return { written, dropped };
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
