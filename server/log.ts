import { randomUUID } from "node:crypto";

export type LogLevel = "info" | "warn" | "error" | "fatal";

/** What a request id may be (a proxy's X-Request-Id included): letters, digits and `_.:-`, at most 100. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The request id a proxy or the server gave (`X-Request-Id`), when it is one; a new one otherwise. */
export function requestIdFrom(given: unknown): string {
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The one shape of a log line, for the server and the app alike: JSON with the
 * time and level first. What goes in it is the caller's care, and never what a
 * visitor typed (ADR 0008).
 */
export function jsonLine(level: LogLevel, entry: Record<string, unknown>): string {
  return JSON.stringify({ time: new Date().toISOString(), level, ...entry });
}

/** Writes one line: info to stdout, the rest to stderr. */
export function logLine(level: LogLevel, entry: Record<string, unknown>): void {
  const line = jsonLine(level, entry);
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}
