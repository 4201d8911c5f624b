import type { SuggestionKind } from "~/lib/listing-terms";

/** What the search box offers while the buyer types (suggest.server.ts), as the suggestions route sends it. */
export interface Suggestion {
  readonly kind: SuggestionKind;
  /** The place, street or MLS number, as the listings write it. */
  readonly label: string;
  /** Where it is: a community's, ZIP's, street's or listing's city. */
  readonly detail?: string;
  /** Listings on the market it has. */
  readonly count: number;
  /** The search box's whole text with the suggestion in it: what choosing it searches for. */
  readonly value: string;
}

/** Where the search box asks; `q` is the text typed so far. */
export const SUGGESTIONS_PATH = "/api/search-suggestions";
export const MAX_TYPED = 100;
