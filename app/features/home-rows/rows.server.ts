import { searchListings } from "~/features/search/search.server";
import type { ListingSummary } from "~/features/listings/summary.server";
import type { Database } from "~/server/db/connect.server";
import { HOME_ROW_SIZE, homeRowIds, homeRowQueries, type HomeRowId } from "./rows";

export interface HomeRow {
  readonly id: HomeRowId;
  readonly listings: ListingSummary[];
  readonly total: number;
}

/** The home page's rows with their first cards and counts; a row with no listing is left out. */
export async function loadHomeRows(db: Database): Promise<HomeRow[]> {
  const rows = await Promise.all(
    homeRowIds.map(async (id) => {
      const { listings, total } = await searchListings(db, { ...homeRowQueries[id], pageSize: HOME_ROW_SIZE });
      return { id, listings, total };
    }),
  );
  return rows.filter((row) => row.total > 0);
}
