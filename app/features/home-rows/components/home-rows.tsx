import ArrowRight from "lucide-react/icons/arrow-right";
import { RouteLink } from "~/components/layout/route-link";
import { useAccount } from "~/features/accounts/components/use-account";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { ListingCard, MlsNotice } from "~/features/listings/components/listing-card";
import { searchHref } from "~/features/search/search-url";
import { useDictionary, useLang } from "~/i18n";
import { homeRowsTexts } from "~/i18n/home-rows";
import { plural } from "~/i18n/plural";
import type { HomeRow } from "../types";
import { homeRowQueries } from "../rows";

/** A phone shows one card and the edge of the next; wider screens a row of two, then four. */
const sizes = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 80vw";
/** Eager photos: the first row's first two, what a phone and a small screen show at once. */
const EAGER = 2;

/**
 * The home page's rows of listings under the quick search: each a heading,
 * its first cards (a horizontal scroller on a phone) and a link to the
 * search that holds them all, and the MLS disclaimer once MLS listings are on the
 * site. Plain server HTML; the card code arrives with the island.
 */
export function HomeRows({ rows, notice }: { rows: readonly HomeRow[]; notice?: string | null }) {
  const lang = useLang();
  const t = useDictionary(homeRowsTexts);
  const { favorites } = useAccount();
  if (rows.length === 0) return null;
  return (
    <div className="space-y-8" data-testid="home-rows">
      {rows.map((row, rowIndex) => (
        <section key={row.id} aria-labelledby={`home-row-${row.id}`} className="space-y-3" data-row={row.id}>
          {/* Title and link on one line, so that a phone's first screen reaches the cards. */}
          <div className="flex items-center justify-between gap-3">
            <h2 id={`home-row-${row.id}`} className="text-lg font-semibold sm:text-xl">{t.titles[row.id]}</h2>
            <RouteLink href={searchHref(lang, homeRowQueries[row.id])} className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline sm:text-base" data-testid="home-row-link">
              <span>
                {plural(lang, row.total, t.seeAll)}
                <span className="max-sm:sr-only"> {t.inSearch}</span>
              </span>
              <ArrowRight aria-hidden className="size-4" />
            </RouteLink>
          </div>
          <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
            {row.listings.map((listing, index) => (
              <li key={listing.listingKey} className="w-[80%] shrink-0 snap-start sm:w-auto">
                <ListingCard listing={listing} sizes={sizes} priority={rowIndex === 0 && index < EAGER} favorited={favorites.includes(listing.listingKey)} Favorite={FavoriteButton} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {notice ? <MlsNotice text={notice} /> : null}
    </div>
  );
}
