/**
 * IDX rule: where the MLS sets InternetAddressDisplayYN to false, the street
 * address is shown to no visitor and no crawler. The server blanks it as it
 * reads a listing for them (`withStreetWithheld`), so a text or a component
 * that forgets the rule prints nothing rather than the address; what they
 * print instead is `streetText`'s notice, with the city and ZIP beside it.
 */
export interface StreetAddress {
  readonly unparsedAddress: string;
  /** Absent on rows read without it (the agent's own, demo): those always show their address. */
  readonly internetAddressDisplayYN?: boolean;
}

export function isStreetWithheld(listing: StreetAddress): boolean {
  return listing.internetAddressDisplayYN === false;
}

/**
 * What a full row holds beside unparsedAddress that gives the address away:
 * its parts, and the coordinates, which point at the house as surely (the map
 * then shows the city's centre, and JSON-LD has no geo).
 */
const streetParts = ["streetNumber", "streetName", "unitNumber", "latitude", "longitude"] as const;

/** The row with its street address (and what else gives it away, where the row has it) blanked when the MLS withholds it; the same row otherwise. */
export function withStreetWithheld<T extends StreetAddress>(row: T): T {
  if (!isStreetWithheld(row)) return row;
  const blanked: T = { ...row, unparsedAddress: "" };
  // Only the parts the row has: a card's summary row has none of them and gains no keys.
  const parts = blanked as unknown as Record<string, unknown>;
  for (const part of streetParts) if (part in row) parts[part] = null;
  return blanked;
}

/** The street line a visitor reads: the address, or the notice that the MLS withholds it. */
export function streetText(listing: StreetAddress, withheld: string): string {
  return isStreetWithheld(listing) || listing.unparsedAddress === "" ? withheld : listing.unparsedAddress;
}

/** "street, city" for alt texts, mails and labels; just the city where the street is withheld. */
export function streetAndCity(listing: StreetAddress & { readonly city: string }): string {
  return isStreetWithheld(listing) || listing.unparsedAddress === "" ? listing.city : `${listing.unparsedAddress}, ${listing.city}`;
}
