import { isOnMarket } from "~/lib/reso";
import type { HistoryEvent } from "~/db/schema";
import { DRAFT_STATUS, OWN_SOURCE, SOLD_SHOWN_DAYS } from "./model";
import { valleyDay } from "~/lib/dates";

/**
 * What visitors read of a listing's recorded history (ADR 0110): the price
 * history rows, days on market, the "Price reduced" badge and whether a
 * listing shows at all.
 */

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A recorded history entry, as listing_history holds it. */
export interface HistoryRow {
  readonly at: Date;
  readonly event: HistoryEvent;
  readonly status: string;
  readonly price: number;
  readonly previousPrice: number | null;
}

/** What a price history row says: listed, a new price, or a status the visitor reads (Pending, Sold, Withdrawn…). */
export type HistoryLabel = "listed" | "priceChange" | "Active" | "ActiveUnderContract" | "Pending" | "ComingSoon" | "Closed" | "Withdrawn" | "Expired" | "Canceled" | "Hold" | "Delete" | "Incomplete";

export interface HistoryEntry {
  /** The Valley's calendar day, YYYY-MM-DD. */
  readonly day: string;
  readonly label: HistoryLabel;
  readonly price: number;
  /** For a price change: the amount (negative when lowered) and the percent of the old price, one decimal. */
  readonly change?: { readonly amount: number; readonly percent: number };
}

const statusLabels = new Set<string>(["Active", "ActiveUnderContract", "Pending", "ComingSoon", "Closed", "Withdrawn", "Expired", "Canceled", "Hold", "Delete", "Incomplete"]);

/** The rows of the price history, newest first as listing sites show them. */
export function historyEntries(rows: readonly HistoryRow[]): HistoryEntry[] {
  const entries = rows.map((row): HistoryEntry => {
    const day = valleyDay(row.at);
    if (row.event === "listed") return { day, label: "listed", price: row.price };
    if (row.event === "price") {
      const before = row.previousPrice;
      if (before === null || before <= 0) return { day, label: "priceChange", price: row.price };
      const amount = row.price - before;
      return { day, label: "priceChange", price: row.price, change: { amount, percent: Math.round((amount / before) * 1000) / 10 } };
    }
    return { day, label: (statusLabels.has(row.status) ? row.status : "Withdrawn") as HistoryLabel, price: row.price };
  });
  return entries.reverse();
}

/**
 * Days on market: from the last time the listing went on the market (its last
 * "listed" entry, or OnMarketDate when it has no history) to today, or to the
 * close date once sold. Null when it has not been on the market.
 */
export function daysOnMarket(
  listing: { readonly onMarketDate: string | null; readonly standardStatus: string; readonly closeDate: string | null },
  rows: readonly HistoryRow[],
  now: Date = new Date(),
): number | null {
  const start = marketStart(listing, rows);
  if (!start) return null;
  const end = listing.standardStatus === "Closed" && listing.closeDate ? listing.closeDate.slice(0, 10) : valleyDay(now);
  const days = daysBetween(start, end);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/** The day days on market count from: the last "listed" entry's Valley day, or OnMarketDate without history. */
function marketStart(listing: { readonly onMarketDate: string | null }, rows: readonly HistoryRow[]): string | undefined {
  const listed = rows.findLast((row) => row.event === "listed");
  return listed ? valleyDay(listed.at) : listing.onMarketDate?.slice(0, 10);
}

/**
 * The listing's first public day, for JSON-LD's datePosted (issue 58): the day days on market count
 * from, so the two agree; for a Coming-soon listing whose on-market day is still to come, the day its
 * brokerage listed it (ListingContractDate). Never a day after today; null when no day is known.
 */
export function postedDay(
  listing: { readonly onMarketDate: string | null; readonly listingContractDate: string | null },
  rows: readonly HistoryRow[],
  now: Date = new Date(),
): string | null {
  const today = valleyDay(now);
  return [marketStart(listing, rows), listing.listingContractDate?.slice(0, 10)].find((day) => day !== undefined && day <= today) ?? null;
}

/** How long after a price cut the card says "Price reduced". */
export const PRICE_REDUCED_DAYS = 30;

/** A lower price than before, changed within the last 30 days. */
export function isPriceReduced(
  listing: { readonly listPrice: number; readonly previousListPrice: number | null; readonly priceChangeTimestamp: Date | null },
  now: Date = new Date(),
): boolean {
  if (listing.previousListPrice === null || listing.priceChangeTimestamp === null) return false;
  if (listing.listPrice >= listing.previousListPrice) return false;
  const age = now.getTime() - listing.priceChangeTimestamp.getTime();
  return age >= 0 && age <= PRICE_REDUCED_DAYS * DAY_MS;
}

/** A sold listing of the agent's own whose close date is within the 90 days it stays up. */
export function isSoldShown(
  listing: { readonly originatingSystemName: string; readonly standardStatus: string; readonly closeDate: string | null },
  now: Date = new Date(),
): boolean {
  if (listing.originatingSystemName !== OWN_SOURCE || listing.standardStatus !== "Closed" || !listing.closeDate) return false;
  const age = daysBetween(listing.closeDate.slice(0, 10), valleyDay(now));
  return age >= 0 && age <= SOLD_SHOWN_DAYS;
}

/**
 * How the property page answers a visitor: on the market (200), sold and
 * still shown (200), a draft nobody may know of (404), or gone (410).
 */
export type Visibility = "live" | "sold" | "draft" | "gone";

export function visibilityOf(
  listing: { readonly originatingSystemName: string; readonly standardStatus: string; readonly closeDate: string | null },
  now: Date = new Date(),
): Visibility {
  if (listing.standardStatus === DRAFT_STATUS) return "draft";
  if (isOnMarket(listing.standardStatus)) return "live";
  return isSoldShown(listing, now) ? "sold" : "gone";
}
