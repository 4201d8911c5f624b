import MapIcon from "lucide-react/icons/map";
import { RouteLink } from "~/components/layout/route-link";
import type { CategoryId } from "~/features/search/categories";
import { searchHref } from "~/features/search/search-url";
import { fmt, useDictionary, useLang } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import { useMapBasemap } from "../config";
import { MapSlot } from "./map-slot";

/**
 * A city's or community's listings on the map, below its cards: it loads
 * when scrolled near, and leads to the map search of the same listings.
 */
export function AreaMap({ category, place }: { category: CategoryId; place: string }) {
  const lang = useLang();
  const t = useDictionary(mapTexts);
  const basemap = useMapBasemap();
  return (
    <section aria-labelledby="area-map" className="space-y-3" data-testid="area-map">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="area-map" className="text-2xl font-semibold">{fmt(t.areaHeading, { place })}</h2>
        <RouteLink href={`${searchHref(lang, { category })}&view=map`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
          <MapIcon aria-hidden className="size-4" />
          {t.openMapSearch}
        </RouteLink>
      </div>
      <MapSlot
        lang={lang}
        label={fmt(t.areaLabel, { place })}
        pinsQuery={`category=${category}`}
        basemap={basemap}
        className="aspect-[4/3] sm:aspect-[2/1]"
        fallback={<div className="aspect-[4/3] rounded-2xl border bg-muted sm:aspect-[2/1]" />}
      />
    </section>
  );
}
