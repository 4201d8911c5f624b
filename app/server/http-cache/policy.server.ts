import { LANG_COOKIE, preferredLang, preferredTheme, THEME_COOKIE } from "~/lib/cookies";
import { AUTH_COOKIE_PREFIX } from "../auth/cookie";
import { getDb } from "../db.server";
import { reviewsVersionOf } from "~/features/agent-profile/reviews.server";
import { listingsVersionOf } from "~/features/search/cache.server";
import { withinMs } from "../time-limit.server";

/**
 * better-auth's cookies (session token, cached session data, "don't remember"),
 * with the __Secure- prefix it adds over HTTPS: any of them makes a request personal.
 */
const SESSION_COOKIE_PREFIXES = [`${AUTH_COOKIE_PREFIX}.`, `__Secure-${AUTH_COOKIE_PREFIX}.`];

/** The only cookies an anonymous page depends on: the theme (on <html>) and the language (on the root page). */
const PAGE_COOKIES = new Set([THEME_COOKIE, LANG_COOKIE]);

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.slice(0, part.indexOf("=") === -1 ? undefined : part.indexOf("=")).trim())
    .filter(Boolean);
}

/** A request whose page may depend on who is asking: signed in, or authenticating some other way. */
export function isPersonal(cookie: string | undefined, authorization?: string): boolean {
  return Boolean(authorization) || cookieNames(cookie).some((name) => SESSION_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)));
}

/**
 * The cookie values an anonymous page depends on, as part of its cache key.
 * Undefined when the request carries any other cookie (a flash message, a
 * cookie this policy doesn't know yet): such a page is rendered afresh.
 */
export function pageVariant(cookie: string | undefined): string | undefined {
  if (!cookieNames(cookie).every((name) => PAGE_COOKIES.has(name))) return undefined;
  const header = cookie ?? null;
  return `${preferredTheme(header)};${preferredLang(header) ?? ""}`;
}

/** How long a read of the listings version is reused: the most a kept page can lag behind a change. */
const VERSION_TTL_MS = 1000;
/**
 * How long a request waits for that read. Longer, and the database is taken for
 * away: kept pages are served as they are (server/page-cache.ts) instead of
 * every cached request waiting out the database's own deadline.
 */
const VERSION_WAIT_MS = 250;
let versionRead: { at: number; value: Promise<string> } | undefined;

/** Listings and client reviews (shown on the home and About pages), each with its own counter. */
async function versionOfContent(): Promise<string> {
  const db = getDb();
  const [listings, reviews] = await Promise.all([listingsVersionOf(db), reviewsVersionOf(db)]);
  return `${listings}.${reviews}`;
}

/** Changes whenever listings or reviews do: every kept page then renders again on its next request. */
export function contentVersion(now = Date.now()): Promise<string> {
  if (!versionRead || now - versionRead.at >= VERSION_TTL_MS) {
    const value = withinMs(versionOfContent(), VERSION_WAIT_MS, () => new Error("the content version took too long"));
    versionRead = { at: now, value };
    value.catch(() => {
      if (versionRead?.value === value) versionRead = undefined;
    });
  }
  return versionRead.value;
}

/** What the production server's page cache (server/page-cache.ts) asks. */
export const pageCachePolicy = { isPersonal, variant: pageVariant, version: () => contentVersion() };
