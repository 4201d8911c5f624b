import { and, eq, inArray, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import { addressColumns, visitorAddress } from "~/features/listings/address.server";
import { cities } from "~/lib/cities";
import { propertyPath } from "~/lib/property-path";
import { onMarketStatuses } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { streetKey, type Understood } from "./understand";

const MAX_ADDRESS_MATCHES = 24;

/** Where an exact search leads: one listing's page, or the listings it names, to put first. */
export type ExactMatch = { readonly path: string } | { readonly keys: string[] };

const columns = { ...addressColumns, streetName: listings.streetName };

/** "mesquite ln" typed for "Mesquite Ln", or "mesquite" for any Mesquite's type ("calle Mesquite"). */
function sameStreet(typed: readonly string[], listed: readonly string[]): boolean {
  const same = (a: readonly string[]) => a.length === typed.length && a.every((word, i) => word === typed[i]);
  return same(listed) || same(listed.slice(0, -1)) || same(listed.filter((word) => word.length > 1));
}

/**
 * An MLS number or a street address, found exactly among the listings on the
 * market: one listing's page, or the few at that address. Undefined when the
 * words name none, and the search reads them as text. A street address the
 * MLS withholds (ADR 0115) is never matched.
 */
export async function findExact(db: Database, understood: Understood, lang: Lang): Promise<ExactMatch | undefined> {
  const onMarket = inArray(listings.standardStatus, [...onMarketStatuses]);
  if (understood.mls) {
    const [row] = await db.select(columns).from(listings).where(and(eq(listings.listingId, understood.mls), onMarket)).limit(1);
    if (row) return { path: propertyPath(lang, visitorAddress(row)) };
  }
  const address = understood.address;
  if (!address) return undefined;
  // The street's name words and the number find candidates through the text index; the name decides.
  const words = [address.number, ...address.street.filter((word) => word.length > 1)];
  const rows = await db
    .select(columns)
    .from(listings)
    .where(
      and(
        sql`${listings.searchVector} @@ to_tsquery('simple', ${words.join(" & ")})`,
        eq(listings.streetNumber, address.number),
        eq(listings.internetAddressDisplayYN, true),
        understood.city ? eq(listings.city, cities[understood.city].name) : undefined,
        onMarket,
      ),
    )
    .limit(MAX_ADDRESS_MATCHES);
  const found = rows.filter((row) => sameStreet(address.street, streetKey(row.streetName ?? "")));
  if (found.length === 1 && found[0]) return { path: propertyPath(lang, found[0]) };
  return found.length > 1 ? { keys: found.map((row) => row.listingKey) } : undefined;
}
