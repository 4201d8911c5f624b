import { useLocation, useNavigation } from "react-router";
import { island } from "~/components/layout/island";
import { ListingGridIsland } from "~/features/favorites/components/listing-grid-island";
import { fmt, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import { formatNumber } from "~/lib/format";
import type { SearchQuery } from "../search-query";
import { cn } from "~/lib/utils";
import type { ListingSummary } from "~/features/listings/summary";
import type { SearchEmptyText } from "~/i18n/search-empty.en";

// A GET form a visitor may use first: what is done before it hydrates is replayed (ADR 0511).
const SortForm = island(() => import("./sort-form").then((module) => module.SortForm), { replay: true });
// Only a search without results needs it.
const EmptyResults = island(() => import("./empty-results").then((module) => module.EmptyResults));
// Below the cards and plain links (page=N): its code need not hold up the page's hydration (ADR 0504).
const Pagination = island(() => import("./pagination").then((module) => module.Pagination));

export interface SearchPageResult {
  readonly listings: ListingSummary[];
  readonly total: number;
  readonly pageCount: number;
  /** Nothing is on the market at all (a new site, or between listings): the empty page says so. */
  /** The empty market's texts, sent only when nothing at all is on the market. */
  readonly noneListed?: SearchEmptyText;
  /** The MLS's disclaimer with the last sync's time, sent only when MLS listings are on the site (ADR 0115). */
  readonly mlsNotice?: string;
  /** Sent when a price order left the leases out (ADR 0118). */
  readonly sortNote?: string;
  /** Sent when the text's words found nothing and the rest of the search is shown without them. */
  readonly textNote?: string;
  /** With no results: how many each nearby search finds (looser.ts), those that find some. */
  readonly looser?: Readonly<Record<string, number>>;
}

/** The count (announced as it changes), the sort, one page of cards and the page links. */
export function SearchResults({ query, result }: { query: SearchQuery; result: SearchPageResult }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === pathname;
  const from = (query.page - 1) * query.pageSize + 1;
  const to = from + result.listings.length - 1;
  return (
    <section aria-labelledby="search-results" aria-busy={updating} className="space-y-4">
      {/* The count and the sort share a row on a phone too; the range line is for larger screens and screen readers. */}
      <div className="flex items-center justify-between gap-3 md:flex-wrap">
        <div aria-live="polite" className="shrink-0">
          <h2 id="search-results" className="text-xl font-semibold" data-testid="result-count">
            {plural(lang, result.total, t.count)}
          </h2>
          {result.listings.length > 0 && result.total > result.listings.length ? (
            <p className="text-sm text-muted-foreground max-md:sr-only">
              {fmt(t.range, { from: formatNumber(lang, from), to: formatNumber(lang, to), total: formatNumber(lang, result.total) })}
            </p>
          ) : null}
        </div>
        {result.total > 1 ? <SortForm query={query} /> : null}
      </div>
      {result.textNote ? (
        <p className="rounded-lg border bg-card/80 px-3 py-2 text-sm" data-testid="text-note">{result.textNote}</p>
      ) : null}
      {result.sortNote ? (
        <p className="text-sm text-muted-foreground" data-testid="sort-note">{result.sortNote}</p>
      ) : null}
      {result.listings.length > 0 ? (
        <ListingGridIsland listings={result.listings} layout="narrow" notice={result.mlsNotice} className={cn("transition-opacity", updating && "opacity-60")} />
      ) : (
        <EmptyResults query={query} noneListed={result.noneListed} looser={result.looser} />
      )}
      <Pagination query={query} pageCount={result.pageCount} />
    </section>
  );
}
