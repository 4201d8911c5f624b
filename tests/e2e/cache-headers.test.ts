import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });

describe("HTTP caching of pages", () => {
  it.each(["/en", "/es/buscar?propertyType=condo", "/en/residential/for-sale"])(
    "%s is public for a short while, with an ETag, Vary: Cookie and a 304 on revalidation",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      await response.arrayBuffer();
      const again = await get(path, { "If-None-Match": etag ?? "" });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    },
  );

  it("renders the theme cookie into the page and keeps one version per theme", async () => {
    const dark = await get("/en/about", { Cookie: "theme=dark" });
    const light = await get("/en/about", { Cookie: "theme=light" });
    expect(await dark.text()).toContain('data-theme="dark"');
    expect(await light.text()).toContain('data-theme="light"');
    expect(dark.headers.get("etag")).not.toBe(light.headers.get("etag"));
    expect((await get("/en/about", { Cookie: "theme=dark" })).headers.get("etag")).toBe(dark.headers.get("etag"));
  });

  it.each(["rgv.session_token=made-up.value", "__Secure-rgv.session_token=made-up.value"])(
    "a request carrying a session cookie (%s) gets a private, unstored page",
    async (cookie) => {
      const response = await get("/en", { Cookie: `theme=dark; ${cookie}` });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
    },
  );

  it("a page that clears a flash (sets a cookie) is private and unstored", async () => {
    const response = await get("/en/about", { Cookie: "flash=signed-in" });
    expect(response.headers.get("set-cookie")).toContain("flash=");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("errors are not cached", async () => {
    const missing = await get("/en/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(missing.headers.get("etag")).toBeNull();
  });
});
