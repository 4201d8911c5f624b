import { and, eq, gt, inArray } from "drizzle-orm";
import { listings, openHouses } from "~/db/schema";
import { addressColumns, visitorAddress } from "~/features/listings/address.server";
import { openHouseIcs } from "~/features/listings/open-houses";
import { fmt } from "~/i18n";
import { listingHistoryTexts } from "~/i18n/listing-history";
import { streetAndCity } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import { onMarketStatuses } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import { z } from "~/lib/zod";
import type { Database } from "~/server/db/connect.server";

/** An open house id as the URL carries it: a positive whole number that fits PostgreSQL's integer. */
export const openHouseIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const icsLangSchema = z.enum(["en", "es"]).catch("en");

/**
 * The calendar file of an open house that has not ended, of a listing on the
 * market; null for any other (past, unknown, or of a listing visitors can't see).
 */
export async function openHouseCalendar(db: Database, id: number, lang: Lang, publicUrl: string, now = new Date()): Promise<string | null> {
  const [read] = await db
    .select({
      id: openHouses.id,
      startsAt: openHouses.startsAt,
      endsAt: openHouses.endsAt,
      ...addressColumns,
    })
    .from(openHouses)
    .innerJoin(listings, eq(listings.listingKey, openHouses.listingKey))
    .where(and(eq(openHouses.id, id), gt(openHouses.endsAt, now), inArray(listings.standardStatus, [...onMarketStatuses])))
    .limit(1);
  if (!read) return null;
  const row = visitorAddress(read);
  // IDX: where the MLS withholds the street, the calendar names the city and ZIP only.
  const location = `${streetAndCity(row)}, ${row.stateOrProvince} ${row.postalCode}`;
  return openHouseIcs(
    {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      summary: fmt(listingHistoryTexts[lang].openHouses.event, { address: streetAndCity(row) }),
      location,
      url: `${publicUrl}${propertyPath(lang, row)}`,
      host: new URL(publicUrl).hostname,
    },
    now,
  );
}
