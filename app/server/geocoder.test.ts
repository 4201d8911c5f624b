import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { valleyBounds } from "~/features/agent-listings/listing-form";
import { type CensusGeocoder, startCensusGeocoder } from "../../tests/support/census-geocoder";
import { allowLocalDoublesForFile } from "../../tests/support/local-doubles";
import { geocodeAddress } from "./geocoder.server";
import { outgoingFetch, OutgoingTooLarge, type OutgoingFetch } from "./http/outgoing.server";

const university = { street: "1201 W University Dr", city: "Edinburg", zip: "78539" };
const congress = { street: "100 Congress Ave", city: "Austin", zip: "78701" };

allowLocalDoublesForFile();

let geocoder: CensusGeocoder;
let warnings: Record<string, unknown>[];
beforeEach(async () => {
  geocoder = await startCensusGeocoder({ addresses: [{ ...university, x: -98.1789, y: 26.3061 }, { ...congress, x: -97.7437, y: 30.264 }], hangMs: 5_000 });
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(JSON.parse(String(line)) as Record<string, unknown>));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await geocoder.stop();
});

const geocode = (address = university, options: { timeoutMs?: number; outgoing?: OutgoingFetch; signal?: AbortSignal; url?: string } = {}) =>
  geocodeAddress(address, { url: geocoder.url, within: valleyBounds, timeoutMs: 1_000, ...options });

/** Requests answered with this body and status, counted. */
function answering(body: string, status = 200, type = "application/json") {
  const calls: string[] = [];
  const outgoing: OutgoingFetch = async (url) => {
    calls.push(String(url));
    return { status, headers: new Headers({ "Content-Type": type }), body: new TextEncoder().encode(body), url: String(url) };
  };
  return { calls, outgoing };
}

const censusAnswer = (coordinates: unknown) => JSON.stringify({ result: { input: {}, addressMatches: [{ matchedAddress: "1201 W UNIVERSITY DR, EDINBURG, TX, 78539", coordinates }] } });

