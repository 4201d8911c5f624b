/** Market page texts in English. */
export const marketEn = {
  summary: {
    heading: "Homes for sale across the Valley",
    asOf: "Computed from the listings on the market on this site as of {date}, and recalculated as listings change.",
  },
  figures: {
    forSale: "Homes for sale",
    forSaleNote:
      "Houses, condos, townhomes, duplexes to fourplexes and manufactured homes on the market: active, under contract, pending or coming soon. The same count as the {page} page.",
    newListings: "New in the last 30 days",
    medianPrice: "Median list price",
    pricePerSqft: "Median price per sq ft",
    daysOnMarket: "Median days on market",
  },
  byCity: {
    heading: "By city",
    lead: "Homes for sale (houses, condos, townhomes, duplexes and manufactured homes) in each of the eight cities.",
    priceChart: "Median list price of homes for sale, by city",
    sqftChart: "Median list price per square foot, by city",
    table: "Homes for sale by city",
    city: "City",
    rent: "Monthly rent range",
  },
  byType: {
    heading: "By property type",
    lead: "Every listing on the market, by type; the residential, residential income and manufactured home bars add up to the homes for sale above. For homes and commercial space for rent or lease, the price is the monthly rent, so price per square foot is not shown.",
    chart: "Listings on the market by property type",
    table: "Listings on the market by property type",
    type: "Property type",
    onMarket: "On the market",
  },
  method: "Listings on the market, as search shows them: active, under contract, pending and coming soon; sold and withdrawn listings are left out. A median is the middle value, so a few very expensive listings do not pull it up. Days on market count from the date each listing came on the market.",
  none: "None",
  days: { one: "{count} day", other: "{count} days" },
  perSqft: "{price}/sq ft",
  rentFromTo: "{min} to {max}",
};

export type MarketText = typeof marketEn;
