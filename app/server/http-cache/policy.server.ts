import { LANG_COOKIE, LEAD_SENT_COOKIE_PREFIX, preferredLang, preferredTheme, THEME_COOKIE, VISIT_COOKIE } from "~/lib/cookies";
import { AUTH_COOKIE_PREFIX } from "../auth/cookie";
import { getDb } from "../db.server";
import type { Database } from "../db/connect.server";
import { withinMs } from "../time-limit.server";

/**
 * better-auth's cookies (session token, cached session data, "don't remember"),
 * with the __Secure- prefix it adds over HTTPS: any of them makes a request personal.
 */
const SESSION_COOKIE_PREFIXES = [`${AUTH_COOKIE_PREFIX}.`, `__Secure-${AUTH_COOKIE_PREFIX}.`];

/** The only cookies an anonymous page depends on: the theme (on <html>) and the language (on the root page). */
const PAGE_COOKIES = new Set([THEME_COOKIE, LANG_COOKIE]);
/** Cookies no page reads, so a kept page is right for their bearer: where the visits came from (ADR 0426), read only by a lead form's action. */
const UNREAD_COOKIES = new Set([VISIT_COOKIE]);

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.slice(0, part.indexOf("=") === -1 ? undefined : part.indexOf("=")).trim())
    .filter(Boolean);
}

/** Cookies that make a page personal: the session's, and a lead form's confirmation, which shows what the visitor sent. */
const PERSONAL_COOKIE_PREFIXES = [...SESSION_COOKIE_PREFIXES, LEAD_SENT_COOKIE_PREFIX];

/** A request whose page may depend on who is asking: signed in, just sent a lead form, or authenticating some other way. */
export function isPersonal(cookie: string | undefined, authorization?: string): boolean {
  return Boolean(authorization) || cookieNames(cookie).some((name) => PERSONAL_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)));
}

/**
 * The cookie values an anonymous page depends on, as part of its cache key.
 * Undefined when the request carries any other cookie (a flash message, a
 * cookie this policy doesn't know yet): such a page is rendered afresh.
 */
export function pageVariant(cookie: string | undefined): string | undefined {
  if (!cookieNames(cookie).every((name) => PAGE_COOKIES.has(name) || UNREAD_COOKIES.has(name))) return undefined;
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

/**
 * A counter a kept page's content depends on: the listings' and the client
 * reviews' (shown on the home and About pages). The entry passes the features'
 * readers in (app/feature-hooks.server.ts): app/server imports no feature.
 */
export type VersionReader = (db: Database) => Promise<number | string>;

/** Each counter in turn, joined: listings first, then reviews. */
async function versionOfContent(readers: readonly VersionReader[]): Promise<string> {
  const db = getDb();
  return (await Promise.all(readers.map((read) => read(db)))).join(".");
}

/** Changes whenever one of the counters does: every kept page then renders again on its next request. */
export function contentVersion(readers: readonly VersionReader[], now = Date.now()): Promise<string> {
  if (!versionRead || now - versionRead.at >= VERSION_TTL_MS) {
    const value = withinMs(versionOfContent(readers), VERSION_WAIT_MS, () => new Error("the content version took too long"));
    versionRead = { at: now, value };
    value.catch(() => {
      if (versionRead?.value === value) versionRead = undefined;
    });
  }
  return versionRead.value;
}

/** What the production server's page cache (server/page-cache.ts) asks, with the features' version counters. */
export function pageCachePolicyOf(readers: readonly VersionReader[]) {
  return { isPersonal, variant: pageVariant, version: () => contentVersion(readers) };
}
