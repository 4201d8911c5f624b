import { beforeAll, describe, expect, it } from "vitest";
import type { Suggestion } from "~/features/search/suggestions-model";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/search-suggestions";
import { loader } from "./search-suggestions";

appDatabaseForFile("search-suggestions-route");

const at = (listingKey: string, street: string, more: Partial<Parameters<typeof makeListing>[0]> = {}) =>
  makeListing({ listingKey, streetNumber: "10", streetName: street, unparsedAddress: `10 ${street}`, ...more });

beforeAll(async () => {
  await insertListings(getDb(), [
    at("S-1", "Mesquite Ln", { listingId: "697884", postalCode: "78504", subdivisionName: "Tres Lagos" }),
    at("S-2", "Mesquite Ln", { listingId: "697990", postalCode: "78504" }),
    at("S-3", "Mesa Dr", { listingId: "612345", city: "Mission", postalCode: "78572", subdivisionName: "Sharyland Plantation" }),
    at("S-4", "Hidden Way", { internetAddressDisplayYN: false, city: "Pharr", postalCode: "78577" }),
    at("S-5", "Gone Rd", { listingId: "697000", standardStatus: "Withdrawn", city: "Alamo", postalCode: "78516" }),
  ]);
});

async function get(q: string | null) {
  const url = new URL(`http://localhost/api/search-suggestions${q === null ? "" : `?q=${encodeURIComponent(q)}`}`);
  const response = await loader({ request: new Request(url), url, params: {} } as unknown as Route.LoaderArgs);
  return { status: response.status, cache: response.headers.get("Cache-Control"), body: (await response.json()) as { suggestions: Suggestion[] } };
}

describe("GET /api/search-suggestions", () => {
  it("completes the last word with places and streets on the market, with their counts", async () => {
    const { status, cache, body } = await get("3 bed house mc");
    expect([status, cache]).toEqual([200, "public, max-age=60, stale-while-revalidate=600"]);
    expect(body.suggestions).toEqual([{ kind: "city", label: "McAllen", count: 2, value: "3 bed house McAllen" }]);
    expect((await get("casa en tres la")).body.suggestions).toEqual([{ kind: "community", label: "Tres Lagos", detail: "McAllen", count: 1, value: "casa en Tres Lagos" }]);
    expect((await get("mes")).body.suggestions).toEqual([
      { kind: "street", label: "Mesquite Ln", detail: "McAllen", count: 2, value: "Mesquite Ln, McAllen" },
      { kind: "street", label: "Mesa Dr", detail: "Mission", count: 1, value: "Mesa Dr, Mission" },
    ]);
  });

  it("forgives a typo in a place and offers ZIPs and MLS numbers by their first digits", async () => {
    expect((await get("edinbrug")).body.suggestions).toEqual([]);
    expect((await get("homes in misson")).body.suggestions).toEqual([{ kind: "city", label: "Mission", count: 1, value: "homes in Mission" }]);
    // A withheld street still shows its ZIP and city (ADR 0115): Pharr's 78577 is offered.
    expect((await get("785")).body.suggestions.map((s) => s.label)).toEqual(["78504", "78572", "78577"]);
    expect((await get("6978")).body.suggestions).toEqual([{ kind: "mls", label: "MLS 697884", detail: "McAllen", count: 1, value: "MLS 697884" }]);
  });

  it("never offers a withheld street or a listing off the market", async () => {
    expect((await get("hidden")).body.suggestions).toEqual([]);
    expect((await get("697000")).body.suggestions).toEqual([]);
    expect((await get("alamo")).body.suggestions).toEqual([]);
  });

  it("answers 400 for no text or too much", async () => {
    expect((await get(null)).status).toBe(400);
    expect((await get("   ")).status).toBe(400);
    expect((await get("x".repeat(101))).status).toBe(400);
  });
});
