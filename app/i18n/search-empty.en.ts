/**
 * The search page on a site with nothing on the market, in English. Sent with the loader data
 * only then (ADR 0010), so no page carries it in its texts.
 */
export const searchEmptyEn = {
    title: "No homes are listed yet",
    body: "New listings appear here as soon as they're published. Save this search to hear about them, or tell the agent what you're looking for.",
    contact: "Contact the agent",
};

export type SearchEmptyText = typeof searchEmptyEn;
