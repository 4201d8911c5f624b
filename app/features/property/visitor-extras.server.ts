import { historyOf } from "~/features/listings/history.server";
import { openHouseDate, openHouseSlot, valleyIsoString } from "~/features/listings/open-houses";
import { upcomingOpenHouses } from "~/features/listings/open-houses.server";
import { daysOnMarket, historyEntries, postedDay } from "~/features/listings/price-history";
import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import type { ListingDetail } from "~/features/listings/summary";
import { floodLine } from "~/features/flood-zones/flood-line";
import { floodZoneOf } from "~/features/flood-zones/flood-zones.server";
import { cityByName } from "~/lib/cities";
import { valleyDay } from "~/lib/dates";
import type { PageHistoryEntry, PageOpenHouse } from "./types";

/** A calendar day as the page prints it: "Nov 3, 2026" / "3 nov 2026". */
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
export function dayText(lang: Lang, day: string): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** The .ics of an open house, with the language its title is written in. */
export const openHouseIcsPath = (id: number, lang: Lang) => `/open-houses/${id}.ics?lang=${lang}`;

/**
 * What the property page adds from the listing's recorded history and open
 * houses: the price history (newest first), days on market and the first public day, and the open
 * houses still to come (only while the listing is on the market), and the FEMA flood zone the
 * background job stored (never asked here: the page doesn't wait on FEMA; ADR 0124).
 */
export async function visitorExtras(db: Database, lang: Lang, listing: ListingDetail, options: { openHouses: boolean }, now = new Date()) {
  const [rows, upcoming, flood] = await Promise.all([
    historyOf(db, listing.listingKey),
    options.openHouses ? upcomingOpenHouses(db, [listing.listingKey], now) : Promise.resolve([]),
    floodZoneOf(db, listing.listingKey),
  ]);
  const history: PageHistoryEntry[] = historyEntries(rows).map((entry) => ({ ...entry, date: dayText(lang, entry.day) }));
  const openHouses: PageOpenHouse[] = upcoming.map((openHouse) => {
    const slot = openHouseSlot(openHouse.startsAt, openHouse.endsAt);
    return {
      id: openHouse.id,
      date: openHouseDate(lang, openHouse.startsAt),
      time: slot.time,
      ics: openHouseIcsPath(openHouse.id, lang),
      startDate: valleyIsoString(openHouse.startsAt),
      endDate: valleyIsoString(openHouse.endsAt),
    };
  });
  return { history, daysOnMarket: daysOnMarket(listing, rows, now), postedDay: postedDay(listing, rows, now), openHouses, flood: pageFloodLine(lang, listing, flood) };
}

/** FEMA's map opens at the listing's point where visitors may see it (getListing blanks a withheld one), else at its city's centre. */
function pageFloodLine(lang: Lang, listing: ListingDetail, stored: Awaited<ReturnType<typeof floodZoneOf>>) {
  const centre = cityByName(listing.city)?.center;
  const point =
    listing.latitude !== null && listing.longitude !== null ? { lat: listing.latitude, lng: listing.longitude } : centre ? { lat: centre.lat, lng: centre.lng } : null;
  const reading = stored && { zone: stored.zone, subtype: stored.zoneSubtype, sfha: stored.highRisk, checkedAt: stored.checkedAt };
  return floodLine(reading, lang, (date) => dayText(lang, valleyDay(date)), point);
}
