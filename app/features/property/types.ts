import type { HistoryEntry } from "~/features/listings/price-history";

// What the property page's server half hands its components: plain types, so client code reads them without a server module.

/** An open house as the property page lists it: dates written on the server, so the browser sets up no time zone data. */
export interface PageOpenHouse {
  readonly id: number;
  readonly date: string;
  readonly time: string;
  /** The .ics download, in the page's language. */
  readonly ics: string;
  /** For JSON-LD: with the Valley's offset. */
  readonly startDate: string;
  readonly endDate: string;
}

export type PageHistoryEntry = HistoryEntry & { readonly date: string };
