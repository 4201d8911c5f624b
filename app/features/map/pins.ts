import { rentText } from "~/features/listings/listing-text";
import type { UiText } from "~/i18n/ui.en";
import { formatPrice } from "~/lib/format";
import type { LeaseFrequency } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import type { MapPin } from "~/features/search/pins";

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
