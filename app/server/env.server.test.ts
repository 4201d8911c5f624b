import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";

describe("MAP_STYLE_URL", () => {
  it("is unset, and the maps draw the offline basemap, when absent or empty", () => {
    expect(loadEnv({}).MAP_STYLE_URL).toBeUndefined();
    expect(loadEnv({ MAP_STYLE_URL: "  " }).MAP_STYLE_URL).toBeUndefined();
  });

  it("takes an http(s) URL and refuses anything else at boot", () => {
    expect(loadEnv({ MAP_STYLE_URL: "https://tiles.example.com/styles/liberty/style.json" }).MAP_STYLE_URL).toBe(
      "https://tiles.example.com/styles/liberty/style.json",
    );
    expect(() => loadEnv({ MAP_STYLE_URL: "tiles.example.com/style.json" })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadEnv({ MAP_STYLE_URL: "javascript:alert(1)" })).toThrow(/MAP_STYLE_URL/);
  });
});
