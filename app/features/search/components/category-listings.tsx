import ArrowRight from "lucide-react/icons/arrow-right";
import Search from "lucide-react/icons/search";
import { RouteLink } from "~/components/layout/route-link";
import { Button } from "~/components/ui/button";
import { fmt, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { CategoryId } from "../categories";
import { searchHref } from "../search-url";
import type { ListingSummary } from "~/features/listings/summary";
import { ListingGridIsland } from "~/features/favorites/components/listing-grid-island";

/** A category's first listings with their count, and the way into the full search with the same filter. */
export function CategoryListings({
  category,
  listings,
  total,
  notice,
}: {
  category: CategoryId;
  listings: readonly ListingSummary[];
  total: number;
  /** The MLS disclaimer, once MLS listings are on the site (ADR 0115). */
  notice?: string | null;
}) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings;
  const href = searchHref(lang, { category });
  const seeAll = (
    <Button asChild variant="outline">
      <RouteLink href={href}>
        {plural(lang, total, t.category.seeAll)}
        <ArrowRight aria-hidden />
      </RouteLink>
    </Button>
  );
  return (
    <section aria-labelledby="category-listings" className="space-y-4" data-testid="category-listings">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="category-listings" className="text-2xl font-semibold">{t.category.heading}</h2>
          <p className="text-muted-foreground">
            {total > listings.length
              ? fmt(t.category.showing, { shown: listings.length, total: plural(lang, total, t.search.count) })
              : plural(lang, total, t.search.count)}
          </p>
        </div>
        {total > 0 ? seeAll : null}
      </div>
      {listings.length > 0 ? (
        <ListingGridIsland listings={listings} notice={notice} />
      ) : (
        <div className="space-y-3 rounded-2xl border bg-card/80 p-6">
          <p>{t.category.none}</p>
          <Button asChild>
            <RouteLink href={searchHref(lang, {})}>
              <Search aria-hidden />
              {t.category.searchAll}
            </RouteLink>
          </Button>
        </div>
      )}
      {total > listings.length ? <div className="flex justify-center">{seeAll}</div> : null}
    </section>
  );
}
