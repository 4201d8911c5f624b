import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { useAccount } from "~/features/accounts/components/use-account";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { ListingCard } from "~/features/listings/components/listing-card";
import type { ListingSummary } from "~/features/listings/summary";
import { useDictionary } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import type { Lang } from "~/lib/routes";

/**
 * The card a pin opens, over the map's lower corner: the same card as in
 * the list, fetched when asked for (keyed by listing, so another pin's card starts afresh). Escape or the close button shuts it and
 * gives the focus back to the pin.
 */
export function MapCard({ listingKey, lang, onClose }: { listingKey: string; lang: Lang; onClose: () => void }) {
  const t = useDictionary(mapTexts);
  const { favorites } = useAccount();
  const [listing, setListing] = useState<ListingSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/map-listing?key=${encodeURIComponent(listingKey)}&lang=${lang}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ listing: ListingSummary }>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => setListing(data.listing))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [listingKey, lang]);

  useEffect(() => {
    if (listing) panel.current?.querySelector<HTMLElement>("article a")?.focus();
  }, [listing]);

  const close = () => {
    const pin = document.querySelector<HTMLElement>(`.map-pin[data-key="${CSS.escape(listingKey)}"]`);
    onClose();
    pin?.focus();
  };

  return (
    <div
      ref={panel}
      className="absolute inset-x-3 bottom-3 z-20 sm:right-auto sm:w-80"
      data-testid="map-card"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <button
        type="button"
        onClick={close}
        aria-label={t.closeCard}
        className="absolute -top-3 -right-3 z-10 grid size-11 place-items-center rounded-full border bg-background shadow focus-visible:outline-3 focus-visible:outline-primary"
      >
        <X aria-hidden className="size-5" />
      </button>
      {listing ? (
        <ListingCard listing={listing} sizes="320px" favorited={favorites.includes(listing.listingKey)} Favorite={FavoriteButton} />
      ) : (
        <p role="status" className="rounded-2xl border bg-card p-4 text-sm shadow">
          {failed ? t.failed : t.loading}
        </p>
      )}
    </div>
  );
}
