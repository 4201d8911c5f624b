/** The property page's title, description, picture and open-house texts, in English; only its loader reads them (ADR 0010). */
export const propertyMetaEn = {
  /** "2828 Ensenada Dr, McAllen — 4 bd home for sale"; {place} is `place` or, where the title would be too long, the street alone. */
  title: "{place} — {listing}",
  /** A closed listing the page still shows (the agent's own, for 90 days): no longer an offer. */
  closedTitle: { sale: "Sold: {place} — {listing}", lease: "Rented: {place} — {listing}" },
  place: "{address}, {city}",
  goneTitle: "Off the market: {address}, {city}",
  description: "{type} at {address}, {city}, {state}: {price}",
  /** English puts the bedrooms before the kind: "4 bd home for sale". */
  offer: { beds: "{beds} {kind} {deal}", noBeds: "{kind} {deal}" },
  closed: { beds: "{beds} {kind}", noBeds: "{kind}" },
  beds: { one: "{count} bd", other: "{count} bd" },
  deals: { sale: "for sale", rent: "for rent", lease: "for lease" },
  kinds: {
    home: "home",
    condo: "condo",
    townhome: "townhome",
    apartment: "apartment",
    multifamily: "multifamily property",
    manufactured: "manufactured home",
    land: "land",
    farm: "farm and ranch land",
    warehouse: "warehouse",
    office: "office space",
    retail: "retail space",
    business: "business",
    commercial: "commercial property",
  },
  /** The share picture's description where the listing's first photo has none. */
  photo: { street: "{listing} at {address}, {city}", withheld: "{listing} in {city}" },
  /** The open house's Event in JSON-LD: what a visitor comes to see. */
  openHouse: "Visit during the open house, no appointment needed. {summary}",
};

export type PropertyMetaText = typeof propertyMetaEn;
