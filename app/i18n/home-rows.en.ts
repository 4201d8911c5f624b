import type { HomeRowId } from "~/features/home-rows/rows";

/** The home page's rows of listings, in English. */
export const homeRowsEn = {
  titles: {
    featured: "Featured listings",
    new: "New this week",
    reduced: "Price reduced",
    openHouses: "Open houses",
  } satisfies Record<HomeRowId, string>,
};

export type HomeRowsText = typeof homeRowsEn;
