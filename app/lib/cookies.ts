import { isLang, type Lang } from "./routes";

export type Theme = "light" | "dark" | "system";
export const themes: readonly Theme[] = ["light", "dark", "system"];

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

export const LANG_COOKIE = "lang";
export const THEME_COOKIE = "theme";
/** A lead form's confirmation (features/leads/sent.server.ts): a page that reads one is this visitor's own, never shared. */
export const LEAD_SENT_COOKIE_PREFIX = "lead-sent-";
/** Where this browser's visits came from (features/leads/visit-cookie.server.ts, ADR 0426): no page reads it, only a lead form's action. */
export const VISIT_COOKIE = "visit-source";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function preferredLang(header: string | null): Lang | undefined {
  const value = readCookie(header, LANG_COOKIE);
  return isLang(value) ? value : undefined;
}

export function preferredTheme(header: string | null): Theme {
  const value = readCookie(header, THEME_COOKIE);
  return isTheme(value) ? value : "system";
}

/**
 * A preference cookie: readable by scripts on purpose, since it holds nothing
 * secret. The server marks every cookie Secure under https; a script setting
 * one says so itself.
 */
export function preferenceCookie(name: string, value: string, secure = false): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function nextTheme(theme: Theme): Theme {
  return themes[(themes.indexOf(theme) + 1) % themes.length] ?? "system";
}
