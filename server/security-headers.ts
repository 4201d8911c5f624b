import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/**
 * Every response's security headers (the app's `securityHeaders` hook says
 * which), with a fresh script nonce that React Router's render reads from the
 * request. Over https every cookie the app sets is also made Secure, whoever
 * set it, so that none can travel over plain http.
 */
export function securityHeaders({ headersFor, https }: { headersFor: (nonce: string) => Record<string, string>; https: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Whatever a client sent under this name is replaced.
    req.headers["x-csp-nonce"] = nonce;
    for (const [name, value] of Object.entries(headersFor(nonce))) res.setHeader(name, value);
    // React Router's adapter appends its response's headers: a page's own policy (its script hashes) replaces this default instead of joining it.
    const append = res.append;
    res.append = function replacePolicy(this: Response, field: string, value?: string[] | string): Response {
      if (String(field).toLowerCase() !== "content-security-policy" || value === undefined) return append.call(this, field, value);
      this.setHeader(field, value);
      return this;
    };
    if (https) {
      const setHeader = res.setHeader;
      res.setHeader = function secureCookies(this: Response, name: string, value: number | string | readonly string[]) {
        if (String(name).toLowerCase() !== "set-cookie") return setHeader.call(this, name, value);
        const cookies = (Array.isArray(value) ? value : [value]).map((cookie) => (/;\s*secure\b/i.test(String(cookie)) ? cookie : `${cookie}; Secure`));
        return setHeader.call(this, name, cookies);
      } as Response["setHeader"];
    }
    next();
  };
}
