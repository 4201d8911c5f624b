import { asc, getTableColumns, inArray } from "drizzle-orm";
import { listings, media, type ListingRow, type MediaRow } from "../../db/schema";
import type { Database } from "../db/connect.server";

/** What a listing card needs: every field but the remarks and the search column. */
export type ListingSummary = Omit<ListingRow, "searchVector" | "publicRemarks" | "remarksEs"> & {
  /** The first photo, or null when the listing has none. */
  readonly photo: PhotoRef | null;
  readonly photoCount: number;
};

export type PhotoRef = Pick<MediaRow, "mediaKey" | "shortDescription" | "shortDescriptionEs" | "imageWidth" | "imageHeight">;

const { searchVector: _searchVector, publicRemarks: _publicRemarks, remarksEs: _remarksEs, ...summaryColumnsRest } = getTableColumns(listings);
export const summaryColumns = summaryColumnsRest;

const photoColumns = {
  resourceRecordKey: media.resourceRecordKey,
  mediaKey: media.mediaKey,
  shortDescription: media.shortDescription,
  shortDescriptionEs: media.shortDescriptionEs,
  imageWidth: media.imageWidth,
  imageHeight: media.imageHeight,
};

/** Attaches each listing's first photo and photo count, in one query for the whole page. */
export async function withPhotos(db: Database, rows: ReadonlyArray<Omit<ListingSummary, "photo" | "photoCount">>): Promise<ListingSummary[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select(photoColumns)
    .from(media)
    .where(inArray(media.resourceRecordKey, rows.map((row) => row.listingKey)))
    .orderBy(asc(media.resourceRecordKey), asc(media.order));
  const byListing = new Map<string, { photo: PhotoRef; count: number }>();
  for (const { resourceRecordKey, ...photo } of photos) {
    const entry = byListing.get(resourceRecordKey);
    if (entry) entry.count += 1;
    else byListing.set(resourceRecordKey, { photo, count: 1 });
  }
  return rows.map((row) => {
    const entry = byListing.get(row.listingKey);
    return { ...row, photo: entry?.photo ?? null, photoCount: entry?.count ?? 0 };
  });
}
