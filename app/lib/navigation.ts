import type { Lang, PageId } from "./routes";

/** The desktop header links of each language, as the original spec lists them. */
export const headerNav: Record<Lang, readonly PageId[]> = {
  en: ["home", "about", "residential", "commercial", "blog", "wishlist", "tools", "gallery", "contact", "staging"],
  es: ["home", "about", "residential", "commercial", "luxury", "blog", "tools", "staging", "private-showings", "first-time-buyers", "wishlist", "gallery"],
};

export const footerNav: readonly PageId[] = [
  "contact", "residential", "commercial", "search", "communities", "tools", "staging", "private-showings", "blog", "about",
];

export type MenuGroup = "about" | "explore" | "residential" | "commercial" | "myStuff";

/** The mobile Menu sheet's collapsible groups. */
export const menuGroups: ReadonlyArray<{ readonly group: MenuGroup; readonly pages: readonly PageId[] }> = [
  { group: "about", pages: ["about", "contact"] },
  { group: "explore", pages: ["blog", "communities", "market"] },
  { group: "residential", pages: ["residential-for-sale", "residential-for-rent", "residential-new-construction"] },
  { group: "commercial", pages: ["commercial-for-sale", "commercial-for-lease", "commercial-warehouses", "commercial-land"] },
  { group: "myStuff", pages: ["wishlist"] },
];

/** Whether a page link points at the page shown (or, unless `end`, at a section it is in), as NavLink decides. */
export function isCurrentPage(pathname: string, href: string, end = false): boolean {
  return pathname === href || (!end && pathname.startsWith(`${href}/`));
}
