import { z } from "zod";
import { logLine, requestIdFrom } from "../../server/log.ts";

export { pathForLog } from "../../server/log.ts";

/** SQLSTATE codes and Node's error codes: letters, digits and underscores, nothing a visitor wrote. */
const codeSchema = z.string().regex(/^[A-Z0-9_]{2,40}$/i);

/** The request's id, as the server or a proxy set it, for finding its log lines; one of its own otherwise. */
export function requestIdOf(request: Request): string {
  return requestIdFrom(request.headers.get("X-Request-Id"));
}

/** What threw: the error's name (PostgresError), or its class's where the name says no more than "Error" (DrizzleQueryError). */
function className(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return error.name && error.name !== "Error" ? error.name : error.constructor.name;
}

function codeOf(error: unknown): string | undefined {
  const code = codeSchema.safeParse(error instanceof Error ? (error as { code?: unknown }).code : undefined);
  return code.success ? code.data : undefined;
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

export function logInfo(entry: Record<string, unknown>): void {
  logLine("info", entry);
}

export function logWarn(entry: Record<string, unknown>): void {
  logLine("warn", entry);
}

export function logError(entry: Record<string, unknown>): void {
  logLine("error", entry);
}
