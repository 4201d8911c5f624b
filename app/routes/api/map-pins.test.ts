import { beforeAll, describe, expect, it } from "vitest";
import type { MapPins } from "~/features/search/pins";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/map-pins";
import { loader } from "./map-pins";

appDatabaseForFile("map-pins-route");

beforeAll(async () => {
  await insertListings(getDb(), [
    makeListing({ listingKey: "A", latitude: 26.2034, longitude: -98.23, listPrice: 250_000, onMarketDate: "2025-05-01" }),
    makeListing({ listingKey: "B", latitude: 26.21, longitude: -98.24, propertyType: "ResidentialLease", listPrice: 1_500, leaseAmountFrequency: "Monthly", onMarketDate: "2025-05-02" }),
    makeListing({ listingKey: "C", latitude: 26.205555, longitude: -98.236666, internetAddressDisplayYN: false, listPrice: 1_200_000, onMarketDate: "2025-05-03" }),
    makeListing({ listingKey: "FAR", city: "Edinburg", postalCode: "78539", latitude: 26.3017, longitude: -98.1633, onMarketDate: "2025-05-04" }),
    makeListing({ listingKey: "UNMAPPED", onMarketDate: "2025-05-05" }),
  ]);
});

async function get(search: string) {
  const url = new URL(`http://localhost/api/map-pins${search}`);
  const response = await loader({ request: new Request(url), url, params: {} } as unknown as Route.LoaderArgs);
  return { status: response.status, headers: response.headers, body: (await response.json()) as MapPins };
}

describe("GET /api/map-pins", () => {
  it("answers the search's total and its pins in order, with public cache headers", async () => {
    const { status, headers, body } = await get("?bounds=26.18,-98.25,26.22,-98.21&sort=price-desc");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=600");
    // A price sort keeps to sales (ADR 0118): the rent in the area is left out.
    expect(body).toEqual({
      total: 2,
      pins: [
        { key: "C", lat: 26.21, lng: -98.24, price: 1_200_000 },
        { key: "A", lat: 26.2034, lng: -98.23, price: 250_000 },
      ],
    });
    expect((await get("?bounds=26.18,-98.25,26.22,-98.21&sort=price-desc&kind=rent")).body).toEqual({ total: 1, pins: [{ key: "B", lat: 26.21, lng: -98.24, price: 1_500, period: "Monthly" }] });
  });

  it("counts listings without coordinates in the total but sends no pin for them", async () => {
    const { body } = await get("");
    expect(body.total).toBe(5);
    expect(body.pins.map((pin) => pin.key)).toEqual(["FAR", "C", "B", "A"]);
  });

  it("takes the search page's filters", async () => {
    expect((await get("?city=edinburg")).body).toEqual({ total: 1, pins: [{ key: "FAR", lat: 26.3017, lng: -98.1633, price: 250_000 }] });
    expect((await get("?type=ResidentialLease&bounds=26.18,-98.25,26.22,-98.21")).body.pins.map((pin) => pin.key)).toEqual(["B"]);
  });

  it.each(["?bounds=NaN,1,2,3", "?bounds=1e400,0,0,0&page=-1&sort=%00", "?bounds=26.1,-98.3,26.1,-98.1", "?beds=lots&bounds=&bounds=x", `?q=${"%F0%9F%8F%A0".repeat(300)}`])(
    "never fails on malformed parameters (%s)",
    async (search) => {
      const { status, body } = await get(search);
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThanOrEqual(0);
    },
  );
});
