import { asc, inArray } from "drizzle-orm";
import { listings } from "../../db/schema";
import { onMarketStatuses } from "../../lib/reso";
import type { Database } from "../db/connect.server";

/** What a sitemap entry of a property page needs: the fields of its URL and when it last changed. */
export function activeListingAddresses(db: Database) {
  return db
    .select({
      listingKey: listings.listingKey,
      unparsedAddress: listings.unparsedAddress,
      city: listings.city,
      stateOrProvince: listings.stateOrProvince,
      postalCode: listings.postalCode,
      modificationTimestamp: listings.modificationTimestamp,
    })
    .from(listings)
    .where(inArray(listings.standardStatus, [...onMarketStatuses]))
    .orderBy(asc(listings.listingKey));
}
