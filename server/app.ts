import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import type { AppBuild, HealthReport } from "./build.ts";
import { jsonLine, pathForLog } from "../app/lib/log-line.ts";
import { pageCache } from "./page-cache.ts";
import { pageViews } from "./page-views.ts";
import { precompressed } from "./precompressed.ts";
import { assetNotFound, publicFiles } from "./public-files.ts";
import { drainUnreadBody } from "./drain-body.ts";
import { gateWedged, renderGate } from "./render-gate.ts";
import { requestGuard } from "./request-guard.ts";
import { originForm } from "./request-target.ts";
import { securityHeaders } from "./security-headers.ts";
import { trailingSlash } from "./trailing-slash.ts";

/** Express's "trust proxy" setting: a hop count, true/false, or names and addresses ("loopback", "10.0.0.0/8"). */
export type TrustProxy = boolean | number | string;

export interface AppOptions {
  build: AppBuild;
  /** The build's client folder: hashed assets under assets/, the other public files beside them. */
  clientDir: string;
  trustProxy?: TrustProxy;
  log?: (line: string) => void;
  health?: () => Promise<HealthReport>;
  /** True once the server has been told to stop: /healthz and /readyz then answer 503 so a load balancer sends elsewhere. */
  stopping?: () => boolean;
}

/** One JSON line per request, written when the response finishes. */
function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    // As asked (a refused request goes on to its error page as a GET of another path), and without the
    // query, which holds what visitors type into searches and forms.
    const { method } = req;
    const path = pathForLog(req.originalUrl.split("?")[0] ?? "");
    res.on("finish", () => {
      log(
        jsonLine(res.statusCode >= 500 ? "error" : "info", {
          method,
          path,
          status: res.statusCode,
          ms: Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)),
          bytes: Number(res.getHeader("content-length")) || undefined,
          ip: req.ip,
          request: res.locals.requestId,
        }),
      );
    });
    next();
  };
}

/**
 * The production HTTP app around React Router's handler: compression
 * (build-time for hashed assets), immutable caching of hashed assets, page caching, health check and request logs.
 */
export function createApp({ build, clientDir, trustProxy = "loopback", log = console.log, health = async () => ({ status: "ok" }), stopping = () => false }: AppOptions): Express {
  const hooks = build.entry.module;
  const app = express();
  app.disable("x-powered-by");
  // Behind a load balancer the visitor's address arrives in X-Forwarded-For; trust only the hops configured.
  app.set("trust proxy", trustProxy);
  const publicOrigin = hooks.publicOrigin();
  const gate = renderGate(hooks.renderLimits());
  // Before the log line: an absolute-form target for this site is logged, and served, as its path.
  app.use(originForm(publicOrigin));
  app.use(requestLog(log));
  app.use(drainUnreadBody());
  app.use(securityHeaders({ headersFor: hooks.securityHeaders, https: publicOrigin.startsWith("https://") }));
  app.use(requestGuard({ publicOrigin, log }));
  // The app reads the visitor's address (rate limits) from this header; whatever a client sent in it was dropped by the guard.
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });
  app.use(compression());
  app.use(trailingSlash());

  // The report (app/server/health.server.ts) bounds its own wait: a load balancer hears back within a second.
  // The render gate's turns are part of it: an instance whose turns are stuck renders no page, database or not.
  // What a load balancer asks (deploy/Caddyfile): only what sets this instance apart from the others, that it is
  // stopping or its render turns are stuck. The database and mail are every instance's: on /healthz's 503 for
  // them Caddy would take all of them out and answer its own bare 503, even for pages they still serve.
  app.get("/readyz", (_req, res) => {
    const render = gate.state();
    const status = stopping() ? "stopping" : gateWedged(render) ? "unavailable" : "ok";
    res.status(status === "ok" ? 200 : 503).set("Cache-Control", "no-store").json({ status, render });
  });
  app.get("/healthz", async (_req, res) => {
    if (stopping()) {
      res.status(503).set("Cache-Control", "no-store").json({ status: "stopping" });
      return;
    }
    const report = await health().catch((): HealthReport => ({ status: "unavailable" }));
    const render = gate.state();
    const status = gateWedged(render) ? "unavailable" : report.status;
    res.status(status === "ok" ? 200 : 503).set("Cache-Control", "no-store").json({ ...report, status, render });
  });

  app.use(
    "/assets",
    precompressed(`${clientDir}/assets`),
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    assetNotFound,
  );
  app.use(publicFiles(clientDir, { skip: "assets", maxAge: "1h" }));
  const archive = hooks.basemapArchive();
  if (archive) {
    // The street basemap (ADR 0417): MapLibre reads the archive in byte ranges, which send answers 206, with
    // ETag and If-Range so a replaced archive is never mixed with ranges of the old one.
    app.get(archive.path, (_req, res, next) => {
      res.sendFile(archive.file, { acceptRanges: true, etag: true, lastModified: true, maxAge: "1h", headers: { "Content-Type": "application/octet-stream" } }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    });
  }
  // Browsers ask for /favicon.ico whenever a document names no icon (robots.txt, a feed): the site's icon is the
  // SVG, and without this each such request rendered the whole 404 page.
  app.get("/favicon.ico", (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").redirect(301, "/favicon.svg");
  });

  // Before the page cache: a cached page shown to a visitor is a view like a rendered one.
  app.use(pageViews(hooks.pageViewed));
  app.use(
    pageCache({
      policy: hooks.pageCachePolicy,
      asideCookie: (req) => (req.method === "GET" ? hooks.visitCookie(req.originalUrl, { referer: req.headers.referer, cookie: req.headers.cookie }) : undefined),
    }),
  );
  // After the page cache (a kept page waits for nothing): renders no more pages at once than the database pool
  // has connections, so a busy healthy database queues pages here rather than failing them on its deadline.
  app.use(gate.handler);
  // app.use, not a route: a route's pattern would decode the path, and the guard has already judged it.
  app.use(createRequestHandler({ build }));
  return app;
}
