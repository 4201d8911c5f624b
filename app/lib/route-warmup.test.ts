import { describe, expect, it } from "vitest";
import { manifestUrl } from "./route-warmup";

describe("manifestUrl", () => {
  it("asks for the path and each of its ancestors, sorted, at the build's version, as React Router does", () => {
    const url = new URL(manifestUrl("/en/mcallen/tres-lagos", "d5266e47", "https://example.com"));
    expect(url.origin + url.pathname).toBe("https://example.com/__manifest");
    expect(url.searchParams.get("paths")).toBe("/en,/en/mcallen,/en/mcallen/tres-lagos");
    expect(url.searchParams.get("version")).toBe("d5266e47");
    expect(url.search).toBe("?paths=%2Fen%2C%2Fen%2Fmcallen%2C%2Fen%2Fmcallen%2Ftres-lagos&version=d5266e47");
  });

  it("asks for a page at the top level alone", () => {
    expect(new URL(manifestUrl("/es", "v1", "http://localhost:3000")).searchParams.get("paths")).toBe("/es");
  });
});
