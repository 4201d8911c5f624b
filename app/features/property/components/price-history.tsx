import { useLang, useUi } from "~/i18n";
import { listingHistoryTexts } from "~/i18n/listing-history";
import { plural } from "~/i18n/plural";
import { formatNumber, formatPrice } from "~/lib/format";
import { isLeaseType } from "~/lib/reso";
import type { PageHistoryEntry } from "../types";

/** What a history row's event reads: listed, a price change with its amount and percent, or the new status. */
function useEventText(propertyType: string): (entry: PageHistoryEntry) => string {
  const lang = useLang();
  const ui = useUi();
  const t = listingHistoryTexts[lang].history;
  const badge = ui.listings.badge;
  return (entry) => {
    switch (entry.label) {
      case "listed":
        return t.listed;
      case "priceChange": {
        if (!entry.change) return t.priceChange;
        const sign = entry.change.amount > 0 ? "+" : "−";
        return `${t.priceChange} ${sign}${formatPrice(lang, Math.abs(entry.change.amount))} (${sign}${formatNumber(lang, Math.abs(entry.change.percent), 1)}%)`;
      }
      case "Active":
        return t.back;
      case "ComingSoon":
        return badge.comingSoon;
      case "ActiveUnderContract":
        return badge.underContract;
      case "Pending":
        return badge.pending;
      case "Closed":
        return isLeaseType(propertyType) ? badge.rented : badge.sold;
      case "Withdrawn":
      case "Expired":
        return t[entry.label];
      default:
        return badge.offMarket;
    }
  };
}

/** The listing's recorded price and status history, newest first, and how long it has been on the market. */
export function PriceHistory({ entries, daysOnMarket, propertyType }: { entries: readonly PageHistoryEntry[]; daysOnMarket: number | null; propertyType: string }) {
  const lang = useLang();
  const t = listingHistoryTexts[lang].history;
  const eventText = useEventText(propertyType);
  return (
    <section aria-labelledby="price-history" className="space-y-3" data-testid="price-history">
      <h2 id="price-history" className="text-2xl font-semibold">{t.title}</h2>
      {daysOnMarket === null ? null : (
        <p className="text-muted-foreground" data-testid="days-on-market">
          {/* A sale closed on its first day still counts its 0 days; only a listing still on the market was listed today. */}
          {plural(lang, daysOnMarket, entries[0]?.label === "Closed" ? t.days : { ...t.days, zero: t.listedToday })}
        </p>
      )}
      <table className="w-full text-left">
        <thead>
          <tr className="border-b text-sm text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">{t.date}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t.event}</th>
            <th scope="col" className="py-2 text-right font-medium">{t.price}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.day}-${index}`} className="border-b">
              <td className="py-2.5 pr-4 align-top whitespace-nowrap">
                <time dateTime={entry.day}>{entry.date}</time>
              </td>
              <td className="py-2.5 pr-4 align-top">{eventText(entry)}</td>
              <td className="py-2.5 text-right align-top whitespace-nowrap">{formatPrice(lang, entry.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
