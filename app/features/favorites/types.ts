import type { ListingSummary } from "~/features/listings/summary";

// What the favorites' server half hands the wishlist's components: plain types, so client code reads them without a server module.

export interface WishlistEntry {
  readonly listingKey: string;
  /** The listing as a card shows it; null when it has left the feed. */
  readonly listing: ListingSummary | null;
  /** Whether it is still on the market. */
  readonly available: boolean;
}
