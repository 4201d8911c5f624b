import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import { cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { cities, cityList, communityList } from "~/lib/cities";
import { onMarketStatuses } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import { foldWord, matchPlace } from "./places";
import type { Suggestion } from "./suggestions-model";

const MAX_SUGGESTIONS = 8;
const MAX_MLS = 4;

interface Inventory {
  /** On-market listings by city, ZIP and subdivision. */
  readonly places: Array<{ city: string; zip: string; subdivision: string | null; count: number }>;
  /** On-market listings by street, where the MLS lets the street be shown (ADR 0115). */
  readonly streets: Array<{ street: string; city: string; count: number; folded: string }>;
}

/**
 * What suggestions count from, read once per listings version: two grouped
 * reads of the listings on the market, a few thousand rows, instead of a
 * count per keystroke.
 */
async function inventory(db: Database): Promise<Inventory> {
  const onMarket = inArray(listings.standardStatus, [...onMarketStatuses]);
  const count = sql<number>`count(*)::int`;
  const [places, streets] = await Promise.all([
    db.select({ city: listings.city, zip: listings.postalCode, subdivision: listings.subdivisionName, count }).from(listings).where(onMarket).groupBy(listings.city, listings.postalCode, listings.subdivisionName),
    db
      .select({ street: sql<string>`${listings.streetName}`, city: listings.city, count })
      .from(listings)
      .where(and(onMarket, eq(listings.internetAddressDisplayYN, true), sql`${listings.streetName} IS NOT NULL`))
      .groupBy(listings.streetName, listings.city),
  ]);
  return { places, streets: streets.map((row) => ({ ...row, folded: row.street.split(/\s+/).map(foldWord).join(" ") })) };
}

const sum = (rows: Inventory["places"], keep: (row: Inventory["places"][number]) => boolean) => rows.reduce((total, row) => total + (keep(row) ? row.count : 0), 0);

/** The text before the last word, to keep in front of what a suggestion completes. */
function splitLast(typed: string, words: number): { before: string; last: string } {
  const parts = typed.trimStart().split(/\s+/);
  const last = parts.slice(-words).join(" ");
  const before = parts.slice(0, -words).join(" ");
  return { before: before ? `${before} ` : "", last };
}

/**
 * What the search box offers while the buyer types: the cities, communities,
 * ZIPs, streets and MLS numbers the last word (or two) begins, with how many
 * listings on the market each has; only those that have some. A suggestion's
 * value is the whole text with that word completed, which the search then
 * reads (understand.ts).
 */
export async function searchSuggestions(db: Database, typed: string): Promise<Suggestion[]> {
  const { before, last } = splitLast(typed, 1);
  const two = splitLast(typed, 2);
  const fragment = foldWord(last);
  if (!fragment) return [];
  const version = await listingsVersionOf(db);
  const { places, streets } = await cachedByVersion(db, version, "suggestions-inventory", () => inventory(db));
  const found: Suggestion[] = [];
  if (/^\d+$/.test(fragment)) {
    for (const city of cityList) {
      for (const zip of city.zips.filter((zip) => zip.startsWith(fragment))) {
        found.push({ kind: "zip", label: zip, detail: city.name, count: sum(places, (row) => row.zip === zip), value: `${before}${zip}` });
      }
    }
    if (fragment.length >= 3) {
      // A range on the unique index: every number that begins with the digits typed.
      const rows = await db
        .select({ mls: listings.listingId, city: listings.city })
        .from(listings)
        .where(and(gte(listings.listingId, fragment), lt(listings.listingId, `${fragment.slice(0, -1)}${String.fromCharCode(fragment.charCodeAt(fragment.length - 1) + 1)}`), inArray(listings.standardStatus, [...onMarketStatuses])))
        .orderBy(asc(listings.listingId))
        .limit(MAX_MLS);
      for (const row of rows) found.push({ kind: "mls", label: `MLS ${row.mls}`, detail: row.city, count: 1, value: `${before}MLS ${row.mls}` });
    }
    return found.filter((suggestion) => suggestion.count > 0).slice(0, MAX_SUGGESTIONS);
  }
  // "mc" completes to McAllen, "tres la" to Tres Lagos, "edinbrug" to Edinburg: the text before the word(s) stays.
  const completes = (name: string): string | undefined => {
    const folded = foldWord(name);
    if (two.last !== last && folded.startsWith(foldWord(two.last))) return `${two.before}${name}`;
    return folded.startsWith(fragment) ? `${before}${name}` : undefined;
  };
  const typo = fragment.length >= 5 ? matchPlace([last]) : undefined;
  for (const community of communityList) {
    const value = completes(community.name) ?? (typo && "community" in typo && typo.community === community.slug ? `${before}${community.name}` : undefined);
    if (!value) continue;
    const count = sum(places, (row) => row.subdivision !== null && community.subdivisions.includes(row.subdivision));
    found.push({ kind: "community", label: community.name, detail: cities[community.city].name, count, value });
  }
  for (const city of cityList) {
    const value = completes(city.name) ?? (typo && "city" in typo && typo.city === city.slug ? `${before}${city.name}` : undefined);
    if (value) found.push({ kind: "city", label: city.name, count: sum(places, (row) => row.city === city.name), value });
  }
  if (fragment.length >= 3) {
    const street = streets
      .filter((row) => row.folded.startsWith(fragment) || row.folded.includes(` ${fragment}`))
      .sort((a, b) => b.count - a.count)
      .slice(0, MAX_SUGGESTIONS);
    for (const row of street) found.push({ kind: "street", label: row.street, detail: row.city, count: row.count, value: `${before}${row.street}, ${row.city}` });
  }
  return found.filter((suggestion) => suggestion.count > 0).slice(0, MAX_SUGGESTIONS);
}
