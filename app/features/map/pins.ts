import { rentText } from "~/features/listing/listing-text";
import type { UiText } from "~/i18n/ui.en";
import { formatPrice } from "~/lib/format";
import { isLeaseType, leaseFrequencyOf, type LeaseFrequency } from "~/lib/reso";
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

function short(amount: number): string {
  if (amount >= 999_500) {
    const millions = amount / 1_000_000;
    return `$${millions >= 10 ? Math.round(millions) : Number(millions.toFixed(1))}M`;
  }
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}K`;
  return `$${Math.round(amount)}`;
}

/** Rents for a month or less are small enough to read whole on a pin; those for longer periods are shortened like prices. */
const wholeRent: ReadonlySet<LeaseFrequency> = new Set(["Daily", "Weekly", "BiWeekly", "SemiMonthly", "Monthly"]);

/**
 * A price pin's text: "$245K" and "$1.2M" for prices; a rent with its
 * period, whole for a month or less ("$1,500/mo", "$350/week") and short
 * for longer ones ("$24K/yr"). The same in both languages but for the
 * period ("/mes", "/año"), from the listings' texts.
 */
export function pinLabel(lang: Lang, t: UiText["listings"], pin: Pick<MapPin, "price" | "period">): string {
  if (pin.price === null) return "—";
  if (!pin.period) return short(pin.price);
  return rentText(t, pin.period, wholeRent.has(pin.period) ? formatPrice(lang, pin.price) : short(pin.price));
}
