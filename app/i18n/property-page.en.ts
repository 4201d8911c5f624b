/**
 * What only the property page shows (its header, facts, location, payment estimate, similar
 * listings, the page of a listing gone), in English: loaded with a property page, in its language
 * only (a part, see i18n/index.ts), so other pages' texts do not carry it.
 */
export const propertyPageEn = {
  mls: "MLS # {id}",
  facts: {
    title: "Facts and features",
    type: "Property type",
    status: "Status",
    price: "Price",
    rent: "Rent",
    beds: "Bedrooms",
    baths: "Bathrooms",
    bathsDetail: "{total} ({full}, {half})",
    bathsFull: { one: "{count} full", other: "{count} full" },
    bathsHalf: { one: "{count} half", other: "{count} half" },
    livingArea: "Living area",
    buildingArea: "Building area",
    lotSize: "Lot size",
    yearBuilt: "Year built",
    subdivision: "Subdivision",
    county: "County",
    mls: "MLS number",
    daysOnMarket: "Days on market",
    casita: "Casita (guest house)",
    newConstruction: "New construction",
    clearHeight: "Clear height",
    dockDoors: "Dock doors",
    refrigerated: "Refrigerated space",
    feet: "{value} ft",
    yes: "Yes",
    no: "No",
  },
  location: {
    title: "Location",
    map: "Map of the eight cities of the Rio Grande Valley with this property near {city}",
    guide: "Read the {city} guide",
    subdivision: "In the {subdivision} subdivision",
  },
  payment: {
    title: "Estimated monthly payment",
    assumptions: "With {down}% down and a {term}-year loan at {rate}%. An estimate, not a loan offer.",
    fromListing: "as listed",
    estimated: "estimated",
    taxEstimated: "estimated at {rate}% of the price",
    adjust: "Adjust it in the mortgage calculator",
  },
  similar: "Similar listings",
  gone: {
    title: "This property is no longer on the market",
    body: "{address} in {city} has left the market. These similar listings are available now.",
    search: "Search every listing",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PropertyPageText = Widen<typeof propertyPageEn>;
