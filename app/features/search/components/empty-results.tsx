import ArrowRight from "lucide-react/icons/arrow-right";
import House from "lucide-react/icons/house";
import SearchX from "lucide-react/icons/search-x";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { fmt, useLang, useUi } from "~/i18n";
import { cities } from "~/lib/cities";
import { formatNumber, formatPrice } from "~/lib/format";
import { pages } from "~/lib/routes";
import type { SearchQuery } from "../search-query";
import { looserSearches } from "../looser";
import { searchHref, withoutFilters, type ActiveFilter } from "../search-url";
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
 * of its filters, the nearest other cities, those that find listings with
 * how many they find (the server counts them), or every listing. A site with
 * nothing on the market says so, pointing to the saved search and the agent.
 * (A page past the end of a result is the search page's 404.)
 */
export function EmptyResults({ query, noneListed, looser }: { query: SearchQuery; noneListed?: SearchEmptyText; looser?: Readonly<Record<string, number>> }) {
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
  const price = (value: number) => formatPrice(lang, value);
  const widen = ({ minPrice, maxPrice }: SearchQuery) =>
    minPrice !== undefined && maxPrice !== undefined
      ? fmt(t.widenPrice, { range: `${price(minPrice)} – ${price(maxPrice)}` })
      : minPrice !== undefined
        ? fmt(t.lowerMin, { value: price(minPrice) })
        : maxPrice !== undefined
          ? fmt(t.raiseMax, { value: price(maxPrice) })
          : t.anyPrice;
  // The text's chip is already in quotes; "Remove" quotes the rest.
  const label = (filter: ActiveFilter) => (filter.key === "q" ? fmt(t.drop, { label: String(filter.value) }) : fmt(t.drop, { label: filterLabel(lang, ui, filter) }));
  // Only the searches that find something, with how many (the server counts them); all of them before it has.
  const ways = looserSearches(query).filter(({ id }) => !looser || (looser[id] ?? 0) > 0);
  const counted = (id: string) => (looser?.[id] ? ` (${formatNumber(lang, looser[id])})` : "");
  const nearby = ways.filter((way) => way.city);
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
        {ways.map((way) =>
          way.city ? null : (
            <Way key={way.id} to={searchHref(lang, way.query)}>
              {(way.without ? label(way.without) : widen(way.query)) + counted(way.id)}
            </Way>
          ),
        )}
      </ul>
      {nearby.length > 0 ? (
        <div className="space-y-1">
          <h4 className="font-semibold">{t.nearby}</h4>
          <ul className="flex flex-wrap gap-x-6">
            {nearby.map((way) => (
              <Way key={way.id} to={searchHref(lang, way.query)}>{(way.city ? cities[way.city].name : "") + counted(way.id)}</Way>
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
