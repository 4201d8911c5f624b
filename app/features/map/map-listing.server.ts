import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { listings } from "~/db/schema";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import type { ListingSummary } from "~/features/listings/summary";
import { propertyPath } from "~/lib/property-path";
import { onMarketStatuses } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";

/** A listing key as a pin sends it: printable, without the control characters PostgreSQL text cannot hold. */
export const mapListingKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((key) => [...key].every((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127));

export interface MapListing {
  /** The card, under the same IDX rules as the search's (a withheld street arrives blank). */
  readonly listing: ListingSummary;
  /** The listing's page in the card's language. */
  readonly path: string;
}

/**
 * The card a map pin opens: only listings the search shows without asking
 * for a status, so a pin left over from before a listing sold opens nothing
 * rather than a card for a page that answers 410.
 */
export async function mapListing(db: Database, key: string, lang: Lang): Promise<MapListing | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(listings)
    .where(and(eq(listings.listingKey, key), inArray(listings.standardStatus, [...onMarketStatuses])))
    .limit(1);
  if (!row) return null;
  const [listing] = await withPhotos(db, [row]);
  if (!listing) return null;
  return { listing, path: propertyPath(lang, row) };
}
