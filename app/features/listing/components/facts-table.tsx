import { fmt, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import { formatNumber } from "~/lib/format";
import { listingKind } from "~/lib/listing-kind";
import { daysOnMarket, GUEST_HOUSE, isLeaseType } from "~/lib/reso";
import { priceText, statusBadge, typeLabel } from "../listing-text";
import type { PropertyListing } from "./types";

/** The facts of a listing as rows, residential or commercial by its type; facts it lacks are left out. */
function useFactRows(listing: PropertyListing): Array<[string, string]> {
  const lang = useLang();
  const ui = useUi();
  const t = ui.property.facts;
  const l = ui.listings;
  const kind = listingKind(listing.propertyType);
  const number = (value: number) => formatNumber(lang, value);
  const area = (value: number | null) => (value === null ? null : fmt(l.facts.area, { value: number(value) }));
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const days = daysOnMarket(listing.onMarketDate);
  const baths =
    listing.bathroomsTotalInteger === null
      ? null
      : listing.bathroomsHalf
        ? fmt(t.bathsDetail, { total: number(listing.bathroomsTotalInteger), full: number(listing.bathroomsFull ?? 0), half: number(listing.bathroomsHalf) })
        : number(listing.bathroomsTotalInteger);
  const lot = listing.lotSizeAcres === null ? null : plural(lang, listing.lotSizeAcres, l.facts.acres, { value: formatNumber(lang, listing.lotSizeAcres, 2) });
  const rows: Array<[string, string | null]> = [
    [t.type, typeLabel(l, listing)],
    [t.status, statusBadge(l, listing).label],
    [isLeaseType(listing.propertyType) ? t.rent : t.price, priceText(lang, l, listing)],
    ...(kind === "residential"
      ? ([
          [t.beds, listing.bedroomsTotal === null ? null : number(listing.bedroomsTotal)],
          [t.baths, baths],
          [t.livingArea, area(listing.livingArea)],
          [t.lotSize, lot],
          [t.yearBuilt, listing.yearBuilt === null ? null : String(listing.yearBuilt)],
          [t.casita, listing.otherStructures.includes(GUEST_HOUSE) ? t.yes : null],
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
    [t.mls, listing.listingId],
    [t.daysOnMarket, days === null ? null : number(days)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

export function FactsTable({ listing }: { listing: PropertyListing }) {
  const t = useUi().property.facts;
  const rows = useFactRows(listing);
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
