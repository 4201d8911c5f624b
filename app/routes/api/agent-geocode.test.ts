import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cities } from "~/lib/cities";
import { placeCentre } from "~/lib/zip-centres";
import { forgetEnv } from "~/server/env.server";
import { agentInContext, signedInCookie } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { type CensusGeocoder, startCensusGeocoder } from "../../../tests/support/census-geocoder";
import { localDoubles } from "../../../tests/support/local-doubles";
import type { Route } from "./+types/agent-geocode";
import { loader, middleware } from "./agent-geocode";

appDatabaseForFile("agent-geocode-route", localDoubles);

let geocoder: CensusGeocoder;
beforeAll(async () => {
  geocoder = await startCensusGeocoder();
});
afterAll(() => geocoder.stop());
afterEach(() => {
  vi.stubEnv("GEOCODER_URL", "off");
  forgetEnv();
});

/** The geocoder the route reads from the environment: the double, or none. */
function geocoderOn() {
  vi.stubEnv("GEOCODER_URL", geocoder.url);
  forgetEnv();
}

const urlFor = (query: Record<string, string>) => new URL(`http://localhost/api/agent/geocode?${new URLSearchParams(query)}`);

async function get(context: RouterContextProvider, query: Record<string, string>) {
  const url = urlFor(query);
  const response = await loader({ request: new Request(url), url, params: {}, context } as unknown as Route.LoaderArgs);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** What the area's gate answers a request with these headers. */
function gate(headers: Record<string, string> = {}) {
  const url = urlFor({ city: "edinburg" });
  const args = { request: new Request(url, { headers }), url, params: {}, context: new RouterContextProvider() } as unknown as Parameters<Route.MiddlewareFunction>[0];
  return middleware[0]!(args, async () => new Response(null, { status: 200 }));
}

describe("GET /api/agent/geocode", () => {
  it("is the site's 404 to anyone but a signed-in agent", async () => {
    await expect(gate()).rejects.toMatchObject({ init: { status: 404 } });
    const visitor = await signedInCookie();
    await expect(gate({ Cookie: visitor.cookie })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(get(new RouterContextProvider(), { city: "edinburg" })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("answers the geocoder's point for a complete address, kept by no cache", async () => {
    geocoderOn();
    const { context } = await agentInContext();
    const { status, headers, body } = await get(context, { street: "1201 W University Dr", city: "edinburg", zip: "78539" });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(body).toEqual({ lat: 26.3061, lng: -98.1789, source: "address" });
    expect(geocoder.requests.at(-1)?.params).toMatchObject({ street: "1201 W University Dr", city: "Edinburg", state: "TX", zip: "78539" });
  });

  it("answers the ZIP's centre, or the city's without a ZIP, when the geocoder is off or has no match", async () => {
    const { context } = await agentInContext();
    const zip = placeCentre("edinburg", "78541")!;
    expect((await get(context, { street: "1201 W University Dr", city: "edinburg", zip: "78541" })).body).toEqual({ lat: zip.lat, lng: zip.lng, source: "zip" });
    expect((await get(context, { city: "edinburg" })).body).toEqual({ ...cities.edinburg.center, source: "city" });
    geocoderOn();
    const asked = geocoder.requests.length;
    expect((await get(context, { street: "999 Nowhere Rd", city: "edinburg", zip: "78541" })).body).toEqual({ lat: zip.lat, lng: zip.lng, source: "zip" });
    expect(geocoder.requests).toHaveLength(asked + 1);
  });

  it.each([
    ["a ZIP of four digits", { street: "1201 W University Dr", city: "edinburg", zip: "7853" }],
    ["a ZIP with letters", { city: "edinburg", zip: "7853x" }],
    ["a city the site doesn't cover", { city: "houston", zip: "77002" }],
    ["no city", { zip: "78539" }],
    ["a street too long to be one", { street: `1201 ${"W".repeat(200)}`, city: "edinburg", zip: "78539" }],
  ])("refuses %s with a 400, never a 500", async (_, query) => {
    const { context } = await agentInContext();
    const { status, headers, body } = await get(context, query);
    expect([status, headers.get("Cache-Control"), body]).toEqual([400, "private, no-store", { error: "invalid", message: expect.stringContaining("five-digit ZIP code") }]);
  });

  it("words its refusal in the language asked for, English for one it doesn't know", async () => {
    const { context } = await agentInContext();
    expect((await get(context, { city: "houston", lang: "es" })).body).toEqual({
      error: "invalid",
      message: "No se puede buscar ese lugar: elige una ciudad del Valle y escribe un código postal de cinco dígitos y una calle de 120 caracteres como máximo.",
    });
    expect((await get(context, { city: "houston", lang: "fr" })).body).toMatchObject({ message: expect.stringMatching(/^That place can't be looked up/) });
  });

  it("answers 429 with Retry-After past 60 questions a minute from one agent, and not to another", async () => {
    const { context } = await agentInContext();
    for (let i = 0; i < 60; i++) expect((await get(context, { city: "alamo" })).status).toBe(200);
    const limited = await get(context, { city: "alamo" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: "rateLimited", message: "Too many address lookups in a minute. Wait a moment, or drag the pin onto the home." });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await get((await agentInContext()).context, { city: "alamo" })).status).toBe(200);
  });
});
