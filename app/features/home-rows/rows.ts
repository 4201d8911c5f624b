import type { SearchQuery } from "~/features/search/search-query";
import { homeRowIds, type HomeRowId } from "~/lib/listing-terms";

// The rows' ids are keys of the interface texts, so defined in app/lib/listing-terms.ts (ADR 0118).
export { homeRowIds, type HomeRowId };

/** Cards per row: a wide screen's row of four. */
export const HOME_ROW_SIZE = 4;

/** Each row is a search, so its "See all" link lands on exactly its listings. */
export const homeRowQueries: Record<HomeRowId, Partial<SearchQuery>> = {
  featured: { featured: true },
  new: { listed: 7 },
  reduced: { priceReduced: true },
  openHouses: { openHouse: true },
};
