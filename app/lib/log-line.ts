/**
 * The one shape of a log line (ADR 0008), below both the Express entry (server/log.ts) and the app
 * (app/server/log.server.ts): neither imports the other. Node runs it as it is, through server/, so it
 * imports nothing.
 */

export type LogLevel = "info" | "warn" | "error" | "fatal";

/** What a request id may be (a proxy's X-Request-Id included): letters, digits and `_.:-`, at most 100. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The request id a proxy or the server gave (`X-Request-Id`), when it is one; a new one otherwise. */
export function requestIdFrom(given: unknown): string {
  return typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
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

/** SQLSTATE codes and Node's error codes: letters, digits and underscores, nothing a visitor wrote. */
const ERROR_CODE = /^[A-Z0-9_]{2,40}$/i;

/** What threw: the error's name (PostgresError), or its class's where the name says no more than "Error" (DrizzleQueryError). */
function className(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return error.name && error.name !== "Error" ? error.name : error.constructor.name;
}

function codeOf(error: unknown): string | undefined {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && ERROR_CODE.test(code) ? code : undefined;
}

/**
 * What a log may say about a failure: the error's class, its cause's and a
 * database or system error code. Never the message: a failed query's error
 * quotes the values it was given, which are what the visitor typed.
 */
export function errorFacts(error: unknown): { error: string; cause?: string; code?: string } {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = codeOf(error) ?? codeOf(cause);
  return { error: className(error), ...(cause === undefined ? {} : { cause: className(cause) }), ...(code ? { code } : {}) };
}

/** A stack's "at ..." lines only: a message of several lines (a failed query's, with its "params:") fills the stack's first lines. */
export function stackFrames(error: unknown): string[] {
  if (!(error instanceof Error)) return [];
  return (error.stack ?? "").split("\n").map((frame) => frame.trim()).filter((frame) => frame.startsWith("at ")).slice(0, 8);
}
