import { asc, inArray, sql } from "drizzle-orm";
import { listings, media, type ListingRow, type MediaRow } from "~/db/schema";
import { isLeaseType } from "~/lib/reso";
import { OWN_SOURCE } from "./model";
import { openHouseSlot, type OpenHouseSlot } from "./open-houses";
import { upcomingOpenHouses } from "./open-houses.server";
import { isPriceReduced } from "./price-history";
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
  bathroomsTotalDecimal: listings.bathroomsTotalDecimal,
  livingArea: listings.livingArea,
  buildingAreaTotal: listings.buildingAreaTotal,
  lotSizeAcres: listings.lotSizeAcres,
  clearHeightFt: listings.clearHeightFt,
  dockDoors: listings.dockDoors,
  refrigeratedYN: listings.refrigeratedYN,
  newConstructionYN: listings.newConstructionYN,
  modificationTimestamp: listings.modificationTimestamp,
  listOfficeName: listings.listOfficeName,
  // Read to work out the card's extras below, not sent to the browser.
  originatingSystemName: listings.originatingSystemName,
  listAgentFullName: listings.listAgentFullName,
  previousListPrice: listings.previousListPrice,
  priceChangeTimestamp: listings.priceChangeTimestamp,
  internetAddressDisplayYN: listings.internetAddressDisplayYN,
  availabilityDate: listings.availabilityDate,
};

/** The columns read only to work out a card's extras. */
type ExtraColumn = "originatingSystemName" | "listAgentFullName" | "previousListPrice" | "priceChangeTimestamp" | "internetAddressDisplayYN" | "availabilityDate";
/** A row as summaryColumns select it. */
export type SummaryRow = Pick<ListingRow, keyof typeof cardColumns>;

export type ListingSummary = Omit<SummaryRow, ExtraColumn> & {
  /** The first photo, or null when the listing has none. */
  readonly photo: PhotoRef | null;
  readonly photoCount: number;
  /** Present only when true, so most cards carry nothing more (ADR 0110). */
  readonly priceReduced?: true;
  /** The next open house on the Valley's clock, when one is coming. */
  readonly openHouse?: OpenHouseSlot;
  /** The site's agent, for the agent's own listings: the card says "Listed by" them instead of the office. */
  readonly agentName?: string;
  /**
   * Present only where the MLS withholds the street address (IDX), whose
   * unparsedAddress then arrives blank: the card and the slug use the city
   * and ZIP, and the address never reaches the page's data.
   */
  readonly internetAddressDisplayYN?: false;
  /** A rental's RESO AvailabilityDate, when it has one: the card says "Available now" or from when (ADR 0123). */
  readonly availableOn?: string;
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
