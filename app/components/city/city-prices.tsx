import ArrowRight from "lucide-react/icons/arrow-right";
import { RouteLink } from "~/components/layout/route-link";
import { StatGrid } from "~/components/market/stat-grid";
import { fmt, useDictionary, useLang } from "~/i18n";
import { cityTexts } from "~/i18n/city";
import { plural } from "~/i18n/plural";
import { formatDate } from "~/lib/dates";
import { formatNumber, formatPrice } from "~/lib/format";
import { pagePath } from "~/lib/routes";
import type { CityMarket } from "~/lib/market";

/** A city's price levels, from the market figures of its homes for sale (ADR 0203). */
export function CityPrices({ cityName, market, asOf }: { cityName: string; market: CityMarket; asOf: string }) {
  const lang = useLang();
  const t = useDictionary(cityTexts).prices;
  const orNone = (value: number | null, show: (value: number) => string) => (value === null ? t.none : show(value));
  const rent =
    market.rentMin === null || market.rentMax === null
      ? t.none
      : market.rentMin === market.rentMax
        ? formatPrice(lang, market.rentMin, { monthly: true })
        : fmt(t.rentFromTo, { min: formatPrice(lang, market.rentMin), max: formatPrice(lang, market.rentMax, { monthly: true }) });
  return (
    <section aria-labelledby="city-prices" className="space-y-4" data-testid="city-prices">
      <div className="max-w-3xl space-y-1">
        <h2 id="city-prices" className="text-2xl font-semibold">{fmt(t.heading, { city: cityName })}</h2>
        <p className="text-muted-foreground">{fmt(t.lead, { date: formatDate(lang, asOf) })}</p>
      </div>
      <StatGrid
        items={[
          { id: "median-price", label: t.medianPrice, value: orNone(market.medianPrice, (value) => formatPrice(lang, value)) },
          { id: "price-per-sqft", label: t.pricePerSqft, value: orNone(market.medianPricePerSqft, (value) => fmt(t.perSqft, { price: formatPrice(lang, value) })) },
          { id: "homes-for-sale", label: t.forSale, value: formatNumber(lang, market.onMarket), detail: t.forSaleNote },
          { id: "new", label: t.newListings, value: formatNumber(lang, market.newListings) },
          { id: "days", label: t.daysOnMarket, value: orNone(market.medianDaysOnMarket, (value) => plural(lang, value, t.days)) },
          { id: "rent", label: t.rentRange, value: rent, detail: plural(lang, market.rentals, t.rentCount) },
        ]}
      />
      <RouteLink href={pagePath("market", lang)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
        {t.compare}
        <ArrowRight aria-hidden className="size-4" />
      </RouteLink>
    </section>
  );
}
