import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { MarketText } from "~/i18n/market.en";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Lang } from "~/lib/routes";
import type { MarketFigures } from "~/lib/market";

/** The market figures as the page writes them; a missing median reads as "None". */
export function marketFormat(lang: Lang, t: MarketText) {
  const orNone = (value: number | null, show: (value: number) => string) => (value === null ? t.none : show(value));
  return {
    count: (value: number) => formatNumber(lang, value),
    price: (value: number | null, monthly = false) => orNone(value, (amount) => formatPrice(lang, amount, { monthly })),
    perSqft: (value: number | null) => orNone(value, (amount) => fmt(t.perSqft, { price: formatPrice(lang, amount) })),
    days: (value: number | null) => orNone(value, (days) => plural(lang, days, t.days)),
    rent: (min: number | null, max: number | null) =>
      min === null || max === null
        ? t.none
        : min === max
          ? formatPrice(lang, min, { monthly: true })
          : fmt(t.rentFromTo, { min: formatPrice(lang, min), max: formatPrice(lang, max, { monthly: true }) }),
    figures: (figures: MarketFigures, monthly = false) => ({
      onMarket: formatNumber(lang, figures.onMarket),
      newListings: formatNumber(lang, figures.newListings),
      medianPrice: orNone(figures.medianPrice, (amount) => formatPrice(lang, amount, { monthly })),
      pricePerSqft: orNone(figures.medianPricePerSqft, (amount) => fmt(t.perSqft, { price: formatPrice(lang, amount) })),
      daysOnMarket: orNone(figures.medianDaysOnMarket, (days) => plural(lang, days, t.days)),
    }),
  };
}

export type MarketFormat = ReturnType<typeof marketFormat>;
