import { CARDS_MAX_AGE_MS, cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { searchListings } from "~/features/search/search.server";
import type { Database } from "~/server/db/connect.server";
import { HOME_ROW_SIZE, homeRowIds, homeRowQueries } from "./rows";
import type { HomeRow } from "./types";

/**
 * The home page's rows with their first cards and counts; a row with no listing is left out.
 * The same for every visitor (the hearts come from the root's account state), so
 * kept per listings version, and no longer than a kept page since the rows follow the clock
 * too: a page the page cache does not keep (a signed-in visitor's) does not run the four
 * searches again (ADR 0503).
 */
export async function loadHomeRows(db: Database): Promise<HomeRow[]> {
  const version = await listingsVersionOf(db);
  return cachedByVersion(db, version, "home-rows", () => searchHomeRows(db), { maxAgeMs: CARDS_MAX_AGE_MS });
}

async function searchHomeRows(db: Database): Promise<HomeRow[]> {
  const rows = await Promise.all(
    homeRowIds.map(async (id) => {
      const { listings, total } = await searchListings(db, { ...homeRowQueries[id], pageSize: HOME_ROW_SIZE });
      return { id, listings, total };
    }),
  );
  return rows.filter((row) => row.total > 0);
}
