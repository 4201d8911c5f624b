import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { listings, media } from "~/db/schema";
import { GALLERY_PAGE_SIZE, galleryKinds, type GalleryPage, type GalleryQuery } from "~/lib/gallery";
import { onMarketStatuses } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import { addressColumns, visitorAddress } from "./address.server";

/**
 * Photos of listings on the market, filtered by what they show. The order is
 * a fixed shuffle (by a hash of the media key), so that one listing's photos
 * do not fill a page while pages still never overlap.
 */
export async function galleryPhotos(db: Database, query: GalleryQuery): Promise<GalleryPage> {
  if (query.show === "staged") return { photos: [], total: 0 };
  const kind = sql<string>`${media.scene}->>'kind'`;
  const where = and(
    inArray(listings.standardStatus, [...onMarketStatuses]),
    eq(media.mediaCategory, "Photo"),
    query.show === "all" ? undefined : inArray(kind, [...galleryKinds[query.show]]),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        mediaKey: media.mediaKey,
        shortDescription: media.shortDescription,
        shortDescriptionEs: media.shortDescriptionEs,
        imageWidth: media.imageWidth,
        imageHeight: media.imageHeight,
        ...addressColumns,
      })
      .from(media)
      .innerJoin(listings, eq(media.resourceRecordKey, listings.listingKey))
      .where(where)
      .orderBy(sql`md5(${media.mediaKey})`, asc(media.mediaKey))
      .limit(GALLERY_PAGE_SIZE)
      .offset((query.page - 1) * GALLERY_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(media).innerJoin(listings, eq(media.resourceRecordKey, listings.listingKey)).where(where),
  ]);
  // IDX: a street address the MLS withholds is blanked before it reaches the page's data.
  return { photos: rows.map(visitorAddress), total: Number(count?.total ?? 0) };
}
