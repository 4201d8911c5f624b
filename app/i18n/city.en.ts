/** City guide texts in English: the price levels block. */
export const cityEn = {
  prices: {
    heading: "Price levels in {city} today",
    lead: "Computed from the listings on the market on this site as of {date}. List prices are what sellers ask, not what buyers finally pay.",
    medianPrice: "Median list price, homes for sale",
    pricePerSqft: "Median list price per square foot",
    forSale: "Homes for sale",
    forSaleNote: "Active, under contract, pending or coming soon, as listed below.",
    newListings: "New in the last 30 days",
    daysOnMarket: "Median days on market",
    rentRange: "Monthly rent",
    rentFromTo: "{min} to {max}",
    rentCount: { zero: "No homes for rent right now", one: "{count} home for rent", other: "{count} homes for rent" },
    none: "Not enough listings",
    days: { one: "{count} day", other: "{count} days" },
    perSqft: "{price}/sq ft",
    compare: "Compare all cities on the market page",
  },
};

export type CityText = typeof cityEn;
