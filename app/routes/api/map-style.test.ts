import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetEnv } from "~/server/env.server";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import { type OpenFreeMapDouble, startOpenFreeMapDouble } from "../../../tests/support/openfreemap-double";
import type { Route } from "./+types/map-style";
import { loader } from "./map-style";

allowLocalDoublesForFile();

let up: OpenFreeMapDouble;
let down: OpenFreeMapDouble;
beforeAll(async () => {
  [up, down] = await Promise.all([startOpenFreeMapDouble(), startOpenFreeMapDouble()]);
  down.mode = "down";
});
afterAll(async () => {
  await Promise.all([up?.stop(), down?.stop()]);
});
afterEach(() => {
  vi.stubEnv("MAP_STYLE_URL", "off");
  forgetEnv();
  vi.restoreAllMocks();
});

function styleAt(url: string) {
  vi.stubEnv("MAP_STYLE_URL", url);
  forgetEnv();
}

async function get(lang: string) {
  const url = new URL(`http://localhost/api/map-style?lang=${lang}`);
  const response = await loader({ request: new Request(url), url, params: {} } as unknown as Route.LoaderArgs);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const placeLabel = (text: string) => (JSON.parse(text) as { layers: { id: string; layout?: Record<string, unknown> }[] }).layers.find((layer) => layer.id === "label_city")?.layout?.["text-field"];

describe("GET /api/map-style", () => {
  it("answers the style, read once, in the language asked for, public for five minutes", async () => {
    styleAt(up.url);
    const es = await get("es");
    expect(es.status).toBe(200);
    expect(es.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(es.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(JSON.parse(es.text)).toMatchObject({ sources: { openmaptiles: { type: "vector", url: `${up.origin}/planet` } } });
    expect(placeLabel(es.text)).toEqual(["coalesce", ["get", "name:es"], expect.anything()]);
    expect(placeLabel((await get("en")).text)).toEqual(["coalesce", ["get", "name:en"], expect.anything()]);
    expect(placeLabel((await get("fr")).text)).toEqual(["coalesce", ["get", "name:en"], expect.anything()]);
    expect(up.requests.filter((path) => path === "/styles/liberty")).toHaveLength(1);
  });

  it("answers 204, kept by no cache, with no style or one the server can't reach now", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const setting of ["off", down.url]) {
      styleAt(setting);
      const { status, headers, text } = await get("en");
      expect({ status, cacheControl: headers.get("Cache-Control"), text }).toEqual({ status: 204, cacheControl: "no-store", text: "" });
    }
    expect(down.requests).toEqual(["/styles/liberty"]);
  });
});
