import type { SearchQuery } from "~/features/search/search-query";

/** The home page's rows of listings, in the order they show (ADR 0118). */
export const homeRowIds = ["featured", "new", "reduced", "openHouses"] as const;
export type HomeRowId = (typeof homeRowIds)[number];

/** Cards per row: a wide screen's row of four. */
export const HOME_ROW_SIZE = 4;

/** Each row is a search, so its "See all" link lands on exactly its listings. */
export const homeRowQueries: Record<HomeRowId, Partial<SearchQuery>> = {
  featured: { featured: true },
  new: { listed: 7 },
  reduced: { priceReduced: true },
  openHouses: { openHouse: true },
};
