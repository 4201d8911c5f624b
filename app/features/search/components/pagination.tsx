import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { RouteLink } from "~/components/layout/route-link";
import { fmt, useLang, useUi } from "~/i18n";
import { formatNumber } from "~/lib/format";
import { MAX_PAGE, type SearchQuery } from "../search-query";
import { pageWindow, searchHref } from "../search-url";
import { cn } from "~/lib/utils";

const item = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold";

/** Plain links with page=N, so crawlers and visitors without JavaScript page through the results too. */
export function Pagination({ query, pageCount }: { query: SearchQuery; pageCount: number }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search.pagination;
  const last = Math.min(pageCount, MAX_PAGE);
  const current = query.page;
  if (last <= 1) return null;
  const href = (page: number) => searchHref(lang, { ...query, page });
  return (
    <nav aria-label={ui.common.pagination} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 && current <= last ? (
          <li>
            <RouteLink href={href(current - 1)} rel="prev" className={cn(item, "border bg-card hover:bg-muted")}>
              <ChevronLeft aria-hidden className="size-4" />
              {t.previous}
            </RouteLink>
          </li>
        ) : null}
        {pageWindow(Math.min(current, last), last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">…</li>
          ) : (
            <li key={page}>
              <RouteLink
                href={href(page)}
                aria-label={fmt(t.page, { page: formatNumber(lang, page) })}
                aria-current={page === current ? "page" : undefined}
                className={cn(item, page === current ? "bg-primary text-primary-foreground" : "border bg-card hover:bg-muted")}
              >
                {formatNumber(lang, page)}
              </RouteLink>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <RouteLink href={href(current + 1)} rel="next" className={cn(item, "border bg-card hover:bg-muted")}>
              {t.next}
              <ChevronRight aria-hidden className="size-4" />
            </RouteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
