import { asc, inArray, sql } from "drizzle-orm";
import { listings, media, type ListingRow, type MediaRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";

/**
 * What a listing card needs, and no more: summaries travel to the browser in
 * the page's data, which it decodes before it can hydrate (a search page's
 * 24 cards were ~32 KB of it with every column).
 */
const cardColumns = {
  listingKey: listings.listingKey,
  standardStatus: listings.standardStatus,
  propertyType: listings.propertyType,
  propertySubType: listings.propertySubType,
  listPrice: listings.listPrice,
  leaseAmountFrequency: listings.leaseAmountFrequency,
  unparsedAddress: listings.unparsedAddress,
  city: listings.city,
  stateOrProvince: listings.stateOrProvince,
  postalCode: listings.postalCode,
  bedroomsTotal: listings.bedroomsTotal,
  bathroomsTotalInteger: listings.bathroomsTotalInteger,
  livingArea: listings.livingArea,
  buildingAreaTotal: listings.buildingAreaTotal,
  lotSizeAcres: listings.lotSizeAcres,
  clearHeightFt: listings.clearHeightFt,
  dockDoors: listings.dockDoors,
  refrigeratedYN: listings.refrigeratedYN,
  newConstructionYN: listings.newConstructionYN,
  modificationTimestamp: listings.modificationTimestamp,
  listOfficeName: listings.listOfficeName,
};

export type ListingSummary = Pick<ListingRow, keyof typeof cardColumns> & {
  /** The first photo, or null when the listing has none. */
  readonly photo: PhotoRef | null;
  readonly photoCount: number;
};

export type PhotoRef = Pick<MediaRow, "mediaKey" | "shortDescription" | "shortDescriptionEs" | "imageWidth" | "imageHeight">;

export const summaryColumns = cardColumns;

const photoColumns = {
  resourceRecordKey: media.resourceRecordKey,
  mediaKey: media.mediaKey,
  shortDescription: media.shortDescription,
  shortDescriptionEs: media.shortDescriptionEs,
  imageWidth: media.imageWidth,
  imageHeight: media.imageHeight,
};

/**
 * Attaches each listing's first photo and photo count, in one query for the
 * whole page that returns a row per listing (a page's photos are ~6 times as
 * many rows, each decoded and then dropped).
 */
export async function withPhotos(db: Database, rows: ReadonlyArray<Omit<ListingSummary, "photo" | "photoCount">>): Promise<ListingSummary[]> {
  if (rows.length === 0) return [];
  const firsts = await db
    .selectDistinctOn([media.resourceRecordKey], { ...photoColumns, count: sql<number>`(count(*) OVER (PARTITION BY ${media.resourceRecordKey}))::int` })
    .from(media)
    .where(inArray(media.resourceRecordKey, rows.map((row) => row.listingKey)))
    .orderBy(asc(media.resourceRecordKey), asc(media.order));
  const byListing = new Map(firsts.map(({ resourceRecordKey, count, ...photo }) => [resourceRecordKey, { photo, count }]));
  return rows.map((row) => {
    const entry = byListing.get(row.listingKey);
    return { ...row, photo: entry?.photo ?? null, photoCount: entry?.count ?? 0 };
  });
}
