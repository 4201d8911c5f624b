import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { findExact } from "./exact.server";
import type { SearchQuery } from "./search-query";
import { searchHref } from "./search-url";
import { understand } from "./understand";
import { changesSearch, withUnderstood } from "./understand-query";

/** Reading the leftover text again finds nothing more after this many passes, or the search stays as sent. */
const MAX_PASSES = 3;

export type TypedSearch =
  /** Go there: a listing's page, or the search with the words read into its filters. */
  | { readonly redirect: string }
  /** Search as it is, these listings first (the several at a typed address). */
  | { readonly first: readonly string[] };

/**
 * What the search's text asks for, read as a person at the front desk would
 * (understand.ts): an MLS number or the address of one listing opens it; rooms,
 * prices, the deal, the kind, features and places become the search's own
 * parameters, by a redirect, so that the URL, the filters and the chips show
 * them; the words left stay as text. The redirect's target reads as itself,
 * so it never redirects again.
 */
export async function readTypedSearch(db: Database, query: SearchQuery, lang: Lang, search: URLSearchParams): Promise<TypedSearch> {
  if (!query.q) return { first: [] };
  const understood = understand(query.q);
  const exact = understood.mls || understood.address ? await findExact(db, understood, lang) : undefined;
  if (exact && "path" in exact) return { redirect: exact.path };
  let next = query;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const read = understand(next.q ?? "");
    if (!changesSearch(next, read)) {
      if (next === query) break;
      // The view (list or map) is the page's, not the search's: it stays.
      const view = search.get("view");
      const href = searchHref(lang, next);
      return { redirect: view === "map" ? `${href}${href.includes("?") ? "&" : "?"}view=map` : href };
    }
    next = withUnderstood(next, read);
  }
  return { first: exact && "keys" in exact ? exact.keys : [] };
}
