import type { SuggestionKind } from "~/lib/listing-terms";

/** The search box's suggestions (loaded with them, on focus), in English. */
export const searchSuggestEn = {
  list: "Suggestions",
  kinds: { city: "City", community: "Community", zip: "ZIP code", street: "Street", mls: "Listing" } satisfies Record<SuggestionKind, string>,
  count: { one: "{count} listing", other: "{count} listings" },
  /** Read out as the list changes, so a screen reader knows there is one and how to reach it. */
  announce: { zero: "", one: "1 suggestion; use the up and down arrows to choose", other: "{count} suggestions; use the up and down arrows to choose" },
};

export type SearchSuggestText = typeof searchSuggestEn;
