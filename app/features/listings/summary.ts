import { listings, type ListingRow, type MediaRow } from "~/db/schema";
import type { OpenHouseSlot } from "./open-houses";

/**
 * What a listing card needs, and no more: summaries travel to the browser in
 * the page's data, which it decodes before it can hydrate (a search page's
 * 24 cards were ~32 KB of it with every column).
 */
export const cardColumns = {
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

/** A listing as its page reads it (`getListing` in listing.server.ts): every column but the search index, and its photos. */
export type ListingDetail = Omit<ListingRow, "searchVector"> & { readonly media: MediaRow[] };
