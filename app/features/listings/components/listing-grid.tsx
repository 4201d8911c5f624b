import { island } from "~/components/layout/island";
import { cn } from "~/lib/utils";
import type { ListingSummary } from "../summary";
import { ListingCard, MlsNotice, type FavoriteControl } from "./listing-card";

// Below the cards, and the only date on most listing pages: its formatter loads after the page's code.
const ListingsAsOf = island(() => import("./listings-as-of").then((module) => module.ListingsAsOf));

/**
 * Column counts by layout; `sizes` tells the browser how wide each photo is
 * drawn, and the widest row's cards are the ones loaded first.
 */
const layouts = {
  /** Beside the search filters: columns follow the space left, not the screen. */
  narrow: { grid: "@xl:grid-cols-2 @4xl:grid-cols-3", sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 340px, (min-width: 768px) 440px, (min-width: 640px) 300px, 100vw", firstRow: 3 },
  /** The full width of the page. */
  wide: { grid: "sm:grid-cols-2 lg:grid-cols-3", sizes: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw", firstRow: 3 },
  /** A single row of four on a wide screen, such as similar listings. */
  four: { grid: "sm:grid-cols-2 lg:grid-cols-4", sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw", firstRow: 4 },
} as const;

/** Listing cards in a responsive grid, with the freshness line IDX rules ask for under them. */
export function ListingGrid({
  listings,
  layout = "wide",
  priority = true,
  className,
  notice,
  favorites = [],
  Favorite,
}: {
  listings: readonly ListingSummary[];
  layout?: keyof typeof layouts;
  /** Whether the first row is near the top of the page and should load at once. */
  priority?: boolean;
  className?: string;
  /**
   * The MLS's disclaimer and update time (ADR 0115), where the page has it:
   * it stands for the "information as of" line, which lists without MLS
   * listings keep.
   */
  notice?: string | null;
  /** The visitor's favorites and the favorite button: the favorites feature passes them (ListingGridWithHearts). */
  favorites?: readonly string[];
  Favorite?: FavoriteControl;
}) {
  const { grid, sizes, firstRow } = layouts[layout];
  const latest = listings.reduce<Date | undefined>((max, listing) => {
    const modified = new Date(listing.modificationTimestamp);
    return !max || modified > max ? modified : max;
  }, undefined);
  return (
    <div className={cn("@container space-y-3", className)}>
      <ul className={cn("grid gap-4", grid)}>
        {listings.map((listing, index) => (
          <li key={listing.listingKey}>
            <ListingCard listing={listing} sizes={sizes} priority={priority && index < firstRow} favorited={favorites.includes(listing.listingKey)} Favorite={Favorite} />
          </li>
        ))}
      </ul>
      {notice ? (
        <MlsNotice text={notice} />
      ) : latest ? (
        <ListingsAsOf date={latest} />
      ) : null}
    </div>
  );
}
