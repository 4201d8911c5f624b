import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { favorites, leads, listingAudit, listings, listingViews, media } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { OWN_SOURCE, type ListStatus } from "~/features/listings/model";
import { auditText, type AuditReader } from "./audit-text";

export interface OwnListingRow {
  readonly listingKey: string;
  readonly unparsedAddress: string;
  readonly city: string;
  readonly listPrice: number;
  readonly propertyType: string;
  readonly leaseAmountFrequency: string | null;
  readonly standardStatus: string;
  readonly featured: boolean;
  readonly modificationTimestamp: Date;
  readonly photo: { mediaKey: string; alt: string | null; altEs: string | null } | null;
  readonly views: number;
  readonly favorites: number;
  readonly leads: number;
}

/** The agent's own listings, newest change first, with their first photo and how many views, favorites and leads each has had. */
export async function ownListings(db: Database, { status }: { status?: ListStatus } = {}): Promise<OwnListingRow[]> {
  const rows = await db
    .select({
      listingKey: listings.listingKey,
      unparsedAddress: listings.unparsedAddress,
      city: listings.city,
      listPrice: listings.listPrice,
      propertyType: listings.propertyType,
      leaseAmountFrequency: listings.leaseAmountFrequency,
      standardStatus: listings.standardStatus,
      featured: listings.featured,
      modificationTimestamp: listings.modificationTimestamp,
    })
    .from(listings)
    .where(and(eq(listings.originatingSystemName, OWN_SOURCE), status ? eq(listings.standardStatus, status) : undefined))
    .orderBy(desc(listings.modificationTimestamp), listings.listingKey)
    .limit(500);
  if (rows.length === 0) return [];
  const keys = rows.map((row) => row.listingKey);
  const [photos, views, saved, asked] = await Promise.all([
    db
      .selectDistinctOn([media.resourceRecordKey], { key: media.resourceRecordKey, mediaKey: media.mediaKey, alt: media.shortDescription, altEs: media.shortDescriptionEs })
      .from(media)
      .where(inArray(media.resourceRecordKey, keys))
      .orderBy(media.resourceRecordKey, media.order),
    db
      .select({ key: listingViews.listingKey, n: sql<number>`sum(${listingViews.views})::int` })
      .from(listingViews)
      .where(inArray(listingViews.listingKey, keys))
      .groupBy(listingViews.listingKey),
    db.select({ key: favorites.listingKey, n: count() }).from(favorites).where(inArray(favorites.listingKey, keys)).groupBy(favorites.listingKey),
    db
      .select({ key: leads.listingKey, n: count() })
      .from(leads)
      .where(and(inArray(leads.listingKey, keys), sql`${leads.heldReason} IS NULL`))
      .groupBy(leads.listingKey),
  ]);
  const by = <T extends { key: string | null }>(list: T[]) => new Map(list.map((item) => [item.key, item]));
  const [photoBy, viewsBy, savedBy, askedBy] = [by(photos), by(views), by(saved), by(asked)];
  return rows.map((row) => {
    const photo = photoBy.get(row.listingKey);
    return {
      ...row,
      photo: photo ? { mediaKey: photo.mediaKey, alt: photo.alt, altEs: photo.altEs } : null,
      views: Number(viewsBy.get(row.listingKey)?.n ?? 0),
      favorites: Number(savedBy.get(row.listingKey)?.n ?? 0),
      leads: Number(askedBy.get(row.listingKey)?.n ?? 0),
    };
  });
}

/** The audit of a listing, newest first. */
export function auditOf(db: Database, listingKey: string) {
  return db.select().from(listingAudit).where(eq(listingAudit.listingKey, listingKey)).orderBy(desc(listingAudit.at), desc(listingAudit.id)).limit(200);
}

/** The audit as the editor shows it, newest first: each entry a sentence with its changes in words, in the reader's language. */
export async function auditEntries(db: Database, listingKey: string, reader: Omit<AuditReader, "listingKey">) {
  const rows = await auditOf(db, listingKey);
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), reverted: row.revertedAt !== null, ...auditText(row, { ...reader, listingKey }) }));
}
