import { data, redirect } from "react-router";
import { SearchResults } from "~/features/search/components/search-results";
import type { SearchView } from "~/features/search/components/view-toggle";
import { island } from "~/components/layout/island";
import { ProseLine } from "~/components/page/prose";
import { fmt, useUi } from "~/i18n";
import { quickSearchParams, readQuickSearch } from "~/features/search/quick-search";
import { proseParagraphs } from "~/lib/prose-links";
import { langFromPath, pages } from "~/lib/routes";
import { parseSearchQuery, searchQuerySchema } from "~/features/search/search-parse";
import { searchQueryToParams, type SearchQuery } from "~/features/search/search-query";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { alternatesFor, loadPage } from "~/server/page.server";
import { anyListingOnMarket } from "~/features/search/on-market.server";
import { countListings, searchListings } from "~/features/search/search.server";
import { readTypedSearch } from "~/features/search/typed-search.server";
import { looserSearches } from "~/features/search/looser";
import { parentSearches, searchSeo } from "~/features/search/search-seo";
import { lastKnownSite } from "~/server/site-identity.server";
import { searchName } from "~/features/saved-searches/search-name";
import { pageMlsNotice } from "~/features/mls/notice.server";
import { searchEmptyTexts } from "~/i18n/search-empty";
import { searchNotesTexts } from "~/i18n/search-notes";
import { withinOneKind } from "~/features/search/conditions.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = pageMeta;

// The map's code, and MapLibre's behind it, load only in the map view.
const SearchMap = island(() => import("~/features/map/components/search-map").then((module) => module.SearchMap));
// Forms a visitor may use first: their code arrives after the page's, and what is done before it hydrates is replayed (ADR 0511).
const SearchFilters = island(() => import("~/features/search/components/search-filters").then((module) => module.SearchFilters), { replay: true, box: "" });
const SaveSearch = island(() => import("~/features/accounts/components/save-search").then((module) => module.SaveSearch), { replay: true });
const KindSwitch = island(() => import("~/features/search/components/kind-switch").then((module) => module.KindSwitch), { replay: true });
const ViewToggle = island(() => import("~/features/search/components/view-toggle").then((module) => module.ViewToggle), { replay: true });
const FilterChips = island(() => import("~/features/search/components/filter-chips").then((module) => module.FilterChips), { replay: true, box: "empty:hidden" });
const loadMobileFilters = () => import("~/features/search/components/mobile-filters").then((module) => module.MobileFilters);
// The phone's filters: below 768 px in the list view, the only ones in the map view.
const MobileFilters = island(loadMobileFilters, { replay: true, box: "md:hidden" });
const MapFilters = island(loadMobileFilters, { replay: true, box: "" });

const quickKeys = ["q", "location", "priceRange", "propertyType"] as const;
const searchKeys = new Set(Object.keys(searchQuerySchema.shape));

/**
 * A form sent without JavaScript carries empty text and "all" choices; the
 * search answers with a redirect to the tidy URL the scripted form would
 * have produced, so both land on the same address: the quick search's own
 * fields first, in its order, then every other parameter in the order sent.
 */
function tidyUrl(url: URL): URL | undefined {
  const quick = readQuickSearch(url.searchParams);
  const isQuick = (key: string) => (quickKeys as readonly string[]).includes(key);
  const untidy = [...new Set(url.searchParams.keys())].some((key) => {
    const values = url.searchParams.getAll(key);
    if (isQuick(key)) {
      const choice = key === "q" ? quick.q : quick[key as (typeof quickKeys)[number]];
      const kept = key !== "q" && choice === "all" ? "" : choice;
      return values.length !== 1 || kept === "" || kept !== values[0];
    }
    return searchKeys.has(key) && values.some((value) => value.trim() === "");
  });
  if (!untidy) return undefined;
  const params = quickSearchParams(quick);
  for (const [key, value] of url.searchParams) {
    if (isQuick(key) || (searchKeys.has(key) && value.trim() === "")) continue;
    params.append(key, value);
  }
  const tidy = new URL(url);
  tidy.search = params.toString();
  return tidy;
}

/** The listings found at a typed address first, the rest in the search's order. */
function firstOf<T extends { listingKey: string }>(listings: T[], keys: readonly string[]): T[] {
  const rank = (listing: T) => (keys.includes(listing.listingKey) ? 0 : 1);
  return keys.length === 0 ? listings : [...listings].sort((a, b) => rank(a) - rank(b));
}

/** Searches near one that found nothing, with how many each finds: only those that find some are offered. */
async function looserWithResults(query: SearchQuery): Promise<Record<string, number>> {
  const counted = await Promise.all(looserSearches(query).map(async ({ id, query: looser }) => [id, await countListings(getDb(), looser)] as const));
  return Object.fromEntries(counted.filter(([, total]) => total > 0));
}

