import type { RequestHandler } from "express";

/**
 * One URL per page (issue 58): a path with a trailing slash (`/en/about/`) answers 301 to the same path
 * without it, the query kept, so search engines never see two addresses of one page. Only GET and HEAD:
 * a form posted to such a path keeps its body by reaching the app as it came. A path that would become
 * `//host` or `/\host` without its slashes (browsers read a backslash there as a slash, so both are another
 * site) is no path of this site and is left to the app's 404, never redirected.
 */
export function trailingSlash(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.originalUrl.indexOf("?");
    const path = query < 0 ? req.originalUrl : req.originalUrl.slice(0, query);
    const trimmed = path.replace(/\/+$/, "");
    if (trimmed === path || trimmed === "" || /^\/[\\/]/.test(trimmed)) return next();
    res.redirect(301, trimmed + (query < 0 ? "" : req.originalUrl.slice(query)));
  };
}
