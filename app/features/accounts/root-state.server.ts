import { getSession } from "~/server/auth/session.server";
import { listFavoriteKeys } from "~/features/favorites/favorites.server";
import { clearFlashCookie, readFlash } from "~/server/http/flash.server";
import { clearKeepCookie, keepForAccount, keptInBrowser } from "./kept.server";
import type { Database } from "~/server/db/connect.server";
import type { AccountState } from "./types";

/**
 * What every page needs to know about the visitor, for the root loader: the
 * session (so the header is right on first paint), the favorites, and a
 * one-time notice; plus the cookies the response must set.
 */
export async function loadAccountState(db: Database, request: Request): Promise<{ state: AccountState; headers: Headers }> {
  const headers = new Headers();
  const flash = readFlash(request);
  if (flash) headers.append("Set-Cookie", clearFlashCookie);
  const session = await getSession(request);
  for (const cookie of session?.setCookies ?? []) headers.append("Set-Cookie", cookie);
  if (session) {
    // Signed in, however (a form, a passkey, a confirmation link): what this browser asked to keep joins the account.
    const kept = keptInBrowser(request);
    if ((kept.favorites.length || kept.searches.length) && (await keepForAccount(db, session.user, kept))) headers.append("Set-Cookie", clearKeepCookie());
  }
  // Favorites that fail to load leave the hearts empty; the page still works.
  const favorites = session ? await listFavoriteKeys(db, session.user.id).catch(() => []) : [];
  return {
    state: { session: session ? { user: session.user, expiresAt: session.expiresAt } : null, favorites, flash },
    headers,
  };
}
