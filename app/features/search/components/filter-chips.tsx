import X from "lucide-react/icons/x";
import { Link } from "~/components/ui/link";
import { fmt, useLang, useUi } from "~/i18n";
import type { SearchQuery } from "../search-query";
import { activeFilters, searchHref, withoutFilter, withoutFilters } from "../search-url";
import { filterLabel } from "./filter-label";

/** The search's active filters, each a link to the same search without it. */
export function FilterChips({ query }: { query: SearchQuery }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search;
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <nav aria-label={t.activeFilters} data-testid="filter-chips">
      {/* One row on a phone, scrolled sideways, so the listings start within the first screen (issue 44, item 5). */}
      <ul className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 whitespace-nowrap md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:whitespace-normal">
        {filters.map((filter) => {
          const label = filterLabel(lang, ui, filter);
          return (
            <li key={`${filter.key}=${String(filter.value)}`}>
              <Link
                to={searchHref(lang, withoutFilter(query, filter))}
                preventScrollReset
                aria-label={fmt(t.remove, { label })}
                data-filter={filter.key}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-card py-1 pr-2 pl-3 text-sm font-medium text-card-foreground hover:bg-muted"
              >
                {label}
                <X aria-hidden className="size-4" />
              </Link>
            </li>
          );
        })}
        {filters.length > 1 ? (
          <li>
            <Link to={searchHref(lang, withoutFilters(query))} preventScrollReset className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-primary hover:underline">
              {t.clearAll}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
