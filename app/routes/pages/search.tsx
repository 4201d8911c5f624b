import { redirect } from "react-router";
import { SaveSearch } from "~/features/accounts/components/save-search";
import { FilterChips } from "~/features/search/components/filter-chips";
import { MobileFilters } from "~/features/search/components/mobile-filters";
import { SearchFilters } from "~/features/search/components/search-filters";
import { SearchResults } from "~/features/search/components/search-results";
import { useUi } from "~/i18n";
import { readQuickSearch } from "~/features/search/quick-search";
import { langFromPath, pages } from "~/lib/routes";
import { parseSearchQuery, searchQuerySchema } from "~/features/search/search-parse";
import { searchQueryToParams } from "~/features/search/search-query";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { alternatesFor, loadPage } from "~/server/page.server";
import { anyListingOnMarket } from "~/features/search/on-market.server";
import { searchListings } from "~/features/search/search.server";
import { mlsDisclaimer } from "~/features/mls/status.server";
import { getEnv } from "~/server/env.server";
import { searchEmptyTexts } from "~/i18n/search-empty";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = pageMeta;

const quickKeys = ["q", "location", "priceRange", "propertyType"] as const;
const searchKeys = new Set(Object.keys(searchQuerySchema.shape));

/**
 * A form sent without JavaScript carries empty text and "all" choices; the
 * search answers with a redirect to the tidy URL the scripted form would
 * have produced, so both land on the same address.
 */
function tidyUrl(url: URL): URL | undefined {
  const quick = readQuickSearch(url.searchParams);
  const tidy = new URL(url);
  let changed = false;
  for (const key of quickKeys) {
    const raw = url.searchParams.get(key);
    if (raw === null) continue;
    const kept = key === "q" ? quick.q : quick[key] === "all" ? "" : quick[key];
    if (kept && kept === raw && url.searchParams.getAll(key).length === 1) continue;
    changed = true;
    tidy.searchParams.delete(key);
    if (kept) tidy.searchParams.set(key, kept);
  }
  for (const key of new Set(url.searchParams.keys())) {
    if (!searchKeys.has(key) || (quickKeys as readonly string[]).includes(key)) continue;
    const values = url.searchParams.getAll(key);
    const filled = values.filter((value) => value.trim() !== "");
    if (filled.length === values.length) continue;
    changed = true;
    tidy.searchParams.delete(key);
    for (const value of filled) tidy.searchParams.append(key, value);
  }
  return changed ? tidy : undefined;
}

export async function loader({ url }: Route.LoaderArgs) {
  const tidy = tidyUrl(url);
  if (tidy) throw redirect(tidy.pathname + tidy.search);
  const page = loadPage(url);
  const query = parseSearchQuery(url.searchParams);
  const lang = langFromPath(url.pathname);
  const [{ listings, total, pageCount }, mlsNotice] = await Promise.all([searchListings(getDb(), query), mlsDisclaimer(getDb(), lang, Boolean(getEnv().RESO_URL))]);
  const noneListed = total === 0 && !(await anyListingOnMarket(getDb())) ? searchEmptyTexts[lang] : undefined;
  // The canonical URL keeps the search, written the one way the site writes it, and nothing else.
  const canonical = searchQueryToParams(query).toString();
  const suffix = canonical ? `?${canonical}` : "";
  return {
    ...page,
    seo: { ...page.seo, alternates: alternatesFor({ en: pages.search.en + suffix, es: pages.search.es + suffix }) },
    query,
    result: { listings, total, pageCount, noneListed, ...(mlsNotice ? { mlsNotice } : {}) },
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { text, query, result } = loaderData;
  return (
    <div className="space-y-6">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{text.h1}</h1>
        <p className="line-clamp-3 text-muted-foreground md:line-clamp-none" data-testid="page-intro">{text.intro.split(/\n{2,}/)[0]}</p>
        <SaveSearch />
      </header>
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
