import { asc, inArray, sql } from "drizzle-orm";
import { media } from "~/db/schema";
import { isLeaseType } from "~/lib/reso";
import { OWN_SOURCE } from "./model";
import { cardColumns, type ListingSummary, type SummaryRow } from "./summary";
import { openHouseSlot, type OpenHouseSlot } from "./open-houses";
import { upcomingOpenHouses } from "./open-houses.server";
import { isPriceReduced } from "./price-history";
import type { Database } from "~/server/db/connect.server";

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
 * many rows, each decoded and then dropped), and the card's extras: the
 * "Price reduced" flag, the next open house and the agent's name on their own
 * listings.
 */
export async function withPhotos(db: Database, rows: readonly SummaryRow[], now = new Date()): Promise<ListingSummary[]> {
  if (rows.length === 0) return [];
  const keys = rows.map((row) => row.listingKey);
  const [firsts, openHouses] = await Promise.all([
    db
      .selectDistinctOn([media.resourceRecordKey], { ...photoColumns, count: sql<number>`(count(*) OVER (PARTITION BY ${media.resourceRecordKey}))::int` })
      .from(media)
      .where(inArray(media.resourceRecordKey, keys))
      .orderBy(asc(media.resourceRecordKey), asc(media.order)),
    upcomingOpenHouses(db, keys, now),
  ]);
  const byListing = new Map(firsts.map(({ resourceRecordKey, count, ...photo }) => [resourceRecordKey, { photo, count }]));
  const nextOpenHouse = new Map<string, OpenHouseSlot>();
  // Soonest first, so the first one seen for a listing is its next.
  for (const openHouse of openHouses) {
    if (!nextOpenHouse.has(openHouse.listingKey)) nextOpenHouse.set(openHouse.listingKey, openHouseSlot(openHouse.startsAt, openHouse.endsAt));
  }
  return rows.map(({ originatingSystemName, listAgentFullName, previousListPrice, priceChangeTimestamp, internetAddressDisplayYN, availabilityDate, ...row }) => {
    const entry = byListing.get(row.listingKey);
    const openHouse = nextOpenHouse.get(row.listingKey);
    return {
      ...row,
      ...(internetAddressDisplayYN ? {} : { unparsedAddress: "", internetAddressDisplayYN: false as const }),
      photo: entry?.photo ?? null,
      photoCount: entry?.count ?? 0,
      ...(isPriceReduced({ listPrice: row.listPrice, previousListPrice, priceChangeTimestamp }, now) ? { priceReduced: true as const } : {}),
      ...(openHouse ? { openHouse } : {}),
      ...(originatingSystemName === OWN_SOURCE && listAgentFullName ? { agentName: listAgentFullName } : {}),
      ...(availabilityDate && isLeaseType(row.propertyType) ? { availableOn: availabilityDate } : {}),
    };
  });
}
