/** A saved search's default name, built from its query, in English (ADR 0118). */
export const searchNameEn = {
  /** Subjects without anything more said: "Listings". */
  listings: "listings",
  homesForSale: "homes for sale",
  homesForRent: "homes for rent",
  commercial: "commercial properties",
  singleFamily: "single-family homes",
  condo: "condos",
  land: "land",
  /** English puts the rooms before the subject: "3+ bd homes for sale". */
  beds: "{count}+ bd {subject}",
  baths: "{subject} with {count}+ ba",
  text: "“{text}” {subject}",
  place: "{subject} in {place}",
  under: "{subject} under {price}",
  over: "{subject} from {price}",
  between: "{subject} at {min}–{max}",
  luxury: "luxury {subject}",
  newConstruction: "new-construction {subject}",
  listed: "{subject}, new in {count} days",
  priceReduced: "{subject}, price reduced",
  openHouse: "{subject} with open houses",
  pool: "{subject} with a pool",
  pets: "{subject} that take pets",
  furnished: "furnished {subject}",
  availableBy: "{subject} free by {date}",
  featured: "{subject}, agent’s picks",
  outsideFloodZone: "{subject} outside high-risk flood zones",
  mapArea: "{subject} in a map area",
};

export type SearchNameText = typeof searchNameEn;
