import type { ServerBuild } from "react-router";
import type { PageCachePolicy } from "./page-cache.ts";

/** What GET /healthz answers: "ok" is a 200, anything else a 503, with the report as JSON. */
export interface HealthReport {
  readonly status: string;
  readonly [field: string]: unknown;
}

/**
 * The hooks the server reads from the build's entry module (app/entry.server.tsx).
 * The build is untyped JavaScript: this is the server's side of the contract.
 */
export interface ServerHooks {
  /** Validates the environment and prepares the database; the port opens after it. */
  startup(): Promise<void>;
  /** Closes the database and background jobs after the last request. */
  shutdown(): Promise<void>;
  health(): Promise<HealthReport>;
  pageCachePolicy: PageCachePolicy;
  /** Every response's security headers, with this request's script nonce. */
  securityHeaders(nonce: string): Record<string, string>;
  /** A MAP_PMTILES file and the path the site serves it at, with range requests; undefined without one. */
  basemapArchive(): { path: string; file: string } | undefined;
  /** The site's origin (PUBLIC_URL's), for the same-origin check of requests that change something. */
  publicOrigin(): string;
  /**
   * A visitor was shown this path (a GET answered 200, not a prefetch or a bot; see page-views.ts):
   * the app counts property page views from it. Called after the response, must not throw or wait.
   */
  pageViewed(pathname: string): void;
  /**
   * The Set-Cookie of where a page request's visit came from (a link's campaign, an ad, another
   * site), or undefined: a cookie the page doesn't depend on, set beside a cached page (ADR 0426).
   */
  visitCookie(target: string, headers: { referer?: string; cookie?: string }): string | undefined;
  /** Requests React Router renders at once and requests that may wait for a turn (server/render-gate.ts). */
  renderLimits(): { concurrency: number; queue: number };
}

/** React Router's server build, with the hooks above on its entry module. */
export type AppBuild = ServerBuild & { entry: { module: ServerBuild["entry"]["module"] & ServerHooks } };
