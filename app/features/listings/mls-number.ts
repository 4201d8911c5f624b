import type { ListingRow } from "~/db/schema";
import { OWN_SOURCE } from "./model";

/**
 * A listing's MLS number as people may read it, or null when it has none. The agent's own
 * listing carries its key as its ListingId until she enters its MLS number (ADR 0405), and
 * that key is the site's, not the MLS's; a feed's ListingId is its number even where it
 * equals the feed's ListingKey.
 */
export function mlsNumberOf(listing: Pick<ListingRow, "listingKey" | "listingId" | "originatingSystemName">): string | null {
  const ownKey = listing.originatingSystemName === OWN_SOURCE && listing.listingId === listing.listingKey;
  return ownKey || listing.listingId.trim() === "" ? null : listing.listingId;
}
