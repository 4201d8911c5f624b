import X from "lucide-react/icons/x";
import { startTransition, useEffect, useState } from "react";
import { toast } from "~/components/layout/toast";
import { ListingGridWithHearts } from "~/features/favorites/components/listing-grid-with-hearts";
import type { ListingSummary } from "~/features/listings/summary";
import { useDictionary } from "~/i18n";
import { recentlyViewedTexts } from "~/i18n/recently-viewed";
import { clearViewed, onViewedChange, readViewed } from "../store";

/** As many cards as the widest screen shows side by side. */
const ROW = 4;

interface Loaded {
  readonly query: string;
  readonly listings: readonly ListingSummary[];
}

/**
 * The row itself. The list is read after hydration (the server has none),
 * the cards' current data fetched for it, and the row drawn once that is in:
 * below the fold, so it appears without moving what the visitor is reading.
 */
export function RecentlyViewedRow({ exclude }: { exclude?: string }) {
  const t = useDictionary(recentlyViewedTexts);
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const read = () => startTransition(() => setKeys(readViewed()));
    read();
    return onViewedChange(read);
  }, []);

  const wanted = keys.filter((key) => key !== exclude);
  const query = wanted.map((key) => `key=${encodeURIComponent(key)}`).join("&");
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetch(`/api/recently-viewed?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ listings: ListingSummary[] }>) : { listings: [] }))
      .then((body) => startTransition(() => setLoaded({ query, listings: body.listings })))
      .catch(() => {
        // Offline, or the list changed while it was asked for: the row stays as it was.
      });
    return () => controller.abort();
  }, [query]);

  // Until a changed list's cards arrive, the cards already here that are still on it; one row of them.
  const listings = (loaded?.listings ?? []).filter((listing) => wanted.includes(listing.listingKey)).slice(0, ROW);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="space-y-4" data-testid="recently-viewed">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recently-viewed" className="text-2xl font-semibold">{t.title}</h2>
        <button
          type="button"
          aria-label={t.clearLabel}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-muted-foreground hover:bg-muted hover:text-foreground"
          data-testid="recently-viewed-clear"
          onClick={() => {
            clearViewed();
            toast.success(t.cleared);
          }}
        >
          <X aria-hidden className="size-4" />
          {t.clear}
        </button>
      </div>
      <ListingGridWithHearts listings={listings} layout="four" priority={false} />
    </section>
  );
}
