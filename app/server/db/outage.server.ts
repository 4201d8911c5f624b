import { data, type MiddlewareFunction } from "react-router";

/**
 * Failures that say the database is out of reach or overwhelmed rather than
 * that a statement is wrong: our own deadline, postgres.js's connection
 * errors, the socket's, and the SQLSTATEs of a server that is going away,
 * starting, full or cancelling statements (statement_timeout).
 */
const OUTAGE_CODES = new Set([
  "DATABASE_DEADLINE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57014",
]);
const OUTAGE_CLASSES = /^(08|53|57P)/;

export function isOutage(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && (OUTAGE_CODES.has(code) || OUTAGE_CLASSES.test(code));
}

let lastOutage = Number.NEGATIVE_INFINITY;

/** Told of every failed statement on PostgreSQL (connect.server.ts); remembers when the last outage-like one happened. */
export function noteDatabaseFailure(error: unknown): void {
  if (isOutage(error)) lastOutage = performance.now();
}

/** Whether a statement failed for want of the database at or after `since` (a performance.now() time). */
export function outageSince(since: number): boolean {
  return lastOutage >= since;
}

/**
 * A page that failed while the database was out of reach is a 503 ("back in
 * a minute", in the page's language, see the root ErrorBoundary), not an
 * unexpected 500. React Router gives a middleware the rendered response, not
 * the loader's error (and sanitizes that error in production), so the outage
 * is told by time: a statement failed for want of the database during this
 * request.
 */
export const databaseOutage: MiddlewareFunction<Response> = async (_args, next) => {
  const started = performance.now();
  const response = await next();
  if (response.status === 500 && outageSince(started)) throw data(null, { status: 503, statusText: "Service Unavailable" });
  return response;
};
