import { fmt, propertyPageTexts, useDictionary, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import { formatNumber } from "~/lib/format";
import { listingKind } from "~/lib/listing-kind";
import { formatPrice } from "~/lib/format";
import { GUEST_HOUSE, isLeaseType } from "~/lib/reso";
import { priceText, statusBadge, typeLabel } from "~/features/listings/listing-text";
import { bathsFact } from "../baths-fact";
import { pricePerSqFt } from "../price-per-sq-ft";
import { listingHistoryTexts } from "~/i18n/listing-history";
import type { PageHistoryEntry } from "../types";
import { PriceHistory } from "./price-history";
import type { PropertyListing } from "./types";

/** The facts of a listing as rows, residential or commercial by its type; facts it lacks are left out. */
function useFactRows(listing: PropertyListing, days: number | null): Array<[string, string]> {
  const lang = useLang();
  const ui = useUi();
  const t = useDictionary(propertyPageTexts).facts;
  // The facts agents' own listings brought (ADR 0110), in the dictionary that loads with this island.
  const more = listingHistoryTexts[lang].facts;
  const l = ui.listings;
  const kind = listingKind(listing.propertyType);
  const number = (value: number) => formatNumber(lang, value);
  const area = (value: number | null) => (value === null ? null : fmt(l.facts.area, { value: number(value) }));
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const money = (value: number | null) => (value === null ? null : formatPrice(lang, value));
  const lease = isLeaseType(listing.propertyType);
  const perSqFt = pricePerSqFt(listing);
  const baths = bathsFact(lang, t, listing);
  const lot = listing.lotSizeAcres === null ? null : plural(lang, listing.lotSizeAcres, l.facts.acres, { value: formatNumber(lang, listing.lotSizeAcres, 2) });
  const rows: Array<[string, string | null]> = [
    [t.type, typeLabel(l, listing)],
    [t.status, statusBadge(l, listing).label],
    [lease ? t.rent : t.price, priceText(lang, l, listing)],
    [more.perSqFt, perSqFt === null ? null : formatPrice(lang, perSqFt)],
    [more.hoa, listing.associationFee ? `${money(listing.associationFee)}${l.card.perMonth}` : null],
    [more.taxes, money(listing.taxAnnualAmount)],
    ...(kind === "residential"
      ? ([
          [t.beds, listing.bedroomsTotal === null ? null : number(listing.bedroomsTotal)],
          [t.baths, baths],
          [t.livingArea, area(listing.livingArea)],
          [t.lotSize, lot],
          [t.yearBuilt, listing.yearBuilt === null ? null : String(listing.yearBuilt)],
          [t.casita, listing.otherStructures.includes(GUEST_HOUSE) ? t.yes : null],
          [more.pool, listing.poolPrivateYN ? t.yes : null],
          [t.newConstruction, yesNo(listing.newConstructionYN)],
        ] satisfies Array<[string, string | null]>)
      : []),
    ...(kind === "commercial"
      ? ([
          [t.buildingArea, area(listing.buildingAreaTotal ?? listing.livingArea)],
          [t.clearHeight, listing.clearHeightFt === null ? null : fmt(t.feet, { value: number(listing.clearHeightFt) })],
          [t.dockDoors, listing.dockDoors === null ? null : number(listing.dockDoors)],
          [t.refrigerated, listing.refrigeratedYN ? (area(listing.refrigeratedAreaSqFt) ?? t.yes) : t.no],
          [t.lotSize, lot],
          [t.yearBuilt, listing.yearBuilt === null ? null : String(listing.yearBuilt)],
        ] satisfies Array<[string, string | null]>)
      : []),
    ...(kind === "land" ? ([[t.lotSize, lot]] satisfies Array<[string, string | null]>) : []),
    [t.subdivision, listing.subdivisionName],
    [t.county, listing.countyOrParish],
    [t.mls, listing.mlsNumber],
    [t.daysOnMarket, days === null ? null : number(days)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/**
 * The facts, then the price history when the listing has one: one island for
 * both, as they sit together below the fold. Days on market come from the
 * listing's recorded history (ADR 0110), worked out on the server.
 */
export function FactsTable({ listing, daysOnMarket, history }: { listing: PropertyListing; daysOnMarket: number | null; history: readonly PageHistoryEntry[] }) {
  return (
    <>
      <Facts listing={listing} daysOnMarket={daysOnMarket} />
      {history.length > 0 ? <PriceHistory entries={history} daysOnMarket={daysOnMarket} propertyType={listing.propertyType} /> : null}
    </>
  );
}

function Facts({ listing, daysOnMarket }: { listing: PropertyListing; daysOnMarket: number | null }) {
  const t = useDictionary(propertyPageTexts).facts;
  const rows = useFactRows(listing, daysOnMarket);
  return (
    <section aria-labelledby="facts" className="space-y-3">
      <h2 id="facts" className="text-2xl font-semibold">{t.title}</h2>
      <table className="w-full text-left" data-testid="facts">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b">
              <th scope="row" className="w-1/2 py-2.5 pr-4 align-top font-medium text-muted-foreground">{label}</th>
              <td className="py-2.5 align-top">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
