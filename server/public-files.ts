import { readdirSync } from "node:fs";
import path from "node:path";
import type { Dirent } from "node:fs";
import express, { type Request, type RequestHandler, type Response } from "express";

/** The URL paths of the files under `dir`, outside `skip` (a top-level folder served on its own). */
function listFiles(dir: string, skip: string): Set<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    // No client build: no public files, and every request goes on to the app.
    return new Set();
  }
  const paths = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (relative[0] === skip) continue;
    paths.add(`/${relative.join("/")}`);
  }
  return paths;
}

/**
 * The build's public files (favicon, hero images) with short caching. They
 * are listed once at start-up, as the build never changes while the server
 * runs, so that a page request goes straight on to the app instead of asking
 * the disk whether it names a file first.
 */
export function publicFiles(clientDir: string, { skip, maxAge }: { skip: string; maxAge: string | number }): RequestHandler {
  const files = listFiles(clientDir, skip);
  const serve = express.static(clientDir, { maxAge, index: false });
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && files.has(req.path)) return serve(req, res, next);
    next();
  };
}

/**
 * The last handler under /assets: a hashed file that isn't there (a page from
 * the previous deploy asking for its script) is a plain 404, one line in the
 * request log, never a page. express.static's own (fallthrough: false) went
 * through Express's error handler, which printed the ENOENT with the file's
 * absolute path over several lines.
 */
export function assetNotFound(req: Request, res: Response): void {
  res.set("Cache-Control", "no-store").type("text/plain");
  if (req.method === "GET" || req.method === "HEAD") {
    res.status(404).send("Not Found");
    return;
  }
  res.set("Allow", "GET, HEAD").status(405).send("Method Not Allowed");
}
