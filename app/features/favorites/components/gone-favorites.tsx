import { useAccount } from "~/features/accounts/components/use-account";
import { useAccountText } from "~/i18n";
import { streetAndCity } from "~/lib/listing-address";
import type { WishlistEntry } from "../types";
import { FavoriteButton } from "./favorite-button";

/** Favorites whose listing has left the market: said so, each with a way to remove it. */
export function GoneFavorites({ entries }: { entries: readonly WishlistEntry[] }) {
  const t = useAccountText().wishlist;
  const { favorites } = useAccount();
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="gone-favorites">
      {entries.map((entry) => (
        <li key={entry.listingKey} className="flex items-center justify-between gap-3 rounded-2xl border bg-card p-4 text-card-foreground">
          <div>
            <p className="font-semibold">{t.gone}</p>
            <p className="text-sm text-muted-foreground">
              {entry.listing ? `${streetAndCity(entry.listing)}. ` : null}
              {t.goneNote}
            </p>
          </div>
          <FavoriteButton listingKey={entry.listingKey} favorited={favorites.includes(entry.listingKey)} />
        </li>
      ))}
    </ul>
  );
}
