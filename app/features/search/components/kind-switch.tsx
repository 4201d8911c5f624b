import { Link } from "~/components/ui/link";
import { useLang, useUi } from "~/i18n";
import { cn } from "~/lib/utils";
import { kindOfTypes } from "../kinds";
import { searchKinds, type SearchQuery } from "../search-query";
import { searchHref } from "../search-url";

/** The map view stays the map view. */
function withView(href: string, view: "list" | "map"): string {
  return view === "map" ? `${href}${href.includes("?") ? "&" : "?"}view=map` : href;
}

/**
 * Buy / Rent / Commercial above the results: links, so it works before and
 * without scripts. A property type chosen in the filters marks its tab; a tab
 * replaces the types chosen, so the two never disagree.
 */
export function KindSwitch({ query, view }: { query: SearchQuery; view: "list" | "map" }) {
  const lang = useLang();
  const t = useUi().listings.search;
  const active = query.kind ?? kindOfTypes(query.type);
  return (
    <nav aria-label={t.kind} data-testid="kind-switch">
      <ul className="grid grid-cols-4 gap-1 rounded-lg border bg-muted p-1 sm:inline-grid">
        {([undefined, ...searchKinds] as const).map((kind) => {
          const current = active === kind;
          return (
            <li key={kind ?? "all"}>
              <Link
                to={withView(searchHref(lang, { ...query, kind, type: undefined, page: 1 }), view)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                data-kind={kind ?? "all"}
                className={cn(
                  "flex min-h-9 items-center justify-center rounded-md px-3 text-sm font-medium",
                  current ? "bg-card font-semibold text-card-foreground shadow-sm" : "text-foreground hover:bg-card/60",
                )}
              >
                {kind ? t.kinds[kind] : t.kindAll}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
