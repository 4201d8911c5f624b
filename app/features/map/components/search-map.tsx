import { useLocation, useNavigate } from "react-router";
import type { SearchQuery } from "~/features/search/search-query";
import { useDictionary, useLang } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import { formatBounds, type Bounds } from "~/features/search/bounds";
import { useMapBasemap } from "../config";
import { MapSlot } from "./map-slot";

/** URL parameters that shape the page, not which listings match. */
const pageOnly = ["view", "page", "pageSize"];

/**
 * The search's map view: the pins of every match (not only the page's
 * cards), and "Search this area", which puts the map's bounds into the URL
 * as any other filter and goes back to the first page.
 */
export function SearchMap({ query }: { query: SearchQuery }) {
  const lang = useLang();
  const t = useDictionary(mapTexts);
  const basemap = useMapBasemap();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  for (const key of pageOnly) params.delete(key);
  const searchArea = (bounds: Bounds) => {
    const next = new URLSearchParams(location.search);
    next.set("bounds", formatBounds(bounds));
    next.delete("page");
    void navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  return (
    <MapSlot
      load="now"
      lang={lang}
      label={t.searchLabel}
      pinsQuery={params.toString()}
      view={query.bounds}
      basemap={basemap}
      onSearchArea={searchArea}
      listSelector="[data-search-list]"
      slotClassName="h-full"
      className="h-full"
      fallback={<div className="grid h-full place-items-center rounded-2xl border bg-muted text-sm text-muted-foreground">{t.loading}</div>}
    />
  );
}
