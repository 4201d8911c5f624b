import { describe, expect, inject, it } from "vitest";
import { startServer } from "../support/server";
import { specArticles, specRoutes } from "../support/spec";

const baseUrl = inject("baseUrl");

describe("sitemaps and robots", () => {
  it("/sitemap.xml lists every public page and article with xhtml:link alternates", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const privatePages = new Set(["account", "wishlist"]);
    for (const row of specRoutes().filter((row) => !privatePages.has(row.id))) {
      expect(xml).toContain(`<loc>${baseUrl}${row.en}</loc>`);
      expect(xml).toContain(`<loc>${baseUrl}${row.es}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseUrl}${row.es}"/>`);
    }
    for (const row of specArticles()) expect(xml).toContain(`<loc>${baseUrl}/es/blog/${row.es}</loc>`);
    expect(xml).not.toContain("/en/account</loc>");
  });

  it("/robots.txt points to the sitemap, and to listing parts only when the listings outgrow it", async () => {
    const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    // 1,500 demo listings fit in /sitemap.xml: there is no second part.
    expect(text).not.toContain("/sitemaps/");
    for (const file of ["listings-2.xml", "listings-1.xml", "other.xml"]) {
      expect((await fetch(`${baseUrl}/sitemaps/${file}`)).status).toBe(404);
    }
  });

  it.each([
    { path: "/sitemap", lang: "en" },
    { path: "/en/sitemap", lang: "en" },
    { path: "/es/mapa-del-sitio", lang: "es" },
  ])("$path is the human site map", async ({ path, lang }) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    for (const row of specRoutes()) expect(html).toContain(`href="${lang === "en" ? row.en : row.es}"`);
  });
});

describe("production server", () => {
  // A server of its own, stopped in the test; without demo listings it starts in a second or two.
  it("answers /healthz, compresses, caches hashed assets for good and logs one JSON line per request", { timeout: 120_000 }, async () => {
    const server = await startServer({ SEED_COUNT: "0" });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "ok", mail: "ok", oldestUnsentSeconds: null, render: { inUse: 0, limit: 10, queued: 0, queueLimit: 200, stuck: 0 } });
      const page = await fetch(`${server.url}/en`, { headers: { "Accept-Encoding": "gzip" } });
      expect(page.headers.get("content-encoding")).toBe("gzip");
      const pageHtml = await page.text();
      const asset = /\/assets\/[^"]+\.js/.exec(pageHtml)?.[0];
      expect(asset).toBeTruthy();
      const cached = await fetch(`${server.url}${asset}`);
      expect(cached.status).toBe(200);
      expect(cached.headers.get("cache-control")).toContain("immutable");
      expect(cached.headers.get("cache-control")).toContain("max-age=31536000");
      // Scripts go out in the build's own brotli or gzip copy, whichever the browser takes, or as they are.
      const shell = /\/assets\/shell-[^"]+\.js/.exec(pageHtml)?.[0];
      const plain = await fetch(`${server.url}${shell}`, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers.get("content-encoding")).toBeNull();
      const source = await plain.text();
      for (const encoding of ["br", "gzip"]) {
        const encoded = await fetch(`${server.url}${shell}`, { headers: { "Accept-Encoding": encoding } });
        expect(encoded.headers.get("content-encoding")).toBe(encoding);
        expect(encoded.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
        expect(encoded.headers.get("vary")).toContain("Accept-Encoding");
        expect(encoded.headers.get("cache-control")).toContain("immutable");
        expect(await encoded.text()).toBe(source);
      }
      // V8 reads its compile hint only at the very top of a file, above Vite's preload map too (ADR 0505).
      const scripts = [...new Set(pageHtml.match(/\/assets\/[\w.-]+\.js/g))].filter((src) => !src.includes("/manifest-"));
      expect(scripts.length).toBeGreaterThan(3);
      for (const src of scripts) expect((await (await fetch(`${server.url}${src}`)).text()).slice(0, 29), src).toBe("//# allFunctionsCalledOnLoad\n");
      expect((await fetch(`${server.url}/assets/missing-file.js`)).status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = server.output().split("\n").filter((line) => line.includes('"path":"/en"'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ method: "GET", path: "/en", status: 200 });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain("SIGTERM: shutting down");
  });
});
