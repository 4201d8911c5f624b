import type { AddressInfo } from "node:net";
import { get as httpGet, type IncomingHttpHeaders, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache.ts";

let version = "1";
let clock = 0;
let renders = 0;
const policy = {
  isPersonal: (cookie: string | undefined, authorization: string | undefined) => Boolean(authorization) || Boolean(cookie?.includes("session=")),
  variant: (cookie: string | undefined) => (!cookie ? "" : /^theme=\w+$/.test(cookie) ? cookie : undefined),
  version: async () => version,
};

/** Stands in for React Router's handler: headers first, then the page in chunks, as the adapter writes it. */
function render(req: Request, res: Response) {
  renders += 1;
  const nonce = res.locals.cspNonce as string | undefined;
  const script = nonce ? `<script nonce="${nonce}">start()</script>` : "";
  const page = `<!doctype html><html data-theme="${req.headers.cookie ?? "system"}"><body>${"listing ".repeat(400)}${req.path} v${version}${script}</body></html>`;
  if (nonce) res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}' 'sha256-abc' 'strict-dynamic'`);
  if (req.path === "/set-cookie") res.append("Set-Cookie", "flash=1; Path=/");
  if (req.path === "/own") res.setHeader("Cache-Control", "public, max-age=3600");
  if (req.path === "/missing") res.status(404);
  if (req.path === "/moved") {
    res.status(302).setHeader("Location", "/en");
    res.end();
    return;
  }
  res.setHeader("Content-Type", req.path === "/nav.data" ? "text/x-script" : "text/html; charset=utf-8");
  res.write(page.slice(0, 100));
  setTimeout(() => res.end(Buffer.from(page.slice(100))), 1);
}

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(compression());
  let nonces = 0;
  app.use((req, res, next) => {
    if (req.path.startsWith("/nonce")) res.locals.cspNonce = `n${(nonces += 1)}`;
    next();
  });
  // Stands in for the visit cookie (ADR 0426): set when the visit came from Facebook.
  const asideCookie = (req: Request) => (req.headers.referer?.startsWith("https://facebook.com/") ? "visit=facebook; Path=/" : undefined);
  app.use(pageCache({ policy, maxAge: 60, maxEntries: 3, now: () => clock, asideCookie }));
  app.all("/{*splat}", render);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  version = String(Number(version) + 1);
  clock = 0;
  renders = 0;
});

/** fetch always decompresses; this shows the bytes as sent. */
function raw(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("page cache", () => {
  it("sets a cookie the page doesn't depend on beside a kept page, privately, and keeps the page it renders for everyone", async () => {
    const fromFacebook = { Referer: "https://facebook.com/" };
    const landing = await get("/en/mcallen", fromFacebook);
    expect(landing.headers.get("set-cookie")).toBe("visit=facebook; Path=/");
    expect(landing.headers.get("cache-control")).toBe("private, no-store");
    const next = await get("/en/mcallen");
    expect(next.headers.get("set-cookie")).toBeNull();
    expect(next.headers.get("cache-control")).toContain("public");
    const again = await get("/en/mcallen", fromFacebook);
    expect(again.headers.get("set-cookie")).toBe("visit=facebook; Path=/");
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(await again.text()).toBe(await next.text());
    expect(renders).toBe(1);
  });

  it("sets that cookie on a page it can't keep too, never publicly", async () => {
    const missing = await get("/missing", { Referer: "https://facebook.com/" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("set-cookie")).toBe("visit=facebook; Path=/");
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const flash = await get("/set-cookie", { Referer: "https://facebook.com/" });
    expect(flash.headers.get("set-cookie")).toBe("flash=1; Path=/, visit=facebook; Path=/");
    expect(flash.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps a page without the nonce of the response it was rendered for: every visitor gets the hashes, no one another's nonce", async () => {
    const first = await get("/nonce");
    const second = await get("/nonce");
    expect(renders).toBe(1);
    for (const response of [first, second]) {
      expect(response.headers.get("content-security-policy")).toBe("script-src 'sha256-abc' 'strict-dynamic'");
      const body = await response.text();
      expect(body).toContain("<script>start()</script>");
      expect(body).not.toContain('nonce="');
    }
  });

  it("serves anonymous pages publicly with an ETag, Vary: Cookie, and a 304 for a matching If-None-Match", async () => {
    const first = await get("/en");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(first.headers.get("vary")).toMatch(/Cookie/);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await first.text()).toContain("/en v");
    const revalidated = await get("/en", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
  });

  it("renders once and serves the kept page until the version changes or it ages out", async () => {
    const body = await (await get("/en/search?page=2")).text();
    expect(await (await get("/en/search?page=2")).text()).toBe(body);
    expect(renders).toBe(1);
    version = `${version}b`;
    expect(await (await get("/en/search?page=2")).text()).toContain(`v${version}`);
    expect(renders).toBe(2);
    clock = 61_000;
    await get("/en/search?page=2");
    expect(renders).toBe(3);
  });

  it("renders a page once for concurrent requests and shares the result", async () => {
    const bodies = await Promise.all(Array.from({ length: 5 }, () => get("/en/concurrent").then((response) => response.text())));
    expect(new Set(bodies).size).toBe(1);
    expect(renders).toBe(1);
  });

  it("keeps one page per theme and compresses it once per encoding", async () => {
    const dark = await get("/en/about", { Cookie: "theme=dark", "Accept-Encoding": "gzip" });
    expect(dark.headers.get("content-encoding")).toBe("gzip");
    expect(await dark.text()).toContain('data-theme="theme=dark"');
    const light = await get("/en/about", { Cookie: "theme=light" });
    expect(await light.text()).toContain('data-theme="theme=light"');
    const again = await raw("/en/about", { Cookie: "theme=dark", "Accept-Encoding": "gzip" });
    expect(renders).toBe(2);
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(again.body).toString()).toContain('data-theme="theme=dark"');
  });

  it("never keeps or shares a signed-in page", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get("/en", { Cookie: "session=abc" });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
    }
    expect(renders).toBe(2);
    expect((await get("/en", { Authorization: "Bearer x" })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("renders afresh for unknown cookies, still public", async () => {
    await get("/en/tools", { Cookie: "flash=hello" });
    const response = await get("/en/tools", { Cookie: "flash=hello" });
    expect(renders).toBe(2);
    expect(response.headers.get("cache-control")).toContain("public");
  });

  it("makes responses that set cookies private and never keeps them", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get("/set-cookie");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(renders).toBe(2);
  });

  it("doesn't cache errors or redirects and leaves a route's own Cache-Control alone", async () => {
    const missing = await get("/missing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${base}/moved`, { redirect: "manual" })).headers.get("cache-control")).toBe("no-cache");
    expect((await get("/own")).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await get("/missing")).status).toBe(404);
    expect(renders).toBe(4);
  });

  it("treats a client navigation's .data like its page, and answers HEAD from the kept page", async () => {
    const data = await get("/nav.data");
    expect(data.headers.get("cache-control")).toContain("public");
    const head = await fetch(`${base}/nav.data`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(3000);
    expect(renders).toBe(1);
  });

  it("evicts the least recently used page beyond its capacity", async () => {
    for (const path of ["/a", "/b", "/c"]) await get(path);
    await get("/a");
    await get("/d");
    expect(renders).toBe(4);
    await get("/a");
    expect(renders).toBe(4);
    await get("/b");
    expect(renders).toBe(5);
  });
});
