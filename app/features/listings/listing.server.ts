import { and, asc, eq, getTableColumns, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { listings, media, type ListingRow } from "~/db/schema";
import { withStreetWithheld } from "~/lib/listing-address";
import { onMarketStatuses } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import { summaryColumns, withPhotos } from "./summary.server";
import type { ListingSummary } from "./summary";
import type { ListingDetail } from "./summary";

const { searchVector: _searchVector, ...detailColumns } = getTableColumns(listings);

/** PostgreSQL text cannot hold control characters such as NUL, so a key with one names no listing. */
const listingKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((key) => [...key].every((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127));

/**
 * One listing with its photos in order, whatever its status (a page for a
 * listing that left the market answers 410, so it needs to know); null when
 * there is no such listing. A street address the MLS withholds (IDX) comes
 * back blank: the page, its meta, JSON-LD, share texts, showing form and lead
 * mails are all built from this, so none of them can print it.
 */
export async function getListing(db: Database, listingKey: unknown): Promise<ListingDetail | null> {
  const key = listingKeySchema.safeParse(listingKey);
  if (!key.success) return null;
  const [row] = await db.select(detailColumns).from(listings).where(eq(listings.listingKey, key.data)).limit(1);
  if (!row) return null;
  const photos = await db.select().from(media).where(eq(media.resourceRecordKey, row.listingKey)).orderBy(asc(media.order));
  return { ...withStreetWithheld(row), media: photos };
}

/**
 * On-market listings like this one: same property type, price within half to
 * double, the same subtype and city first, then the closest price.
 */
export async function similarListings(
  db: Database,
  listing: Pick<ListingRow, "listingKey" | "propertyType" | "propertySubType" | "city" | "listPrice">,
  n = 4,
): Promise<ListingSummary[]> {
  const limit = Math.min(24, Math.max(1, Math.trunc(Number.isFinite(n) ? n : 4)));
  const price = Math.max(0, listing.listPrice);
  const rows = await db
    .select(summaryColumns)
    .from(listings)
    .where(
      and(
        inArray(listings.standardStatus, [...onMarketStatuses]),
        eq(listings.propertyType, listing.propertyType),
        ne(listings.listingKey, listing.listingKey),
        gte(listings.listPrice, Math.floor(price / 2)),
        lte(listings.listPrice, price * 2),
      ),
    )
    .orderBy(
      sql`(${listings.propertySubType} IS NOT DISTINCT FROM ${listing.propertySubType}) DESC`,
      sql`(${listings.city} = ${listing.city}) DESC`,
      sql`abs(${listings.listPrice} - ${price})`,
      asc(listings.listingKey),
    )
    .limit(limit);
  return withPhotos(db, rows);
}
