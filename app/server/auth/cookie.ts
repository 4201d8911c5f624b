/**
 * The session cookie. better-auth names it `<prefix>.session_token`, with the
 * `__Secure-` prefix when the site is served over https. A request carrying
 * either is treated as signed in (personal pages, no shared caching).
 */
export const AUTH_COOKIE_PREFIX = "rgv";
export const SESSION_COOKIE_NAMES = [`${AUTH_COOKIE_PREFIX}.session_token`, `__Secure-${AUTH_COOKIE_PREFIX}.session_token`] as const;

/** Whether a Cookie header carries a session cookie; says nothing about whether the session is valid. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => (SESSION_COOKIE_NAMES as readonly string[]).includes(part.split("=")[0]?.trim() ?? ""));
}
