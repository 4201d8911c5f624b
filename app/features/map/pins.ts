import { formatPrice } from "~/lib/format";
import { isLeaseType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";

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
  /** A lease priced by the month: the pin reads "$1,500/mo". */
  readonly monthly?: true;
  /** A lease priced by the year (commercial space): the pin reads "$24K/yr". */
  readonly yearly?: true;
}

export interface MapPins {
  /** Every match of the search, as the results count them. */
  readonly total: number;
  /** The pins sent: the first MAX_PINS matches in the search's order. */
  readonly pins: readonly MapPin[];
}

/** How a pin's price reads, from the listing's type and lease frequency: the one rule for the search's pins and the property's. */
export function pinPeriod(listing: { readonly propertyType: string; readonly leaseAmountFrequency: string | null }): Pick<MapPin, "monthly" | "yearly"> {
  if (!isLeaseType(listing.propertyType)) return {};
  return listing.leaseAmountFrequency === "Annually" ? { yearly: true } : { monthly: true };
}

/** More than this many matches and the map shows the first ones and asks to zoom in or filter. */
export const MAX_PINS = 5000;

function short(amount: number): string {
  if (amount >= 999_500) {
    const millions = amount / 1_000_000;
    return `$${millions >= 10 ? Math.round(millions) : Number(millions.toFixed(1))}M`;
  }
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}K`;
  return `$${Math.round(amount)}`;
}

/**
 * A price pin's text: "$245K" and "$1.2M" for prices, "$1,500/mo" for
 * rents, which are small enough to read whole, and "$24K/yr" for yearly
 * leases. The same in both languages but for the period ("/mes", "/año").
 */
export function pinLabel(lang: Lang, pin: Pick<MapPin, "price" | "monthly" | "yearly">): string {
  if (pin.price === null) return "—";
  if (pin.monthly) return formatPrice(lang, pin.price, { monthly: true });
  if (pin.yearly) return `${short(pin.price)}${lang === "es" ? "/año" : "/yr"}`;
  return short(pin.price);
}
