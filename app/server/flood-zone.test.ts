import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FemaNfhl, nfhlZones, type NfhlZone, startFemaNfhl } from "../../tests/support/fema-nfhl";
import { allowLocalDoublesForFile } from "../../tests/support/local-doubles";
import { fetchFloodZone, FloodZoneFailure, readFloodAnswer } from "./flood-zone.server";
import type { OutgoingFetch } from "./http/outgoing.server";

allowLocalDoublesForFile();

const zones = Object.keys(nfhlZones) as NfhlZone[];
/** One point per zone the double knows, a hundredth of a degree apart. */
const points = zones.map((zone, index) => ({ lat: 26.2 + index / 100, lng: -98.2, zone }));
const at = (zone: NfhlZone) => points.find((point) => point.zone === zone)!;

let fema: FemaNfhl;
beforeEach(async () => {
  fema = await startFemaNfhl({ points, slowMs: 3_000 });
});
afterEach(() => fema.stop());

const ask = (lat: number, lng: number, timeoutMs = 1_000) => fetchFloodZone(lat, lng, { url: fema.url, timeoutMs });

describe("reading the flood hazard layer's answer", () => {
  it.each([
    ["X", { zone: "X", subtype: "AREA OF MINIMAL FLOOD HAZARD", sfha: false }],
    ["X shaded", { zone: "X", subtype: "0.2 PCT ANNUAL CHANCE FLOOD HAZARD", sfha: false }],
    ["A", { zone: "A", subtype: null, sfha: true }],
    ["AE", { zone: "AE", subtype: null, sfha: true }],
    ["AO", { zone: "AO", subtype: null, sfha: true }],
    ["VE", { zone: "VE", subtype: null, sfha: true }],
  ] as const)("reads zone %s at its point", async (zone, reading) => {
    expect(await ask(at(zone).lat, at(zone).lng)).toEqual({ ok: true, reading });
  });

  it("asks as FEMA's map service expects: the point as x,y in WGS 84, the zone's fields, no geometry, JSON", async () => {
    await ask(26.2, -98.2);
    expect(fema.requests).toEqual([
      {
        path: "/arcgis/rest/services/public/NFHL/MapServer/28/query",
        params: { geometry: "-98.2,26.2", geometryType: "esriGeometryPoint", inSR: "4326", spatialRel: "esriSpatialRelIntersects", outFields: "FLD_ZONE,ZONE_SUBTY,SFHA_TF", returnGeometry: "false", f: "json" },
      },
    ]);
  });

  it("reads a point no map covers (no features) as unmapped", async () => {
    expect(await ask(25.9, -97.5)).toEqual({ ok: true, reading: { zone: null, subtype: null, sfha: false } });
  });

  it("takes the riskiest zone of a point on a boundary, and skips features without a zone", () => {
    const body = JSON.stringify({ features: [{ attributes: nfhlZones.X }, { attributes: { FLD_ZONE: null } }, { attributes: nfhlZones.AE }, { attributes: nfhlZones["X shaded"] }] });
    expect(readFloodAnswer(body)).toEqual({ zone: "AE", subtype: null, sfha: true });
  });

  it("refuses ArcGIS's error object (HTTP 200), an HTML page and a body of another shape", () => {
    const kind = (body: string) => {
      try {
        readFloodAnswer(body);
      } catch (error) {
        return (error as FloodZoneFailure).kind;
      }
      return "read";
    };
    expect(kind(JSON.stringify({ error: { code: 400, message: "Unable to complete operation.", details: [] } }))).toBe("service");
    expect(kind("<!DOCTYPE html><html><body>Maintenance</body></html>")).toBe("unreadable");
    expect(kind(JSON.stringify({ features: "none" }))).toBe("unreadable");
    expect(kind(JSON.stringify({ features: [{ attributes: { FLD_ZONE: 42 } }] }))).toBe("unreadable");
  });
});

describe("asking for a point's zone when FEMA fails", () => {
  it("tries once more after a 500, and answers the zone", async () => {
    fema.fail("500", 1);
    expect(await ask(at("AE").lat, at("AE").lng)).toMatchObject({ ok: true, reading: { zone: "AE" } });
    expect(fema.requests).toHaveLength(2);
  });

  it("tries once more after ArcGIS's error in a 200, and answers the zone", async () => {
    fema.fail("error", 1);
    expect(await ask(at("X").lat, at("X").lng)).toMatchObject({ ok: true, reading: { zone: "X" } });
    expect(fema.requests).toHaveLength(2);
  });

  it("answers the failure's kind after two 500s, an error object, a maintenance page", async () => {
    fema.fail("500");
    expect(await ask(26.2, -98.2)).toEqual({ ok: false, kind: "status", status: 500 });
    expect(fema.requests).toHaveLength(2);
    fema.fail("error");
    expect(await ask(26.2, -98.2)).toEqual({ ok: false, kind: "service", status: 500 });
    fema.fail("html");
    expect(await ask(26.2, -98.2)).toEqual({ ok: false, kind: "unreadable" });
    // A maintenance page is not retried: it would say the same a moment later.
    expect(fema.requests).toHaveLength(5);
  });

  it("ends a slow answer at its time, the retry included", async () => {
    fema.fail("slow");
    const started = Date.now();
    expect(await ask(26.2, -98.2, 600)).toEqual({ ok: false, kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers a network failure when nothing listens, and the guard's refusal of a host not allowed", async () => {
    await fema.stop();
    expect(await ask(26.2, -98.2)).toMatchObject({ ok: false, kind: expect.stringMatching(/network|timeout/) });
    fema = await startFemaNfhl();
    expect(await fetchFloodZone(26.2, -98.2, { url: "http://10.0.0.1/query", timeoutMs: 500 })).toEqual({ ok: false, kind: "refused" });
  });

  it("refuses features without the layer's attributes", async () => {
    const outgoing: OutgoingFetch = async (url) => ({ status: 200, headers: new Headers(), body: new TextEncoder().encode(`{"features":[${"{},".repeat(100)}{}]}`), url: String(url) });
    expect(await fetchFloodZone(26.2, -98.2, { url: fema.url, outgoing })).toEqual({ ok: false, kind: "unreadable" });
  });
});
