import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";

import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { closeDatabase, getDb, getDriver, prepareDatabase } from "./server/db.server";
import { startBackgroundJobs, stopBackgroundJobs } from "./server/background.server";
import { getEnv } from "./server/env.server";
import { checkHealth, type HealthReport } from "./server/health.server";
import { errorFacts, logError, logInfo, pathForLog, requestIdOf, stackFrames } from "./server/log.server";
import { islandsReady } from "./components/layout/island";
import { deferScripts } from "./server/html/defer-scripts.server";
import { contentSecurityPolicy, secureScripts, securityHeaders as headersFor, type SecurityOptions } from "./server/http/security-headers.server";
import { viewCounter, viewedListingKey } from "./features/agent-listings/views.server";
import { visitCookie as visitCookieOf } from "./features/leads/visit-cookie.server";
import { PMTILES_PATH } from "./features/map/config";
import { contentVersionReaders, featureJobs, healthChecks } from "./feature-hooks.server";
import "./i18n/all-texts";

import { pageCachePolicyOf } from "./server/http-cache/policy.server";

/** What the production server's page cache asks, with the features' version counters. */
export const pageCachePolicy = pageCachePolicyOf(contentVersionReaders);

export const streamTimeout = 5_000;

/**
 * One line per failure: the error's class and code, where it happened (the
 * path, not the query, which can hold what a visitor typed) and the request
 * id, with the stack's frames but not its message, which can quote input.
 */
function logFailure(error: unknown, request: Request): void {
  logError({ msg: "request failed", ...errorFacts(error), path: pathForLog(new URL(request.url).pathname), request: requestIdOf(request), frames: stackFrames(error) });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A route's answer to a client's mistake (405 for a method it has no action for, the router's 400 for a
  // form posted from elsewhere, a loader's 404) is no fault of the server's: info, with its status.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logInfo({ msg: "request refused by route", status: error.status, path: pathForLog(new URL(request.url).pathname), request: requestIdOf(request) });
    return;
  }
  logFailure(error, request);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  await islandsReady();
  // Set by the server for each request (server/app.ts); a render outside it gets one of its own.
  const nonce = request.headers.get("x-csp-nonce") || randomBytes(16).toString("base64");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every visitor gets the whole page at once, as crawlers do: no loader defers data to stream.
        // Suspense boundaries (the islands) stay in place however large: React would otherwise send a big
        // one after the shell, behind a script that browsers without JavaScript never run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The page is complete, so it is read whole, its scripts moved behind the first paint, and every
          // inline script given the nonce (after the move, whose markup patterns have none).
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const deferred = deferScripts(Buffer.concat(chunks).toString("utf8"));
            const page = secureScripts(deferred.html, nonce, deferred.created);
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(securityOptions(), { nonce, hashes: page.hashes }));
            resolve(new Response(page.html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) logFailure(error, request);
        },
      },
    );
  });
}

let options: SecurityOptions | undefined;

/** From the settings, which never change while the server runs: worked out once, not on every response. */
function securityOptions(): SecurityOptions {
  if (options) return options;
  const env = getEnv();
  options = {
    https: env.publicUrl.startsWith("https://"),
    imageOrigins: [env.S3_ENDPOINT, env.agentPhoto?.kind === "url" ? env.agentPhoto.url : undefined].flatMap((url) => (url ? [new URL(url).origin] : [])),
    mapOrigin: env.mapOrigin,
  };
  return options;
}

/** The headers the server puts on every response (server/app.ts), with this request's script nonce. */
export function securityHeaders(nonce: string): Record<string, string> {
  return headersFor(securityOptions(), nonce);
}

/** The MAP_PMTILES file the server serves with range requests at PMTILES_PATH, when the archive is one (ADR 0417). */
export function basemapArchive(): { path: string; file: string } | undefined {
  const source = getEnv().mapPmtiles;
  return source?.kind === "file" ? { path: PMTILES_PATH, file: source.path } : undefined;
}

/** The site's origin, for the server's same-origin check of requests that change something. */
export function publicOrigin(): string {
  return new URL(getEnv().publicUrl).origin;
}

/** A page a visitor was shown (server/page-views.ts): a property page counts a view of its listing, flushed by the background job. */
export function pageViewed(pathname: string): void {
  const key = viewedListingKey(pathname);
  if (key) viewCounter.count(key);
}

/**
 * Where a page request's visit came from, as the cookie to set with its page (ADR 0426), or
 * undefined; the page itself doesn't depend on it, and the server's cache serves it all the same.
 */
export function visitCookie(target: string, headers: { referer?: string; cookie?: string }): string | undefined {
  return visitCookieOf(target, headers, publicOrigin());
}

/**
 * Called by the production server before it listens: validates the
 * environment, then opens and migrates the database and loads the demo
 * listings into an empty one.
 */
export async function startup(): Promise<void> {
  const env = getEnv();
  const db = await prepareDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, seedCount: env.SEED_COUNT });
  startBackgroundJobs(db, getDriver(), env, featureJobs);
}

/** How many requests the server renders at once (one per pool connection) and keeps waiting (server/render-gate.ts). */
export function renderLimits(): { concurrency: number; queue: number } {
  const env = getEnv();
  return { concurrency: env.DATABASE_POOL_MAX, queue: env.RENDER_QUEUE_MAX };
}

/** Called on SIGTERM or SIGINT after the last request has finished: PGlite must close or Node stays up. */
export async function shutdown(): Promise<void> {
  await stopBackgroundJobs();
  await closeDatabase();
}

/** GET /healthz: the database answers within half a second and mail is not stuck (see app/server/health.server.ts). */
export async function health(): Promise<HealthReport> {
  return checkHealth(getDb(), { checks: healthChecks() });
}
