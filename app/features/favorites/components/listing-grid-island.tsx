import { island } from "~/components/layout/island";

/**
 * The grid of cards with their hearts as an island (ADR 0511): the cards are
 * the server's HTML and their links work before any code; the hearts' and the
 * grid's code arrive after the page's, and a heart tapped before they hydrate
 * is tapped again once they have. For the pages whose own code must stay
 * small; inside another island, use ListingGridWithHearts itself.
 */
export const ListingGridIsland = island(() => import("./listing-grid-with-hearts").then((module) => module.ListingGridWithHearts), { replay: true, box: "empty:hidden" });
