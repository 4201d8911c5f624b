import type { listingHistory, NewListingRow } from "../../db/schema";
import type { Draft } from "./draft";
import { createRandom } from "./random";

export type NewHistoryRow = typeof listingHistory.$inferInsert;

/** The listing columns a demo listing's past sets (RESO: OriginalListPrice, PreviousListPrice, PriceChangeTimestamp, ClosePrice, CloseDate…). */
export type PastColumns = Pick<
  NewListingRow,
  "originalListPrice" | "previousListPrice" | "priceChangeTimestamp" | "closePrice" | "closeDate" | "associationFee" | "taxAnnualAmount" | "poolPrivateYN"
>;

export interface Past {
  readonly columns: PastColumns;
  readonly history: NewHistoryRow[];
}

/** What the generator already decided about a listing: its past is drawn around these, never changing them. */
export interface Decided {
  readonly listing: NewListingRow;
  readonly draft: Draft;
  readonly seed: string;
  /** The reference day's midnight, ms. */
  readonly reference: number;
  /** Midnight of the day it went (or goes) on the market, ms. */
  readonly onMarket: number;
  readonly daysOnMarket: number;
  readonly modified: Date;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Chance that a listing on the market for more than three days had its price come down once: about one in six of all on the market. */
const REDUCED_SHARE = 0.21;
/** Hidalgo County's combined property tax rates (county, city, school district, college, hospital district): about 2–2.6 % of value. */
const TAX_RATE: readonly [number, number] = [0.02, 0.026];
/** Subdivisions with an owners' association whose dues are worth naming (the gated and master-planned ones). */
const DUES_SUBDIVISIONS = new Set(["Tres Lagos", "Sharyland Plantation", "Northgate Estates", "Trenton Oaks", "Bentsen Palm", "Cimarron"]);

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A listing's recorded past: when it was listed and at what price, a price
 * reduction for some, a contract or a sale for those pending or closed, and the
 * money columns (dues, taxes) that come with it. Drawn from a stream of its own,
 * seeded by the listing key, so every value the generator made before this
 * existed stays exactly as it was.
 */
export function pastOf({ listing, draft, seed, reference, onMarket, daysOnMarket, modified }: Decided): Past {
  const random = createRandom(`${seed}:${listing.listingKey}:past`);
  const key = listing.listingKey;
  const status = listing.standardStatus;
  const price = listing.listPrice;
  const lease = draft.lease;
  const history: NewHistoryRow[] = [];
  const modifiedAt = modified.getTime();
  // In office hours of the on-market day, and never after the listing's last change.
  const listedAt = Math.min(onMarket + random.int(14, 22) * HOUR, modifiedAt);

  let originalPrice = price;
  let previousListPrice: number | null = null;
  let priceChangeTimestamp: Date | null = null;
  const onTheMarket = status === "Active" || status === "ActiveUnderContract" || status === "Pending";
  // The reduction is the listing's last change (its modification time), so recently changed listings show "Price reduced".
  if (onTheMarket && modifiedAt - listedAt > 3 * DAY && random.chance(REDUCED_SHARE)) {
    originalPrice = lease ? price + roundTo(random.range(50, 250), 50) : Math.max(price + 1_000, roundTo(price / (1 - random.range(0.02, 0.08)), price >= 500_000 ? 5_000 : 1_000));
    previousListPrice = originalPrice;
    priceChangeTimestamp = new Date(Math.max(listedAt + DAY, modifiedAt - random.int(0, 36) * HOUR));
  }

  if (status === "ComingSoon") {
    // Not on the market yet: listed with the brokerage recently, going live on its on-market date.
    history.push({ listingKey: key, at: new Date(Math.min(modifiedAt, reference)), event: "listed", status: "ComingSoon", price });
  } else {
    history.push({ listingKey: key, at: new Date(listedAt), event: "listed", status: "Active", price: originalPrice });
  }
  if (priceChangeTimestamp) history.push({ listingKey: key, at: priceChangeTimestamp, event: "price", status: "Active", price, previousPrice: originalPrice });

  let closePrice: number | null = null;
  let closeDate: string | null = null;
  if (status === "Pending" || status === "ActiveUnderContract") {
    const since = priceChangeTimestamp?.getTime() ?? listedAt;
    const at = Math.max(since + HOUR, Math.min(reference - HOUR, since + random.range(0.3, 1) * (modifiedAt - since)));
    history.push({ listingKey: key, at: new Date(at), event: "status", status, price });
  } else if (status === "Closed") {
    // Closed listings went on the market daysOnMarket + 30 days ago (generate.ts): under contract after
    // daysOnMarket, closed two to four weeks later, within the reference day.
    const contract = listedAt + daysOnMarket * DAY + random.int(1, 8) * HOUR;
    const closed = Math.min(reference - DAY + 15 * HOUR, contract + random.int(14, 29) * DAY);
    closePrice = lease ? price : Math.min(price, roundTo(price * random.range(0.94, 1.0), 500));
    closeDate = isoDay(closed);
    history.push({ listingKey: key, at: new Date(contract), event: "status", status: "Pending", price });
    history.push({ listingKey: key, at: new Date(closed), event: "status", status: "Closed", price: closePrice });
  } else if (status === "Withdrawn") {
    history.push({ listingKey: key, at: new Date(Math.max(listedAt + HOUR, modifiedAt)), event: "status", status, price });
  }

  return {
    columns: {
      originalListPrice: originalPrice,
      previousListPrice,
      priceChangeTimestamp,
      closePrice,
      closeDate,
      associationFee: associationFeeOf(draft, lease, random.next()),
      taxAnnualAmount: taxOf(listing, lease, random.range(...TAX_RATE)),
      poolPrivateYN: draft.pool === true,
    },
    history,
  };
}

/** Monthly dues: every condo and townhouse, and homes in the gated and master-planned subdivisions. */
function associationFeeOf(draft: Draft, lease: boolean, roll: number): number | null {
  if (lease) return null;
  if (draft.kind === "condo") return roundTo(150 + roll * 300, 5);
  if ((draft.kind === "home" || draft.kind === "lot") && draft.subdivision && DUES_SUBDIVISIONS.has(draft.subdivision)) return roundTo(35 + roll * 110, 5);
  return null;
}

/** Yearly property taxes on a sale listing's price; a business sale's price is the business, not the property. */
function taxOf(listing: NewListingRow, lease: boolean, rate: number): number | null {
  if (lease || listing.propertyType === "BusinessOpportunity") return null;
  return Math.round(listing.listPrice * rate);
}
