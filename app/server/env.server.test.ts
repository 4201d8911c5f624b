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

describe("DATABASE_POOL_MAX and RENDER_QUEUE_MAX", () => {
  it("default to a pool of 10 (and 10 pages rendered at once) and 200 waiting", () => {
    expect(loadEnv({})).toMatchObject({ DATABASE_POOL_MAX: 10, RENDER_QUEUE_MAX: 200 });
    expect(loadEnv({ DATABASE_POOL_MAX: "25", RENDER_QUEUE_MAX: "0" })).toMatchObject({ DATABASE_POOL_MAX: 25, RENDER_QUEUE_MAX: 0 });
  });

  it("refuse at boot a pool without connections or a count that isn't a whole number", () => {
    expect(() => loadEnv({ DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadEnv({ DATABASE_POOL_MAX: "ten" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadEnv({ RENDER_QUEUE_MAX: "-1" })).toThrow(/RENDER_QUEUE_MAX/);
    expect(() => loadEnv({ RENDER_QUEUE_MAX: "2.5" })).toThrow(/RENDER_QUEUE_MAX/);
  });
});
