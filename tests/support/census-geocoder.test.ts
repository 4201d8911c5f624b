import { afterEach, describe, expect, it } from "vitest";
import { type CensusGeocoder, startCensusGeocoder } from "./census-geocoder";

let geocoder: CensusGeocoder | undefined;
afterEach(async () => {
  await geocoder?.stop();
  geocoder = undefined;
});

async function start(options?: Parameters<typeof startCensusGeocoder>[0]) {
  geocoder = await startCensusGeocoder(options);
  return geocoder;
}

/** A request as the editor's client sends it, with `changes` to its parameters (undefined drops one). */
function ask(url: string, changes: Record<string, string | undefined> = {}, init?: RequestInit) {
  const params = { street: "1201 W University Dr", city: "Edinburg", state: "TX", zip: "78539", benchmark: "Public_AR_Current", format: "json", ...changes };
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(name, value);
  return fetch(target, init);
}

describe("the Census geocoder double", () => {
  it("answers a known address as the Census Bureau does: the input echoed, the match with x as longitude and y as latitude", async () => {
    const { url, requests } = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/geocoder\/locations\/address$/);
    const response = await ask(url, { street: "1201 w. university  dr" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { result: { input: { address: unknown }; addressMatches: unknown[] } };
    expect(body.result.input.address).toEqual({ street: "1201 w. university  dr", city: "Edinburg", state: "TX", zip: "78539" });
    expect(body.result.addressMatches).toEqual([
      expect.objectContaining({ matchedAddress: "1201 W UNIVERSITY DR, EDINBURG, TX, 78539", coordinates: { x: -98.1789, y: 26.3061 }, tigerLine: expect.any(Object) }),
    ]);
    expect(requests).toEqual([{ method: "GET", path: "/geocoder/locations/address", params: expect.objectContaining({ street: "1201 w. university  dr", benchmark: "Public_AR_Current" }) }]);
  });

  it("answers an empty match list for an address it doesn't know, or a known street in another ZIP", async () => {
    const { url } = await start({ addresses: [{ street: "100 Congress Ave", city: "Austin", zip: "78701", x: -97.7437, y: 30.264 }] });
    for (const changes of [{}, { street: "100 Congress Ave", city: "Austin", zip: "78702" }]) {
      const body = (await (await ask(url, changes)).json()) as { result: { addressMatches: unknown[] } };
      expect(body.result.addressMatches).toEqual([]);
    }
    const austin = (await (await ask(url, { street: "100 Congress Ave", city: "Austin", zip: "78701" })).json()) as { result: { addressMatches: { coordinates: unknown }[] } };
    expect(austin.result.addressMatches[0]?.coordinates).toEqual({ x: -97.7437, y: 30.264 });
  });

  it("refuses what the real one refuses: 400 with errors for no street or benchmark, HTML without format=json, 404 elsewhere, 405 for POST", async () => {
    const { url } = await start();
    for (const changes of [{ street: undefined }, { street: "W University Dr" }, { benchmark: undefined }, { benchmark: "Public_AR_1999" }]) {
      const refused = await ask(url, changes);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ errors: [expect.any(String)] });
    }
    expect(await (await ask(url, { street: "" })).json()).toEqual({ errors: ["Specify House number and Street name."] });
    const page = await ask(url, { format: undefined });
    expect([page.status, page.headers.get("Content-Type")]).toEqual([200, "text/html"]);
    expect((await ask(url.replace("locations/address", "locations/onelineaddress"))).status).toBe(404);
    const post = await ask(url, {}, { method: "POST", body: "street=1" });
    expect([post.status, post.headers.get("Allow")]).toEqual([405, "GET"]);
  });

  it("answers the faults it is told to, for as many requests, then as before", async () => {
    const { url, fail, requests } = await start({ hangMs: 200 });
    fail("502", 2);
    fail("malformed");
    for (const status of [502, 502]) {
      const failed = await ask(url);
      expect([failed.status, failed.headers.get("Content-Type")]).toEqual([status, "text/html"]);
      expect(await failed.text()).toContain("502 Bad Gateway");
    }
    const malformed = await ask(url);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow(SyntaxError);

    fail("hang", 2);
    await expect(ask(url, {}, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    const started = Date.now();
    const late = await ask(url);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(late.status).toBe(200);
    expect((await ask(url)).status).toBe(200);
    expect(requests).toHaveLength(6);
  });

  it("stops while a request hangs", async () => {
    const { url, fail, stop } = await start();
    fail("hang");
    const hanging = ask(url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    geocoder = undefined;
    expect(await hanging).toBeInstanceOf(Error);
  });
});
