import type { RequestHandler } from "express";
import { logLine } from "../app/lib/log-line.ts";

/** Crawlers, link previews, monitors and scripts: not visitors, so not views. */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|pagespeed|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|^node$/i;

/** A prefetch (Chromium's Sec-Purpose, older browsers' Purpose) fetches a page nobody has looked at yet. */
function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  return /prefetch/i.test(String(headers["sec-purpose"] ?? "")) || /prefetch/i.test(String(headers.purpose ?? ""));
}

/**
 * Tells the app of each page a visitor was shown: a GET answered 200, from the
 * page cache or rendered, as a document or a client navigation's `.data`;
 * never a HEAD, a prefetch or a bot. Placed before the page cache so that its
 * hits count too; the app decides which paths are listing views, and counts
 * them in memory (nothing here waits on it).
 */
export function pageViews(onView: (pathname: string) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" && !isPrefetch(req.headers)) {
      const agent = req.headers["user-agent"] ?? "";
      if (agent !== "" && !NOT_A_VISITOR.test(agent)) {
        const pathname = req.originalUrl.split("?")[0] ?? "";
        res.on("finish", () => {
          if (res.statusCode !== 200) return;
          // After the response, in an event handler: a throw here would take the process down, and a lost view matters less.
          try {
            onView(pathname);
          } catch (error) {
            logLine("error", { msg: "page view not counted", error: error instanceof Error ? error.name : typeof error });
          }
        });
      }
    }
    next();
  };
}
