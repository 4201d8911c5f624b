import type { ComponentProps } from "react";
import { useAccount } from "~/features/accounts/components/use-account";
import { ListingGrid } from "~/features/listings/components/listing-grid";
import { FavoriteButton } from "./favorite-button";

/**
 * The listing grid with each card's heart and the visitor's favorites, from
 * the root loader's one read of the account. The grid itself is the listings
 * feature's and knows neither (issue 39: listings imports no other feature).
 * A module apart from the heart, so a page with a heart and no grid (the
 * property page) loads no grid with it.
 */
export function ListingGridWithHearts(props: Omit<ComponentProps<typeof ListingGrid>, "favorites" | "Favorite">) {
  const { favorites } = useAccount();
  return <ListingGrid {...props} favorites={favorites} Favorite={FavoriteButton} />;
}
