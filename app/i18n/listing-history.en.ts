/** What the agent's own listings brought to the property page (HOA fee, taxes, price per sq ft, pool, price history, open houses, sold line, preview banner), in English: loaded with the parts of the page that show them, not with every page (ADR 0110). */
export const listingHistoryEn = {
  facts: { hoa: "HOA fee", taxes: "Annual taxes", perSqFt: "Price per sq ft", pool: "Private pool" },
  history: {
    title: "Price history",
    date: "Date",
    event: "Event",
    price: "Price",
    listed: "Listed",
    priceChange: "Price change",
    back: "Back on market",
    Withdrawn: "Withdrawn",
    Expired: "Expired",
    days: { one: "{count} day on market", other: "{count} days on market" },
    /** Said instead of "0 days on market" while the listing is on the market. */
    listedToday: "Listed today",
  },
  openHouses: { title: "Open houses", next: "Open house", add: "Add to calendar", rsvp: "RSVP", rsvpIntro: "Tell {agentName} you’re coming: you get the invite by e-mail, with a link to cancel.", rsvpSubmit: "Confirm I’m coming", event: "Open house: {address}" },
  preview: "Preview — not public",
  sold: "Sold for {price} on {date}",
};

export type ListingHistoryText = typeof listingHistoryEn;
