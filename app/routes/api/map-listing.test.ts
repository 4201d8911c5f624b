import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/map-listing";
import { loader } from "./map-listing";

appDatabaseForFile("map-listing-route");

beforeAll(async () => {
  await insertListings(getDb(), [
    makeListing({ listingKey: "OPEN", unparsedAddress: "7488 Canterbury Dr", postalCode: "78504", latitude: 26.25, longitude: -98.22 }),
    makeListing({ listingKey: "HIDDEN", unparsedAddress: "12 Secret Ln", postalCode: "78501", internetAddressDisplayYN: false, latitude: 26.2, longitude: -98.23 }),
    makeListing({ listingKey: "GONE", standardStatus: "Closed" }),
  ]);
});

async function get(search: string) {
  const url = new URL(`http://localhost/api/map-listing${search}`);
  const response = await loader({ request: new Request(url), url, params: {} } as unknown as Route.LoaderArgs);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { listing?: Record<string, unknown>; path?: string } };
}

describe("GET /api/map-listing", () => {
  it("answers the listing's card and its page in the language asked for", async () => {
    const en = await get("?key=OPEN&lang=en");
    expect(en.status).toBe(200);
    expect(en.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(en.body.path).toBe("/en/property/OPEN/7488-canterbury-dr-mcallen-tx-78504");
    expect(en.body.listing).toMatchObject({ listingKey: "OPEN", unparsedAddress: "7488 Canterbury Dr", listPrice: 250_000, photoCount: 2 });
    expect((await get("?key=OPEN&lang=es")).body.path).toMatch(/^\/es\/[^/]+\/OPEN\/7488-canterbury-dr-mcallen-tx-78504$/);
  });

  it("keeps a withheld street out of the card and the path", async () => {
    const { status, body } = await get("?key=HIDDEN&lang=en");
    expect(status).toBe(200);
    expect(body.listing).toMatchObject({ unparsedAddress: "", internetAddressDisplayYN: false });
    expect(body.path).toBe("/en/property/HIDDEN/mcallen-tx-78501");
    expect(JSON.stringify(body)).not.toContain("Secret");
  });

  it("answers 404 in the language asked for when the listing is unknown or off the market", async () => {
    expect(await get("?key=GONE&lang=es")).toMatchObject({ status: 404, body: { message: "Esta propiedad ya no está en el mercado." } });
    expect(await get("?key=NOPE")).toMatchObject({ status: 404, body: { message: "This listing is no longer on the market." } });
  });

  it("answers 400 for a key no listing could have, and English for an unknown language", async () => {
    for (const search of ["", "?key=", "?key=%00X&lang=es", `?key=${"x".repeat(200)}`]) {
      expect((await get(search)).status).toBe(400);
    }
    expect(await get("?key=%00&lang=fr")).toMatchObject({ status: 400, body: { message: "That is not a listing we know." } });
  });
});
