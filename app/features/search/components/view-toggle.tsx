import List from "lucide-react/icons/list";
import MapIcon from "lucide-react/icons/map";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { useUi } from "~/i18n";
import { cn } from "~/lib/utils";

export type SearchView = "list" | "map";

function viewSearch(search: string, view: SearchView): string {
  const params = new URLSearchParams(search);
  if (view === "map") params.set("view", "map");
  else params.delete("view");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

const segment = "inline-flex min-h-11 items-center gap-2 px-4 text-sm font-semibold";

/**
 * List or map, as plain links that keep the search (`view=map` in the URL,
 * so the view is shared and the back button returns to the other): beside
 * the results on wide screens, a floating button over them on a phone.
 */
export function ViewToggle({ view }: { view: SearchView }) {
  const t = useUi().listings.search;
  const { search } = useLocation();
  const other: SearchView = view === "map" ? "list" : "map";
  const Icon = other === "map" ? MapIcon : List;
  return (
    <>
      <nav aria-label={t.views} className="hidden overflow-hidden rounded-full border md:inline-flex" data-testid="view-toggle">
        {(["list", "map"] as const).map((item) => (
          <Link
            key={item}
            to={viewSearch(search, item)}
            preventScrollReset
            aria-current={item === view ? "page" : undefined}
            className={cn(segment, item === view ? "bg-primary text-primary-foreground" : "hover:bg-muted")}
          >
            {item === "map" ? t.viewMap : t.viewList}
          </Link>
        ))}
      </nav>
      <Link
        to={viewSearch(search, other)}
        className={cn(segment, "fixed bottom-20 left-1/2 z-30 -translate-x-1/2 rounded-full bg-foreground text-background shadow-lg md:hidden")}
        data-testid="view-toggle-phone"
      >
        <Icon aria-hidden className="size-4" />
        {other === "map" ? t.viewMap : t.viewList}
      </Link>
    </>
  );
}
