import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { lazy, Suspense, useRef, useState } from "react";
import { fmt, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { SearchQuery } from "../search-query";
import { activeFilters } from "../search-url";
import { useHydrated } from "~/lib/use-hydrated";
import { SearchFilters } from "./search-filters";

const loadPanel = () => import("~/components/layout/sheet-panel");
const SheetPanel = lazy(loadPanel);

/** The summary and the button share one look and size, so swapping one for the other moves nothing. */
const trigger =
  "flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border bg-card px-4 text-sm font-semibold text-card-foreground hover:bg-muted";

/**
 * The filters below 768 px. Without JavaScript they fold out of a
 * <details>; with it they open in a bottom sheet over the results, which
 * update behind it as filters change. The sheet's code loads when the
 * pointer or focus reaches the button, or at the latest on the first press.
 */
export function MobileFilters({ query, total, everywhere = false }: { query: SearchQuery; total: number; /** Shown at every width (the map view has no filter column). */ everywhere?: boolean }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void loadPanel();
  const count = activeFilters(query).length;
  const label = (
    <>
      <SlidersHorizontal aria-hidden className="size-4" />
      {count > 0 ? fmt(t.filtersCount, { count }) : t.filters}
    </>
  );
  if (!hydrated) {
    return (
      <details className={everywhere ? undefined : "md:hidden"} data-testid="mobile-filters">
        <summary className={`${trigger} list-none [&::-webkit-details-marker]:hidden`}>{label}</summary>
        <div className="mt-3 rounded-2xl border bg-card p-4">
          {/* A boundary hydrates after the page and at the lowest priority, and the switch to the
              button comes first and removes it: with JavaScript this copy is never hydrated. */}
          <Suspense fallback={null}>
            <SearchFilters query={query} />
          </Suspense>
        </div>
      </details>
    );
  }
  return (
    <div className={everywhere ? undefined : "md:hidden"} data-testid="mobile-filters">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={trigger}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SheetPanel open={open} onOpenChange={setOpen} opener={button} testId="filters" side="bottom" title={t.filtersTitle} description={t.filtersDescription} closeLabel={t.closeFilters}>
            <SearchFilters query={query} submitLabel={plural(lang, total, t.showResults)} onDone={() => setOpen(false)} />
          </SheetPanel>
        </Suspense>
      ) : null}
    </div>
  );
}
