import { SlidersHorizontal } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Sheet, SheetContent } from "~/components/ui/sheet";
import { fmt, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { SearchQuery } from "~/lib/search-query";
import { activeFilters } from "~/lib/search-url";
import { useHydrated } from "~/lib/use-hydrated";
import { SearchFilters } from "./search-filters";

/** The summary and the button share one look and size, so swapping one for the other moves nothing. */
const trigger =
  "flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border bg-card px-4 text-sm font-semibold text-card-foreground hover:bg-muted";

/**
 * The filters below 768 px. Without JavaScript they fold out of a
 * <details>; with it they open in a bottom sheet over the results, which
 * update behind it as filters change.
 */
export function MobileFilters({ query, total }: { query: SearchQuery; total: number }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const count = activeFilters(query).length;
  const label = (
    <>
      <SlidersHorizontal aria-hidden className="size-4" />
      {count > 0 ? fmt(t.filtersCount, { count }) : t.filters}
    </>
  );
  if (!hydrated) {
    return (
      <details className="md:hidden" data-testid="mobile-filters">
        <summary className={`${trigger} list-none [&::-webkit-details-marker]:hidden`}>{label}</summary>
        <div className="mt-3 rounded-2xl border bg-card p-4">
          <SearchFilters query={query} />
        </div>
      </details>
    );
  }
  return (
    <div className="md:hidden" data-testid="mobile-filters">
      <Sheet open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={trigger}>{label}</Dialog.Trigger>
        <SheetContent side="bottom" title={t.filtersTitle} description={t.filtersDescription} closeLabel={t.closeFilters} data-testid="filters-sheet">
          <SearchFilters query={query} submitLabel={plural(lang, total, t.showResults)} onDone={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
    </div>
  );
}
