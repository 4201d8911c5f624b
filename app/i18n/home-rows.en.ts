import type { HomeRowId } from "~/lib/listing-terms";

/** The home page's rows of listings, in English. */
export const homeRowsEn = {
  titles: {
    featured: "Featured listings",
    new: "New this week",
    reduced: "Price reduced",
    openHouses: "Open houses",
  } satisfies Record<HomeRowId, string>,
  /** The link to a row's search; a phone shows only its first part, so the row's title keeps one line. */
  seeAll: { one: "See the listing", other: "See all {count}" },
  inSearch: "in search",
};

export type HomeRowsText = typeof homeRowsEn;
