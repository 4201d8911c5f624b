import { isLeaseType, leaseFrequencyOf, type LeaseFrequency } from "~/lib/reso";

// The pins a search sends its map (GET /api/map-pins): the search's, since only it makes them; the map draws them (features/map).

/**
 * One listing on the map, as GET /api/map-pins sends it: small, since a map
 * view carries up to MAX_PINS of them. The card that opens on a pin comes
 * from GET /api/map-listing.
 */
export interface MapPin {
  readonly key: string;
  readonly lat: number;
  readonly lng: number;
  /** Null when the listing has no price to show. */
  readonly price: number | null;
  /** A lease: the period its price is the rent for ("$1,500/mo", "$24K/yr", "$350/week"). */
  readonly period?: LeaseFrequency;
}

export interface MapPins {
  /** Every match of the search, as the results count them. */
  readonly total: number;
  /** The pins sent: the first MAX_PINS matches in the search's order. */
  readonly pins: readonly MapPin[];
}

/** How a pin's price reads, from the listing's type and lease frequency: the one rule for the search's pins and the property's. */
export function pinPeriod(listing: { readonly propertyType: string; readonly leaseAmountFrequency: string | null }): Pick<MapPin, "period"> {
  if (!isLeaseType(listing.propertyType)) return {};
  return { period: leaseFrequencyOf(listing.leaseAmountFrequency) };
}

/** More than this many matches and the map shows the first ones and asks to zoom in or filter. */
export const MAX_PINS = 5000;
