import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const types: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
const suffixes: Record<string, string> = { br: ".br", gzip: ".gz" };

/**
 * Sends the brotli or gzip copy the build wrote beside a hashed script or
 * stylesheet, when the browser accepts that encoding, by pointing the static
 * handler after it at that file. The folder is listed once: hashed assets
 * never change while the server runs.
 */
export function precompressed(dir: string): RequestHandler {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(dir));
  } catch {
    // No assets folder (no client build): nothing to send precompressed, and the static handler answers 404.
    files = new Set();
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = types[path.extname(name)];
    if (!type || name.includes("/")) return next();
    res.vary("Accept-Encoding");
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const suffix = encoding ? suffixes[encoding] : undefined;
    if (!encoding || !suffix || !files.has(name + suffix)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Type", type);
    req.url = `/${name}${suffix}`;
    next();
  };
}