/** The first of a search's parents that finds listings; the whole market when none does. */
async function nearestWithListings(query: SearchQuery): Promise<SearchQuery> {
  const parents = parentSearches(query);
  for (const parent of parents) if ((await countListings(getDb(), parent)) > 0) return parent;
  return parents.at(-1) ?? query;
}

export async function loader({ url }: Route.LoaderArgs) {
  const tidy = tidyUrl(url);
  if (tidy) throw redirect(tidy.pathname + tidy.search);
  const page = loadPage(url);
  const query = parseSearchQuery(url.searchParams);
  const lang = langFromPath(url.pathname);
  const typed = await readTypedSearch(getDb(), query, lang, url.searchParams);
  if ("redirect" in typed) throw redirect(typed.redirect);
  const [found, mlsNotice] = await Promise.all([searchListings(getDb(), query), pageMlsNotice(getDb(), lang)]);
  // Words no listing has never empty a search that finds listings without them: the rest shows, and the words are named.
  const rest = found.total === 0 && query.q ? await searchListings(getDb(), { ...query, q: undefined }) : undefined;
  const { listings, total, pageCount } = rest && rest.total > 0 ? rest : found;
  // A page past the last is no page (a search with no results at all has one, which says so).
  if (query.page > pageCount) throw data(null, { status: 404 });
  const noneListed = total === 0 && !(await anyListingOnMarket(getDb())) ? searchEmptyTexts[lang] : undefined;
  const looser = total === 0 && !noneListed ? await looserWithResults(query) : undefined;
  // A search that finds nothing (its filters, or its words) is no page for search engines: it points at its nearest broader search that finds listings.
  const empty = found.total === 0;
  const canonical = searchQueryToParams(empty ? await nearestWithListings(query) : query).toString();
  const suffix = canonical ? `?${canonical}` : "";
  return {
    ...page,
    seo: {
      ...page.seo,
      ...searchSeo(query, lang, { total, siteName: lastKnownSite().agentName, page: page.seo }),
      alternates: alternatesFor({ en: pages.search.en + suffix, es: pages.search.es + suffix }),
      ...(empty ? { noindex: true } : {}),
    },
    query,
    defaultName: searchName(query, lang),
    view: (url.searchParams.get("view") === "map" ? "map" : "list") as SearchView,
    result: {
      listings: firstOf(listings, typed.first),
      total,
      pageCount,
      noneListed,
      ...(looser ? { looser } : {}),
      ...(rest && rest.total > 0 && query.q ? { textNote: fmt(searchNotesTexts[lang].unmatched, { text: query.q }) } : {}),
      ...(mlsNotice ? { mlsNotice } : {}),
      // A price order that had to leave the leases out says so (ADR 0118).
      ...(withinOneKind(query) !== query ? { sortNote: searchNotesTexts[lang].priceSortSales } : {}),
    },
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { text, query, defaultName, view, result } = loaderData;
  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{text.h1}</h1>
        <p className={cn("line-clamp-2 text-muted-foreground md:line-clamp-none", view === "map" && "max-md:hidden md:line-clamp-2")} data-testid="page-intro"><ProseLine text={proseParagraphs(text.intro)[0] ?? ""} /></p>
        {/* Beside "Save this search", so the header is no taller and the map keeps its place. */}
        <div className="flex flex-wrap items-end gap-3">
          <SaveSearch defaultName={defaultName} />
          <KindSwitch query={query} view={view} />
        </div>
      </div>
      <ViewToggle view={view} />
    </header>
  );
  if (view === "map") {
    return (
      <div className="space-y-6">
        {header}
        <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,27rem)_minmax(0,1fr)]">
          {/* On a phone the map takes the list's place once scripts run; without them the map cannot show, so the list stays. */}
          <div className="min-w-0 space-y-4 max-md:in-data-hydrated:hidden" data-search-list>
            <MapFilters query={query} total={result.total} everywhere />
            <FilterChips query={query} />
            <SearchResults query={query} result={result} />
          </div>
          <div className="hidden h-[calc(100dvh-10rem)] in-data-hydrated:block md:sticky md:top-4 md:h-[calc(100dvh-2rem)]" data-testid="search-map">
            <SearchMap query={query} />
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {header}
      <div className="grid gap-8 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label={ui.listings.search.filters} className="hidden md:block">
          <SearchFilters query={query} />
        </aside>
        <div className="min-w-0 space-y-4">
          <MobileFilters query={query} total={result.total} />
          <FilterChips query={query} />
          <SearchResults query={query} result={result} />
        </div>
      </div>
    </div>
  );
}
