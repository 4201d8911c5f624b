import ArrowRight from "lucide-react/icons/arrow-right";
import House from "lucide-react/icons/house";
import SearchX from "lucide-react/icons/search-x";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { fmt, useLang, useUi } from "~/i18n";
import { cities } from "~/lib/cities";
import { formatPrice } from "~/lib/format";
import { pages } from "~/lib/routes";
import type { SearchQuery } from "../search-query";
import { activeFilters, searchHref, withoutFilter, withoutFilters } from "../search-url";
import { nearbySearches, widerPrice } from "../suggestions";
import { filterLabel } from "./filter-label";
import type { SearchEmptyText } from "~/i18n/search-empty.en";

function Way({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} preventScrollReset className="inline-flex min-h-11 items-center gap-2 font-medium text-primary hover:underline">
        <ArrowRight aria-hidden className="size-4 shrink-0" />
        {children}
      </Link>
    </li>
  );
}

/**
 * No results: ways out, each a link — a wider price, the search without each
 * of its filters, the nearest other cities, or every listing. A site with
 * nothing on the market says so, pointing to the saved search and the agent.
 * (A page past the end of a result is the search page's 404.)
 */
export function EmptyResults({ query, noneListed }: { query: SearchQuery; noneListed?: SearchEmptyText }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search.empty;
  if (noneListed) {
    return (
      <div className="space-y-4 rounded-2xl border bg-card/80 p-6" data-testid="empty-results" data-empty="none-listed">
        <div className="flex items-start gap-3">
          <House aria-hidden className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
          <div>
            <h3 className="text-lg font-semibold">{noneListed.title}</h3>
            <p className="text-muted-foreground">{noneListed.body}</p>
          </div>
        </div>
        <ul>
          <Way to={pages.contact[lang]}>{noneListed.contact}</Way>
        </ul>
      </div>
    );
  }
  const wider = widerPrice(query);
  const price = (value: number) => formatPrice(lang, value);
  const widen =
    wider?.minPrice !== undefined && wider.maxPrice !== undefined
      ? fmt(t.widenPrice, { range: `${price(wider.minPrice)} – ${price(wider.maxPrice)}` })
      : wider?.minPrice !== undefined
        ? fmt(t.lowerMin, { value: price(wider.minPrice) })
        : wider?.maxPrice !== undefined
          ? fmt(t.raiseMax, { value: price(wider.maxPrice) })
          : t.anyPrice;
  const nearby = nearbySearches(query);
  return (
    <div className="space-y-4 rounded-2xl border bg-card/80 p-6" data-testid="empty-results">
      <div className="flex items-start gap-3">
        <SearchX aria-hidden className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
        <div>
          <h3 className="text-lg font-semibold">{t.title}</h3>
          <p className="text-muted-foreground">{t.body}</p>
        </div>
      </div>
      <ul className="space-y-1">
        {wider ? <Way to={searchHref(lang, wider)}>{widen}</Way> : null}
        {activeFilters(query).map((filter) => (
          <Way key={`${filter.key}=${String(filter.value)}`} to={searchHref(lang, withoutFilter(query, filter))}>
            {fmt(t.drop, { label: filterLabel(lang, ui, filter) })}
          </Way>
        ))}
      </ul>
      {nearby.length > 0 ? (
        <div className="space-y-1">
          <h4 className="font-semibold">{t.nearby}</h4>
          <ul className="flex flex-wrap gap-x-6">
            {nearby.map(({ city, query: nearbyQuery }) => (
              <Way key={city} to={searchHref(lang, nearbyQuery)}>{cities[city].name}</Way>
            ))}
          </ul>
        </div>
      ) : null}
      <ul>
        <Way to={searchHref(lang, withoutFilters(query))}>{t.startOver}</Way>
      </ul>
    </div>
  );
}
