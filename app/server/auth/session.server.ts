import { isSameSitePath } from "~/lib/http/return-path";
import { redirect } from "react-router";
import type { SessionUser } from "~/lib/accounts";
import { isTheme } from "~/lib/cookies";
import { isLang, pagePath, type Lang } from "~/lib/routes";
import { getAuth } from "./auth.server";
import { hasSessionCookie } from "./cookie";

export interface SessionState {
  readonly user: SessionUser;
  /** Which session: a second factor shown in it vouches for its next change of factors (ADR 0306). */
  readonly sessionId: string;
  /** ISO time the session ends unless it is used again; the client store watches it for TOKEN_REFRESHED. */
  readonly expiresAt: string;
  /** Set-Cookie headers when looking the session up extended it; the response should carry them. */
  readonly setCookies: readonly string[];
}

// Loaders of one request (root, page) share one lookup.
const lookups = new WeakMap<Request, Promise<SessionState | null>>();

function toSessionUser(raw: Record<string, unknown>): SessionUser {
  return {
    id: String(raw.id),
    email: String(raw.email),
    name: String(raw.name ?? ""),
    role: raw.role === "agent" ? "agent" : "user",
    lang: isLang(raw.lang) ? raw.lang : "en",
    theme: isTheme(raw.theme) ? raw.theme : "system",
    alertFrequency: raw.alertFrequency === "instant" || raw.alertFrequency === "off" ? raw.alertFrequency : "daily",
    twoFactorEnabled: raw.twoFactorEnabled === true,
  };
}

async function lookUp(request: Request): Promise<SessionState | null> {
  if (!hasSessionCookie(request.headers.get("Cookie"))) return null;
  const { headers, response } = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return null;
  return {
    user: toSessionUser(response.user as unknown as Record<string, unknown>),
    sessionId: response.session.id,
    expiresAt: new Date(response.session.expiresAt).toISOString(),
    setCookies: headers.getSetCookie(),
  };
}

/** The session of a request with its expiry and any cookie refresh, or null when anonymous. No query without a session cookie. */
export function getSession(request: Request): Promise<SessionState | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUp(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The signed-in user of a request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request))?.user ?? null;
}

/**
 * The signed-in user, or a redirect to the account page (which offers the
 * sign-in form) that comes back to `returnTo` afterwards.
 */
export async function requireUser(request: Request, lang: Lang, returnTo?: string): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const back = isSameSitePath(returnTo) ? `?redirectTo=${encodeURIComponent(returnTo)}` : "";
  throw redirect(`${pagePath("account", lang)}${back}`);
}
