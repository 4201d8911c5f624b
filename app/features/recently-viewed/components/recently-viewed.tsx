import { island } from "~/components/layout/island";

/**
 * The visitor's recently viewed listings as a row of cards, the one given in
 * `exclude` (the page's own) left out; nothing until the cards' data has
 * arrived, and nothing at all when the list is empty. An island: its code
 * loads after the page's, so a page that places it adds almost nothing to
 * its first load, and the server renders it empty (the list is the browser's).
 */
export const RecentlyViewed = island<{ exclude?: string }>(() => import("./recently-viewed-row").then((module) => module.RecentlyViewedRow));
