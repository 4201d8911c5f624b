import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { pageCache } from "./page-cache.js";
import { precompressed } from "./precompressed.js";
import { publicFiles } from "./public-files.js";

/** One JSON line per request, written when the response finishes. */
function requestLog(log) {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? "error" : "info",
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          ms: Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)),
          bytes: Number(res.getHeader("content-length")) || undefined,
          ip: req.ip,
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
export function createApp({ build, clientDir, trustProxy = "loopback", log = console.log, health = async () => true }) {
  const hooks = build.entry.module;
  const app = express();
  app.disable("x-powered-by");
  // Behind a load balancer the visitor's address arrives in X-Forwarded-For; trust only the hops configured.
  app.set("trust proxy", trustProxy);
  app.use(requestLog(log));
  // The app reads the visitor's address (rate limits) from this header; whatever a client sent in it is replaced.
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await health().catch(() => false);
    res.status(ok ? 200 : 503).set("Cache-Control", "no-store").json({ status: ok ? "ok" : "unavailable" });
  });

  app.use(
    "/assets",
    precompressed(`${clientDir}/assets`),
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(publicFiles(clientDir, { skip: "assets", maxAge: "1h" }));

  app.use(pageCache({ policy: hooks.pageCachePolicy }));
  app.all("/{*splat}", createRequestHandler({ build }));
  return app;
}
