import { request as httpsRequest } from "node:https";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../support/server";
import { startTlsProxy, type TlsProxy } from "../support/tls-proxy";

/** Every kind of response the site gives: cached and uncached pages, API, assets, photos, errors, redirects, health. */
async function responseKinds(base: string): Promise<string[]> {
  const home = await (await fetch(`${base}/en`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] ?? "/assets/missing.js";
  const photo = /\/photos\/[\w-]+\/[\w-]+/.exec(await (await fetch(`${base}/en/search`)).text())?.[0] ?? "/photos/x/y";
  return ["/en", "/es/buscar", "/en/contact", "/api/favorites", asset, "/assets/missing.js", photo, "/favicon.svg", "/en/no-such-page", "/en/%E0%A4%A", "/agent", "/healthz", "/robots.txt", "/sitemap.xml", "/api/account/welcome?to=/en"];
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
}

let proxy: TlsProxy;
let server: RunningServer;

/** A request through the TLS terminator, trusting its self-signed certificate. */
function viaTls(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const ca = readFileSync(proxy.certFile);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${proxy.url}${path}`, { method: init.method ?? "GET", headers: init.headers, ca }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

function expectEveryHeaderButHsts(headers: Record<string, string | string[] | undefined> | Headers, where: string) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined)) ?? undefined;
  const policy = get("content-security-policy") ?? "";
  expect(policy, where).toMatch(/script-src [^;]*'strict-dynamic'/);
  expect(policy, where).toMatch(/script-src [^;]*'(nonce|sha256)-/);
  expect(policy, where).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) expect(policy, where).toContain(directive);
  expect(get("x-content-type-options"), where).toBe("nosniff");
  expect(get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(get("permissions-policy"), where).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(get("cross-origin-opener-policy"), where).toBe("same-origin");
  expect(get("cross-origin-resource-policy"), where).toBe("same-origin");
}

describe("security headers over plain http", () => {
  it("are on every kind of response, all but HSTS", async () => {
    const base = inject("baseUrl");
    for (const path of await responseKinds(base)) {
      const response = await fetch(`${base}${path}`, { redirect: "manual" });
      expectEveryHeaderButHsts(response.headers, path);
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("give an uncached page a fresh nonce on every response, on each of its inline scripts", async () => {
    const base = inject("baseUrl");
    const nonces = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const response = await fetch(`${base}/en/contact`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("never give a cached page another response's nonce: a kept page carries none, and hashes allow its scripts", async () => {
    const base = inject("baseUrl");
    const first = await fetch(`${base}/es/buscar?city=mission`);
    const second = await fetch(`${base}/es/buscar?city=mission`);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    for (const response of [first, second]) {
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).not.toContain("'nonce-");
      expect(policy).toMatch(/'sha256-[\w+/=]+'/);
      expect(await response.text()).not.toContain(" nonce=");
    }
  });
});

describe("security headers over https, behind a TLS terminator", () => {
  beforeAll(async () => {
    const port = await freePort();
    server = await startServer({ PUBLIC_URL: `https://localhost:${port}`, SEED_COUNT: "30" });
    proxy = await startTlsProxy(server.url, { port });
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
  });

  it("add HSTS for a year and more, with subdomains, to every kind of response", async () => {
    for (const path of await responseKinds(server.url)) {
      const { headers } = await viaTls(path);
      expectEveryHeaderButHsts(headers, path);
      const hsts = String(headers["strict-transport-security"] ?? "");
      expect(hsts, path).toContain("includeSubDomains");
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(headers["content-security-policy"], path).toContain("upgrade-insecure-requests");
    }
  });

  it("mark every cookie Secure: flash, theme, language and visit source as well as the session", async () => {
    const theme = await viaTls("/api/theme", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.url },
      body: "theme=dark&redirectTo=/es",
    });
    expect(theme.status).toBe(302);
    const welcome = await viaTls("/api/account/welcome?to=/es");
    const preferences = await viaTls("/en/account", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.url },
      body: "intent=sign-in&email=nobody%40example.com&password=wrong-password-123",
    });
    // Where the visit came from (ADR 0426), set beside the page.
    const visit = await viaTls("/en?utm_source=facebook");
    const cookies = [theme, welcome, preferences, visit].flatMap((answer) => answer.headers["set-cookie"] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith("visit-source="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("theme="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("flash="))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure\b/i);
  });

  it("refuse a change sent from another site, and take one from the site's own https origin", async () => {
    const foreign = await viaTls("/api/theme", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "theme=dark&redirectTo=/en",
    });
    expect(foreign.status).toBe(400);
    const own = await viaTls("/api/theme", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.url },
      body: "theme=dark&redirectTo=/en",
    });
    expect(own.status).toBe(302);
  });
});