describe("geocoding an address", () => {
  it("answers the match's point (y the latitude, x the longitude) and asks as the Census Bureau expects", async () => {
    expect(await geocode()).toEqual({ lat: 26.3061, lng: -98.1789, matched: "1201 W UNIVERSITY DR, EDINBURG, TX, 78539" });
    expect(geocoder.requests).toEqual([
      { method: "GET", path: "/geocoder/locations/address", params: { street: "1201 W University Dr", city: "Edinburg", state: "TX", zip: "78539", benchmark: "Public_AR_Current", format: "json" } },
    ]);
    expect(warnings).toEqual([]);
  });

  it("answers null for an address without a match, quietly", async () => {
    expect(await geocode({ street: "999 Nowhere Rd", city: "Edinburg", zip: "78539" })).toBeNull();
    expect(geocoder.requests).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it("doesn't ask for an address without a house number and street name, or without a five-digit ZIP", async () => {
    for (const address of [{ ...university, street: "W University Dr" }, { ...university, street: "1201" }, { ...university, zip: "7853" }]) expect(await geocode(address)).toBeNull();
    expect(geocoder.requests).toEqual([]);
  });

  it("tries once more after a 502, and answers the match", async () => {
    geocoder.fail("502");
    expect(await geocode()).toMatchObject({ lat: 26.3061, lng: -98.1789 });
    expect(geocoder.requests).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it("gives up after a second 502 with one warning of the status, never the address", async () => {
    geocoder.fail("502", 2);
    expect(await geocode()).toBeNull();
    expect(geocoder.requests).toHaveLength(2);
    expect(warnings).toEqual([expect.objectContaining({ level: "warn", msg: "geocoder failed", kind: "status", status: 502 })]);
    expect(JSON.stringify(warnings)).not.toMatch(/1201|University|Edinburg|78539/i);
  });

  it("retries no refusal: a 400 with the Census Bureau's errors is one request and one warning", async () => {
    const { calls, outgoing } = answering(JSON.stringify({ errors: ["Specify House number and Street name."] }), 400);
    expect(await geocode(university, { outgoing })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ kind: "status", status: 400 })]);
  });

  it("ends a request that hangs at its time, without a retry", async () => {
    geocoder.fail("hang");
    const started = Date.now();
    expect(await geocode(university, { timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(600);
    expect(geocoder.requests).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ kind: "timeout" })]);
  });

  it("keeps to its time with a request that ignores the abort", async () => {
    const outgoing: OutgoingFetch = () => new Promise(() => undefined);
    const started = Date.now();
    expect(await geocode(university, { timeoutMs: 300, outgoing })).toBeNull();
    expect(Date.now() - started).toBeLessThan(600);
    expect(warnings).toEqual([expect.objectContaining({ kind: "timeout" })]);
  });

  it("retries a refused connection once, and says so with its code", async () => {
    await geocoder.stop();
    let calls = 0;
    const outgoing: OutgoingFetch = (url, request) => (calls++, outgoingFetch(url, request));
    expect(await geocode(university, { outgoing })).toBeNull();
    expect(calls).toBe(2);
    expect(warnings).toEqual([expect.objectContaining({ kind: "network", code: "ECONNREFUSED" })]);
    geocoder = await startCensusGeocoder();
  });

  it.each([
    ["an HTML page", "<!DOCTYPE html><html><body>Census Geocoder</body></html>", "text/html"],
    ["coordinates as text", censusAnswer({ x: "-98.1789", y: "26.3061" }), "application/json"],
    ["coordinates missing", censusAnswer({}), "application/json"],
    ["NaN, which JSON has no number for", '{"result":{"addressMatches":[{"matchedAddress":"X","coordinates":{"x":NaN,"y":26.3}}]}}', "application/json"],
    ["no result", JSON.stringify({ errors: ["Internal error"] }), "application/json"],
  ])("refuses %s answered with 200", async (_, body, type) => {
    const { calls, outgoing } = answering(body, 200, type);
    expect(await geocode(university, { outgoing })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ kind: "unreadable" })]);
  });

  it("refuses JSON cut short", async () => {
    geocoder.fail("malformed");
    expect(await geocode()).toBeNull();
    expect(warnings).toEqual([expect.objectContaining({ kind: "unreadable" })]);
  });

  it("refuses a match outside the Valley: a street of the same name elsewhere in Texas", async () => {
    expect(await geocode(congress)).toBeNull();
    expect(warnings).toEqual([expect.objectContaining({ kind: "outside" })]);
  });

  it("asks no endpoint the outgoing guard refuses, and tries it once: the guard's line says why", async () => {
    for (const url of ["http://169.254.169.254/latest/meta-data/", "http://[::ffff:127.0.0.1]:9/geocoder/locations/address", "http://geocoding.example.com/geocoder"]) {
      expect(await geocode(university, { url })).toBeNull();
    }
    expect(warnings.map(({ msg, what, reason, host }) => ({ msg, what, reason, host }))).toEqual([
      { msg: "outgoing request refused", what: "geocoder", reason: "link-local", host: "169.254.169.254" },
      { msg: "outgoing request refused", what: "geocoder", reason: "loopback", host: "[::ffff:7f00:1]:9" },
      { msg: "outgoing request refused", what: "geocoder", reason: "scheme", host: "geocoding.example.com" },
    ]);
    expect(JSON.stringify(warnings)).not.toMatch(/1201|University|meta-data/i);
  });

  it("refuses an answer far larger than any of the Census Bureau's, without a retry", async () => {
    const { calls, outgoing } = answering("x");
    const tooLarge: OutgoingFetch = async (url, request) => {
      expect(request.maxBytes).toBeLessThanOrEqual(1024 * 1024);
      await outgoing(url, request);
      throw new OutgoingTooLarge();
    };
    expect(await geocode(university, { outgoing: tooLarge })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ kind: "unreadable" })]);
  });

  it("never throws, even for an endpoint that is no URL", async () => {
    expect(await geocodeAddress(university, { url: "not a url", within: valleyBounds })).toBeNull();
    expect(warnings).toEqual([expect.objectContaining({ kind: "network", code: "ERR_INVALID_URL" })]);
  });

  it("answers null without a warning when the caller stops waiting", async () => {
    geocoder.fail("hang");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await geocode(university, { signal: controller.signal })).toBeNull();
    expect(warnings).toEqual([]);
  });
});
