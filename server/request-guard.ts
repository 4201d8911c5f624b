import type { Request, RequestHandler } from "express";
import { jsonLine, requestIdFrom } from "../app/lib/log-line.ts";
import { isOriginForm } from "./request-target.ts";

/** Headers the server sets for the app; whatever a client sent under these names is dropped first (x-csp-nonce is always overwritten). */
export const INTERNAL_HEADERS = ["x-client-ip", "x-request-id"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** What the site answers: pages and resources are read, forms are posted. Anything else (TRACE, PUT…) is a 405. */
const ALLOWED_METHODS = new Set([...SAFE_METHODS, "POST"]);
/** Paths answered by resource routes: a refusal there is JSON unless a browser is navigating to it. */
export const RESOURCE_PATH = /^\/(api|photos|images|sitemaps?|robots\.txt)(\/|\.|$)/;

/** The language of the page that answers a refused request: the path's, else the lang cookie's. */
export function refusalLang(req: Request): "en" | "es" {
  // The path, not the target: another host's URL (http://evil.example/es/…) is refused in its path's language too.
  if (/^\/es(\/|$)/.test(req.path)) return "es";
  if (/^\/en(\/|$)/.test(req.path)) return "en";
  return /(?:^|;\s*)lang=es(?:;|$)/.test(req.headers.cookie ?? "") ? "es" : "en";
}

function decodesCleanly(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A Host header a URL can be built from: a name or address and a port within range. */
function validHost(host: string | undefined): host is string {
  if (!host) return false;
  try {
    return new URL(`http://${host}`).host !== "";
  } catch {
    return false;
  }
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request that changes something comes from a page of this site.
 * Browsers send Origin with every such request (and Sec-Fetch-Site with it);
 * a request with neither comes from a program, not from a page on another
 * site, and is judged by what it sends like any other.
 */
export function isSameOriginRequest(req: Request, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const own = new Set([publicOrigin, originOf(`${req.protocol}://${req.headers.host}`)]);
    return origin !== "null" && own.has(originOf(origin));
  }
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * Requests the app must not see as they are, caught before React Router:
 * no Host (HTTP/1.0) or one no URL can hold, a path whose percent-escapes
 * don't decode, a method the site doesn't answer, a target that is no path (another host's URL, `*`;
 * `OPTIONS *` is answered 204 with Allow), a change sent from another site. Each is one log line and a 400 in the path's
 * language: the site's page for a browser, JSON for a script. Also gives
 * each request its id, from a proxy's X-Request-Id or a new one.
 */
export function requestGuard({ publicOrigin, log }: { publicOrigin: string; log: (line: string) => void }): RequestHandler {
  return (req, res, next) => {
    const incomingId = req.headers["x-request-id"];
    for (const name of INTERNAL_HEADERS) delete req.headers[name];
    const id = requestIdFrom(incomingId);
    req.headers["x-request-id"] = id;
    res.locals.requestId = id;

    // The app's own origin is PUBLIC_URL; a forwarded host only ever misleads it (and one with a bad port breaks URLs).
    delete req.headers["x-forwarded-host"];

    let reason: "no host" | "malformed path" | "method" | "request target" | "cross-origin" | undefined;
    if (!validHost(req.headers.host)) {
      req.headers.host = new URL(publicOrigin).host;
      // Some load balancers check health over HTTP/1.0 without a Host: that check is answered as usual.
      if (req.path !== "/healthz") reason = "no host";
    } else if (!decodesCleanly(req.path)) {
      reason = "malformed path";
    } else if (!ALLOWED_METHODS.has(req.method)) {
      reason = "method";
    } else if (!isOriginForm(req.url)) {
      // `OPTIONS *` asks what the server does; another target that is no path (another host's URL, `*`) is refused.
      if (req.method === "OPTIONS" && req.url === "*") {
        res.status(204).set("Allow", [...ALLOWED_METHODS].join(", ")).end();
        return;
      }
      reason = "request target";
    } else if (!SAFE_METHODS.has(req.method) && !isSameOriginRequest(req, publicOrigin)) {
      reason = "cross-origin";
    }
    if (!reason) return next();

    // A client's mistake, not the server's fault: info, like the request's own line (issue 51).
    log(
      jsonLine("info", {
        msg: `request refused: ${reason}`,
        method: req.method,
        origin: reason === "cross-origin" ? originOf(req.headers.origin ?? "") ?? req.headers["sec-fetch-site"] : undefined,
        request: id,
      }),
    );
    const lang = refusalLang(req);
    const kind = reason === "cross-origin" ? "cross-origin" : reason === "method" ? "405" : "400";
    if (kind === "405") res.set("Allow", [...ALLOWED_METHODS].join(", "));
    const navigating = req.headers["sec-fetch-mode"] === "navigate" || /text\/html/.test(req.headers.accept ?? "");
    if (reason !== "malformed path" && RESOURCE_PATH.test(req.path) && !navigating) {
      res.status(kind === "405" ? 405 : 400).set("Cache-Control", "no-store").json({ error: { "cross-origin": "cross-origin", 405: "method", 400: "bad-request" }[kind] });
      return;
    }
    // The site's error page, rendered by React Router for a GET of the refusal route: no action runs, the layout is whole.
    delete req.headers.origin;
    req.method = "GET";
    req.url = req.originalUrl = `/${lang}/_refused/${kind}`;
    next();
  };
}
