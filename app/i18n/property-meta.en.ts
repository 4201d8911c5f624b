/** The property page's title and description, in English; only its loader reads them (ADR 0010). */
export const propertyMetaEn = {
  title: "{address}, {city}, {state} {zip}",
  goneTitle: "Off the market: {address}, {city}",
  description: "{type} at {address}, {city}, {state}: {price}",
};

export type PropertyMetaText = typeof propertyMetaEn;
