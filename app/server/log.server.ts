import { logLine, requestIdFrom } from "~/lib/log-line";

export { errorFacts, pathForLog, stackFrames } from "~/lib/log-line";

/** The request's id, as the server or a proxy set it, for finding its log lines; one of its own otherwise. */
export function requestIdOf(request: Request): string {
  return requestIdFrom(request.headers.get("X-Request-Id"));
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
