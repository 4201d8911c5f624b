import { inArray } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { withStreetWithheld, type StreetAddress } from "~/lib/listing-address";

/**
 * The columns a visitor-facing address and property URL are made of, the
 * MLS's display flag among them (IDX, ADR 0115). Every read that prints an
 * address or a link to a listing outside the page's own loader (sitemaps,
 * calendar files) selects these, so none can leave the flag out.
 */
export const addressColumns = {
  listingKey: listings.listingKey,
  unparsedAddress: listings.unparsedAddress,
  // Where the MLS withholds the street, the slug, the calendar and any text built from the row leave it out.
  internetAddressDisplayYN: listings.internetAddressDisplayYN,
  city: listings.city,
  stateOrProvince: listings.stateOrProvince,
  postalCode: listings.postalCode,
};

/** A row read with addressColumns as visitors may see it: the street blanked where the MLS withholds it. */
export function visitorAddress<T extends StreetAddress>(row: T): T {
  return withStreetWithheld(row);
}

/** The visitor-facing addresses of these listings, in one read (the agent's CSV of leads names each lead's property). */
export async function listingAddresses(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db.select(addressColumns).from(listings).where(inArray(listings.listingKey, [...new Set(keys)]));
  return rows.map(visitorAddress);
}
