import { validateStyleMin, type StyleSpecification } from "@maplibre/maplibre-gl-style-spec";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OutgoingRefused, OutgoingTimeout, type OutgoingFetch, type OutgoingRequest } from "~/server/http/outgoing.server";
import { libertyCityLabel } from "../../../tests/support/openfreemap-double";
import { localizedStyle, STYLE_KEEP_MS, STYLE_QUIET_MS, styleReader, type RemoteStyle } from "./remote-style.server";

/** OpenFreeMap's Liberty as its styles repository writes it (hyperknot/openfreemap-styles), a few of its layers. */
const liberty: RemoteStyle = {
  version: 8,
  sources: { openmaptiles: { type: "vector", url: "https://tiles.openfreemap.org/planet" } },
  sprite: "https://tiles.openfreemap.org/sprites/ofm_f384/ofm",
  glyphs: "https://tiles.openfreemap.org/fonts/{fontstack}/{range}.pbf",
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#f8f4f0" } },
    { id: "road_minor", type: "line", source: "openmaptiles", "source-layer": "transportation", paint: { "line-color": "#fff" } },
    libertyCityLabel,
    { id: "road_shield_us", type: "symbol", source: "openmaptiles", "source-layer": "transportation_name", layout: { "text-field": ["to-string", ["get", "ref"]], "text-font": ["Noto Sans Regular"] } },
    { id: "water_name", type: "symbol", source: "openmaptiles", "source-layer": "water_name", layout: { "text-field": "{name:latin}", "text-font": ["Noto Sans Italic"] } },
  ],
};

const textField = (style: RemoteStyle, id: string) => style.layers.find((layer) => layer.id === id)?.layout?.["text-field"];

describe("localizedStyle", () => {
  it.each(["en", "es"] as const)("names places in the page's language (%s) where the data has it, and stays a valid style", (lang) => {
    const style = localizedStyle(liberty, lang);
    expect(textField(style, "label_city")).toEqual(["coalesce", ["get", `name:${lang}`], textField(liberty, "label_city")]);
    expect(textField(style, "water_name")).toEqual(["coalesce", ["get", `name:${lang}`], ["get", "name:latin"]]);
    // A road's number is no name.
    expect(textField(style, "road_shield_us")).toEqual(["to-string", ["get", "ref"]]);
    expect(validateStyleMin(style as StyleSpecification)).toEqual([]);
    expect({ ...style, layers: [] }).toEqual({ ...liberty, layers: [] });
  });
});

interface Call {
  readonly url: string;
  readonly request: OutgoingRequest;
}

/** An outgoing fetch that answers each call with the next of `answers`: a body, a status, or an error thrown. */
function outgoingDouble(...answers: (unknown | number | Error)[]): { outgoing: OutgoingFetch; calls: Call[] } {
  const calls: Call[] = [];
  const outgoing: OutgoingFetch = (url, request) => {
    calls.push({ url: String(url), request });
    const answer = answers.shift();
    if (answer instanceof Error) return Promise.reject(answer);
    if (typeof answer === "number") return Promise.resolve({ status: answer, headers: new Headers(), body: new Uint8Array(), url: String(url) });
    const body = typeof answer === "string" ? answer : JSON.stringify(answer);
    return Promise.resolve({ status: 200, headers: new Headers(), body: new TextEncoder().encode(body), url: String(url) });
  };
  return { outgoing, calls };
}

/** The log lines of each test, kept off the run's output. */
let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const method of ["log", "warn"] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const url = "https://tiles.openfreemap.org/styles/liberty";
const site = "https://homes.example";

describe("styleReader", () => {
  it("reads the style once through the guard, with the site as Referer, and keeps it an hour in each language", async () => {
    let now = 0;
    const { outgoing, calls } = outgoingDouble(liberty, liberty);
    const read = styleReader({ url, site, outgoing, now: () => now });
    const [en, es] = await Promise.all([read("en"), read("es")]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url, request: { what: "map style", headers: { Referer: "https://homes.example/" } } });
    expect(calls[0]?.request.timeoutMs).toBeLessThanOrEqual(3_000);
    expect(JSON.parse(en ?? "")).toEqual(localizedStyle(liberty, "en"));
    expect(JSON.parse(es ?? "")).toEqual(localizedStyle(liberty, "es"));
    now = STYLE_KEEP_MS - 1;
    await read("en");
    expect(calls).toHaveLength(1);
    now = STYLE_KEEP_MS;
    await read("en");
    expect(calls).toHaveLength(2);
  });

  it("answers null to a host that refuses, fails or sends no style, and asks again at the next map", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const { outgoing, calls } = outgoingDouble(refused, 503, "<html>", { version: 8, layers: "none" }, liberty);
    const read = styleReader({ url, site, outgoing });
    for (let attempt = 0; attempt < 4; attempt++) expect(await read("en")).toBeNull();
    expect(await read("en")).not.toBeNull();
    expect(calls).toHaveLength(5);
  });

  it("doesn't ask a host that ran out of time again for a minute, nor one the outgoing guard refuses at all", async () => {
    let now = 0;
    const timedOut = outgoingDouble(new OutgoingTimeout("no answer within 3000 ms"), liberty);
    const read = styleReader({ url, site, outgoing: timedOut.outgoing, now: () => now });
    expect(await read("en")).toBeNull();
    now = STYLE_QUIET_MS - 1;
    expect(await read("es")).toBeNull();
    expect(timedOut.calls).toHaveLength(1);
    now = STYLE_QUIET_MS;
    expect(await read("es")).not.toBeNull();

    const refusal = outgoingDouble(new OutgoingRefused("loopback", "127.0.0.1:9"), liberty);
    const never = styleReader({ url: "http://127.0.0.1:9/style.json", site, outgoing: refusal.outgoing });
    expect(await never("en")).toBeNull();
    expect(await never("en")).toBeNull();
    expect(refusal.calls).toHaveLength(1);
  });

  it("writes one warning while the style doesn't answer, and a line when it does again", async () => {
    const { outgoing } = outgoingDouble(new Error("getaddrinfo ENOTFOUND"), new Error("getaddrinfo ENOTFOUND"), liberty);
    const read = styleReader({ url, site, outgoing });
    await read("en");
    await read("en");
    await read("en");
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; level: string; kind?: string });
    expect(entries).toMatchObject([
      { level: "warn", msg: "map style unreachable: the maps draw the offline basemap", kind: "network" },
      { level: "info", msg: "map style answers again" },
    ]);
  });
});
