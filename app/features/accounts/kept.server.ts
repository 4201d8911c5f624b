import { readCookie } from "~/lib/cookies";
import { isLang, type Lang } from "~/lib/routes";
import type { AlertFrequency } from "~/lib/accounts";
import { authSecret } from "~/server/auth/auth.server";
import type { SessionUser } from "~/lib/accounts";
import type { Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { seal, unseal } from "~/server/http/sealed.server";
import { errorFacts, logError } from "~/server/log.server";
import { addFavorite } from "~/features/favorites/favorites.server";
import { createSavedSearch, listSavedSearches, normalizeSearch } from "~/features/saved-searches/saved-searches.server";
import { searchName } from "~/features/saved-searches/search-name";
import { parseSearchQuery } from "~/features/search/search-parse";

/**
 * A favorite or a search a signed-out visitor asked to keep, kept for the account they sign in to
 * or create (ADR 0424). It waits in a sealed cookie; signing up seals it into the confirmation
 * link too, for the address signed up with, so that the link keeps it in whichever browser it is
 * opened.
 */
export interface Kept {
  readonly favorites: readonly string[];
  readonly searches: ReadonlyArray<{ readonly query: string; readonly lang: Lang }>;
}

const COOKIE = "keep";
const PURPOSE = "kept-for-account";
const LINK_PURPOSE = "kept-for-account-link";
/** As long as the confirmation link lasts. */
const MAX_AGE_S = 24 * 3600;
/** Enough for a visit; the cookie and the link that carry them stay small. */
const MAX_FAVORITES = 10;
const MAX_SEARCHES = 3;
const MAX_QUERY = 400;

const nothing: Kept = { favorites: [], searches: [] };

function keptOf(value: unknown): Kept {
  const opened = (value ?? {}) as { favorites?: unknown; searches?: unknown };
  const favorites = Array.isArray(opened.favorites) ? opened.favorites.filter((key): key is string => typeof key === "string" && key.length <= 64) : [];
  const searches = Array.isArray(opened.searches)
    ? opened.searches.flatMap((search: { query?: unknown; lang?: unknown }) =>
        typeof search.query === "string" && search.query.length <= MAX_QUERY && isLang(search.lang) ? [{ query: search.query, lang: search.lang }] : [],
      )
    : [];
  return { favorites: favorites.slice(-MAX_FAVORITES), searches: searches.slice(-MAX_SEARCHES) };
}

const isEmpty = (kept: Kept) => kept.favorites.length === 0 && kept.searches.length === 0;
const attributes = () => `Path=/; HttpOnly; SameSite=Lax${getEnv().publicUrl.startsWith("https://") ? "; Secure" : ""}`;

/** What this browser asked to keep, unexpired and untouched. */
export function keptInBrowser(request: Request, now = Date.now()): Kept {
  const value = readCookie(request.headers.get("Cookie"), COOKIE);
  return value ? keptOf(unseal(PURPOSE, authSecret(), value, now)) : nothing;
}

/** The cookie with one more thing to keep: a favorite, or a search (its query string, in the page's language). */
export function keepCookie(request: Request, more: { favorite: string } | { query: string; lang: Lang }, now = Date.now()): string {
  const kept = keptInBrowser(request, now);
  const next =
    "favorite" in more
      ? { ...kept, favorites: [...kept.favorites.filter((key) => key !== more.favorite), more.favorite] }
      : { ...kept, searches: [...kept.searches.filter((search) => search.query !== more.query), { query: more.query.slice(0, MAX_QUERY), lang: more.lang }] };
  return `${COOKIE}=${seal(PURPOSE, authSecret(), keptOf(next), now + MAX_AGE_S * 1000)}; Max-Age=${MAX_AGE_S}; ${attributes()}`;
}

export const clearKeepCookie = () => `${COOKIE}=; Max-Age=0; ${attributes()}`;

/** This browser's wishes sealed for a confirmation link, for the address signed up with; none when there are none. */
export function keptForLink(request: Request, email: string, now = Date.now()): string | undefined {
  const kept = keptInBrowser(request, now);
  return isEmpty(kept) ? undefined : seal(LINK_PURPOSE, authSecret(), { ...kept, email: email.toLowerCase() }, now + MAX_AGE_S * 1000);
}

/** What a confirmation link carries, if it was sealed for this address. */
export function keptInLink(token: string | null, email: string, now = Date.now()): Kept {
  if (!token) return nothing;
  const opened = unseal(LINK_PURPOSE, authSecret(), token, now) as { email?: unknown } | undefined;
  return opened?.email === email.toLowerCase() ? keptOf(opened) : nothing;
}

/**
 * Saves what was kept to the account: the favorites (a listing gone meanwhile is skipped) and
 * the searches it has not saved already, named as the search page names them, with its alerts.
 * False when the database failed it: the browser then keeps its cookie for the next page.
 */
export async function keepForAccount(db: Database, user: Pick<SessionUser, "id"> & { alertFrequency: AlertFrequency }, kept: Kept): Promise<boolean> {
  if (isEmpty(kept)) return true;
  try {
    for (const key of kept.favorites) await addFavorite(db, user.id, key).catch(() => false);
    const saved = new Set((await listSavedSearches(db, user.id)).map((search) => search.query));
    for (const { query, lang } of kept.searches) {
      if (saved.has(normalizeSearch(query))) continue;
      const name = searchName(parseSearchQuery(new URLSearchParams(query)), lang);
      await createSavedSearch(db, { userId: user.id, name, query, lang, frequency: user.alertFrequency });
      saved.add(normalizeSearch(query));
    }
    return true;
  } catch (error) {
    logError({ msg: "kept favorites or searches not saved", ...errorFacts(error) });
    return false;
  }
}
