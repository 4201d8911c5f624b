import { readCookie, VISIT_COOKIE } from "~/lib/cookies";
import { agentPrefix, langs } from "~/lib/routes";
import { authSecret } from "~/server/auth/auth.server";
import { seal, unseal } from "~/server/http/sealed.server";
import { isDirect, nextVisits, readTouch, visitsOf, type Visits } from "./attribution";

/**
 * Where this browser's visits came from, in one first-party cookie (ADR 0426): sealed, so it can be
 * neither read nor forged; HttpOnly, as no script of the site needs it; ninety days, a buyer's
 * search in the Valley. Set by the server on the page a visit lands on, and only when that visit
 * came from somewhere (server/page-cache.ts serves the page from its cache all the same).
 */
const PURPOSE = "visit-source";
const MAX_AGE_S = 90 * 24 * 3600;

/** The visitors' pages a visit can land on: not the agent's area, nor a client navigation's data, feeds or files. */
function isVisitorPage(pathname: string): boolean {
  if (pathname === "/") return true;
  const first = pathname.split("/")[1] ?? "";
  if (!(langs as readonly string[]).includes(first)) return false;
  if (Object.values(agentPrefix).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** The visits a Cookie header carries, unexpired and untouched. */
export function visitsIn(cookieHeader: string | null | undefined, now = Date.now()): Visits | undefined {
  const value = readCookie(cookieHeader ?? null, VISIT_COOKIE);
  return value ? visitsOf(unseal(PURPOSE, authSecret(), value, now)) : undefined;
}

/**
 * The Set-Cookie a page request should carry, or undefined when it carries none: a visit that
 * came from a link, an ad or another site, whose source differs from the latest one kept.
 * `target` is the request's path and query, `origin` the site's own.
 */
export function visitCookie(target: string, headers: { referer?: string; cookie?: string }, origin: string, now = new Date()): string | undefined {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || !isVisitorPage(url.pathname)) return undefined;
  const touch = readTouch(url, headers.referer, new URL(origin).hostname, now);
  // Most page requests are the visit going on from page to page: they open no cookie.
  if (isDirect(touch)) return undefined;
  const visits = nextVisits(visitsIn(headers.cookie, now.getTime()), touch);
  if (!visits) return undefined;
  const secure = origin.startsWith("https://") ? "; Secure" : "";
  return `${VISIT_COOKIE}=${seal(PURPOSE, authSecret(), visits, now.getTime() + MAX_AGE_S * 1000)}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
