import type { Lang } from "~/lib/routes";
import { getEnv } from "../env.server";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server";
import { PAGE_LANG_HEADER } from "./mails.server";

/** What the site's forms forward to the auth handler: enough for its origin, CSRF and per-IP checks to judge the visitor. */
const forwarded = ["cookie", "origin", "referer", "user-agent", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", CLIENT_IP_HEADER];

export interface AuthFailure {
  readonly status: number;
  readonly code?: string;
  readonly message?: string;
  readonly retryAfter?: number;
}

export type AuthCallResult<T> =
  | { readonly ok: true; readonly data: T; readonly setCookies: string[] }
  | { readonly ok: false; readonly error: AuthFailure; readonly setCookies: string[] };

/**
 * Calls one of better-auth's endpoints through its HTTP handler, as the
 * visitor's browser would, so that its rate limits, origin checks and hooks
 * apply to the site's own forms exactly as to direct calls.
 */
export async function callAuth<T = unknown>(request: Request, path: string, body: Record<string, unknown>, lang: Lang): Promise<AuthCallResult<T>> {
  const headers = new Headers({ "content-type": "application/json", [PAGE_LANG_HEADER]: lang });
  for (const name of forwarded) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await getAuth().handler(
    new Request(`${getEnv().publicUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const setCookies = response.headers.getSetCookie();
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload as T, setCookies };
  const error = (payload ?? {}) as { code?: unknown; message?: unknown };
  const retry = Number(response.headers.get("X-Retry-After") ?? response.headers.get("Retry-After"));
  return {
    ok: false,
    setCookies,
    error: {
      status: response.status,
      code: typeof error.code === "string" ? error.code : undefined,
      message: typeof error.message === "string" ? error.message : undefined,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    },
  };
}
