import { isAPIError } from "better-auth/api";
import { errorFacts, logError, logInfo, logWarn } from "../log.server";

/** The words a message of the library's starts with ("Invalid callbackURL", "Failed query"): letters and spaces, nothing longer than a word. */
const LEAD_WORDS = /^[A-Za-z]{1,20}(?: [A-Za-z]{1,20}){0,7}$/;
/** A message that is a code of its own ("INTERNAL_SERVER_ERROR"). */
const CODE = /^[A-Z][A-Z0-9_]{2,40}$/;

/**
 * What a line of the auth library's says, reduced to what may be logged:
 * the words its message starts with (before any colon or line break, after
 * which it quotes values: a callbackURL, an Origin, a failed query and its
 * parameters), the class and code of an error it passes, and an API error's
 * code. Never a message's rest nor an error's message (ADR 0008).
 */
export function authLogEntry(message: unknown, args: readonly unknown[]): Record<string, unknown> {
  const text = typeof message === "string" ? message : "";
  const lead = text.split(/[:\r\n]/, 1)[0]?.trim() ?? "";
  const error = [message, ...args].find((arg) => arg instanceof Error);
  const apiCode = [message, ...args].map((arg) => (isAPIError(arg) ? arg.body?.code : undefined)).find((code) => typeof code === "string" && CODE.test(code));
  return {
    msg: "auth library",
    ...(LEAD_WORDS.test(lead) ? { event: lead } : {}),
    ...(CODE.test(text) ? { code: text } : {}),
    ...(error === undefined ? {} : errorFacts(error)),
    ...(apiCode === undefined ? {} : { code: apiCode }),
  };
}

/** better-auth's `logger.log`: its lines in the site's JSON shape, one object a line. */
export function logAuthLibrary(level: "debug" | "info" | "success" | "warn" | "error", message: unknown, ...args: unknown[]): void {
  const write = level === "error" ? logError : level === "warn" ? logWarn : logInfo;
  write(authLogEntry(message, args));
}
