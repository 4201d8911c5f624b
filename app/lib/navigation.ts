import type { PageId } from "./routes";

/**
 * The desktop header, one model for both languages (issue 44, item 8; ADR
 * 0416): page links, and the Residential and Cities dropdowns where the
 * marker names them. It fits one row at 1280 px in Spanish, the longer words.
 */
export type HeaderEntry = PageId | "residential-menu" | "cities-menu";
export const headerNav: readonly HeaderEntry[] = ["home", "about", "residential-menu", "commercial", "cities-menu", "search", "blog", "tools", "gallery", "staging", "wishlist", "contact"];

/** The Residential dropdown: every residential page, then the buyers' guide and private showings. */
export const residentialMenu: readonly PageId[] = ["residential", "residential-for-sale", "residential-for-rent", "residential-new-construction", "luxury", "casitas", "first-time-buyers", "private-showings"];

export const footerNav: readonly PageId[] = [
  "contact", "residential", "commercial", "search", "communities", "tools", "staging", "private-showings", "blog", "about",
];

export type MenuGroup = "about" | "explore" | "residential" | "commercial" | "myStuff";

/** The mobile Menu sheet's collapsible groups. */
export const menuGroups: ReadonlyArray<{ readonly group: MenuGroup; readonly pages: readonly PageId[] }> = [
  { group: "about", pages: ["about", "contact"] },
  { group: "explore", pages: ["search", "blog", "communities", "market"] },
  { group: "residential", pages: ["residential-for-sale", "residential-for-rent", "residential-new-construction"] },
  { group: "commercial", pages: ["commercial-for-sale", "commercial-for-lease", "commercial-warehouses", "commercial-land"] },
  { group: "myStuff", pages: ["wishlist"] },
];

/** Whether a page link points at the page shown (or, unless `end`, at a section it is in), as NavLink decides. */
export function isCurrentPage(pathname: string, href: string, end = false): boolean {
  return pathname === href || (!end && pathname.startsWith(`${href}/`));
}
