import { redirect } from "react-router";
import { readCookie } from "~/lib/cookies";

export const FLASH_COOKIE = "flash";

/** A flash names a notice: each feature owns its keys and texts (features/<feature>/flash.ts), which features/accounts/components/flash.ts gathers for the toaster. */
const FLASH_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** A notice for the next page only: short-lived, and cleared by the page that shows it. */
export function flashCookie(key: string): string {
  if (!FLASH_PATTERN.test(key)) throw new Error(`Not a flash key: ${key}`);
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function readFlash(request: Request): string | null {
  const value = readCookie(request.headers.get("Cookie"), FLASH_COOKIE);
  return value && FLASH_PATTERN.test(value) ? value : null;
}

/** The answer to a form sent without JavaScript: back to a page, with a notice and any cookies. */
export function redirectWithFlash(to: string, key: string | null, cookies: readonly string[] = []): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (key) headers.append("Set-Cookie", flashCookie(key));
  return redirect(to, { headers });
}
