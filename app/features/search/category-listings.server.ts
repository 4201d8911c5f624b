import type { CategoryId } from "./categories";
import { searchListings } from "./search.server";
import type { ListingSummary } from "~/features/listings/summary";
import type { Database } from "~/server/db/connect.server";

/** Four rows of three on a wide screen. */
export const CATEGORY_SHOWN = 12;

export interface CategoryListingsData {
  readonly category: CategoryId;
  readonly listings: ListingSummary[];
  readonly total: number;
}

/** The first listings of a category's saved query and how many there are, for pages that show them under their text. */
export async function categoryListings(db: Database, category: CategoryId): Promise<CategoryListingsData> {
  const result = await searchListings(db, { category, pageSize: CATEGORY_SHOWN });
  return { category, listings: result.listings, total: result.total };
}
