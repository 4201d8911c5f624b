/** A filtered search page's meta description, in English; only the search loader reads it (ADR 0010). */
export const searchMetaEn = {
  /** {name} is the search in words: "Homes for sale in Edinburg under $300,000". */
  description: "{name}: {results}. See photos, prices and maps, and save the search to hear of new listings by e-mail.",
  results: { zero: "none right now", one: "{count} listing", other: "{count} listings" },
};

export type SearchMetaText = typeof searchMetaEn;
