import { randomUUID } from "node:crypto";

export type LogLevel = "info" | "warn" | "error" | "fatal";

/** What a request id may be (a proxy's X-Request-Id included): letters, digits and `_.:-`, at most 100. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The request id a proxy or the server gave (`X-Request-Id`), when it is one; a new one otherwise. */
export function requestIdFrom(given: unknown): string {
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Paths whose next segment is a secret: a password-reset link's token (better-auth's), a search alert's
 * unsubscribe token (`unsubscribePrefix` in app/lib/routes.ts).
 */
const SECRET_SEGMENT = /^(\/api\/auth\/reset-password\/|\/en\/alerts\/unsubscribe\/|\/es\/alertas\/cancelar\/)[^/]+/i;

/** A request's path as a log line may carry it: a token in it replaced by `:token`. */
export function pathForLog(path: string): string {
  return path.replace(SECRET_SEGMENT, "$1:token");
}

/**
 * The one shape of a log line, for the server and the app alike: JSON with the
 * time and level first, on one line (every control character and line
 * separator escaped). What goes in it is the caller's care, and never what a
 * visitor typed (ADR 0008).
 */
export function jsonLine(level: LogLevel, entry: Record<string, unknown>): string {
  // JSON escapes C0 controls (CR, LF) but not U+2028/U+2029, which some log readers take for line breaks.
  return JSON.stringify({ time: new Date().toISOString(), level, ...entry }).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

/** Writes one line: info to stdout, the rest to stderr. */
export function logLine(level: LogLevel, entry: Record<string, unknown>): void {
  const line = jsonLine(level, entry);
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}
