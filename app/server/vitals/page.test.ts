import { describe, expect, it } from "vitest";
import { deviceClass, reportedPage } from "./page.server";

const endpoint = (query = "") => new URL(`https://rgv.example/api/analytics/vitals${query}`);

describe("the page a report is about", () => {
  it.each([
    ["/en", { path: "/en", template: "home", lang: "en" }],
    ["/es/buscar/", { path: "/es/buscar", template: "search", lang: "es" }],
    ["/en/mcallen", { path: "/en/mcallen", template: "city", lang: "en" }],
    ["/es/blog/guia-primeros-compradores-rgv", { path: "/es/blog/guia-primeros-compradores-rgv", template: "article", lang: "es" }],
    ["/en/property/RGV123/1-main-st", { path: "/en/property/RGV123/1-main-st", template: "property", lang: "en" }],
    ["/", { path: "/", template: "root", lang: "en" }],
    ["/es/no-existe", { path: "/es/no-existe", template: "other", lang: "es" }],
  ])("path=%s", (path, expected) => {
    expect(reportedPage(endpoint(`?path=${encodeURIComponent(path)}`), null)).toEqual(expected);
  });

  it("falls back to a same-origin Referer and ignores other origins and bad paths", () => {
    expect(reportedPage(endpoint(), "https://rgv.example/es/herramientas?x=1")).toMatchObject({ path: "/es/herramientas", template: "tools" });
    expect(reportedPage(endpoint(), "https://elsewhere.example/en")).toBeUndefined();
    expect(reportedPage(endpoint(), null)).toBeUndefined();
    expect(reportedPage(endpoint("?path=//evil.example"), null)).toBeUndefined();
    expect(reportedPage(endpoint(`?path=/${"a".repeat(400)}`), null)).toBeUndefined();
  });
});

describe("device class", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it.each([
    [{ "Sec-CH-UA-Mobile": "?1", "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile" }, "mobile"],
    [{ "Sec-CH-UA-Mobile": "?0", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140" }, "desktop"],
    [{ "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" }, "mobile"],
    [{ "User-Agent": "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)" }, "tablet"],
    [{ "Sec-CH-UA-Mobile": "?0", "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36" }, "tablet"],
    [{ "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15" }, "desktop"],
    [{}, "desktop"],
  ])("%j → %s", (values, expected) => {
    expect(deviceClass(headers(values))).toBe(expected);
  });
});
