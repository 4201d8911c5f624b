import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cities, cityList } from "~/lib/cities";
import { placeCentre } from "~/lib/zip-centres";
import { user } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { type CensusGeocoder, startCensusGeocoder } from "../../../tests/support/census-geocoder";
import { openTestDatabase } from "../../../tests/support/database";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import { editorAction } from "./editor-actions.server";
import { blankValues, parseListingForm, valleyBounds, type ListingFormValues } from "./listing-form";
import { ownListing } from "./listings.server";
import { placePin } from "./pin.server";

allowLocalDoublesForFile();

let geocoder: CensusGeocoder;
beforeAll(async () => {
  geocoder = await startCensusGeocoder({ hangMs: 5_000 });
});
afterAll(() => geocoder.stop());
beforeEach(() => {
  geocoder.requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

/** A new listing's form as sent without script: the pin where the editor starts it, on McAllen's centre. */
function newListing(values: ListingFormValues) {
  const parsed = parseListingForm({ ...blankValues(), address: "999 Nowhere Rd", price: "300000", ...values });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

const pinOf = (input: { latitude: number; longitude: number }) => ({ lat: input.latitude, lng: input.longitude });
const zipCentre = (city: string, zip: string) => {
  const { lat, lng } = placeCentre(city, zip)!;
  return { lat, lng };
};

describe("the pin of a listing saved without script", () => {
  it("goes from McAllen's centre to the chosen ZIP's with the geocoder off", async () => {
    const input = newListing({ city: "edinburg", zip: "78541" });
    expect(pinOf(input)).toEqual(cities.mcallen.center);
    const placed = await placePin(input, { geocoderUrl: undefined });
    expect(pinOf(placed)).toEqual(zipCentre("edinburg", "78541"));
    expect({ ...placed, latitude: 0, longitude: 0 }).toEqual({ ...input, latitude: 0, longitude: 0 });
  });

  it("goes to the city's centre for a ZIP that is none of the cities', and moves again when the ZIP changes", async () => {
    const placed = await placePin(newListing({ city: "donna", zip: "78599" }), { geocoderUrl: undefined });
    expect(pinOf(placed)).toEqual(cities.weslaco.center);
    const again = await placePin({ ...placed, city: "donna", zip: "78537" }, { geocoderUrl: undefined });
    expect(pinOf(again)).toEqual(zipCentre("donna", "78537"));
    expect(pinOf(await placePin(newListing({ city: "pharr", zip: "75001" }), { geocoderUrl: undefined }))).toEqual(cities.pharr.center);
  });

  it("goes where the geocoder matched the address, which wins over the ZIP", async () => {
    const placed = await placePin(newListing({ city: "edinburg", zip: "78539", address: "1201 W University Dr" }), { geocoderUrl: geocoder.url });
    expect(pinOf(placed)).toEqual({ lat: 26.3061, lng: -98.1789 });
    expect(geocoder.requests).toEqual([expect.objectContaining({ params: expect.objectContaining({ street: "1201 W University Dr", city: "Edinburg", zip: "78539" }) })]);
  });

  it("names the city to the geocoder as it is written", async () => {
    await placePin(newListing({ city: "san-juan", zip: "78589", address: "100 S Nebraska Ave" }), { geocoderUrl: geocoder.url });
    expect(geocoder.requests[0]?.params.city).toBe("San Juan");
  });

  it("goes to the ZIP's centre when the geocoder has no match, fails or hangs, within its time", async () => {
    const edinburg = zipCentre("edinburg", "78539");
    expect(pinOf(await placePin(newListing({ city: "edinburg", zip: "78539" }), { geocoderUrl: geocoder.url }))).toEqual(edinburg);
    geocoder.fail("502", 2);
    expect(pinOf(await placePin(newListing({ city: "edinburg", zip: "78539", address: "1201 W University Dr" }), { geocoderUrl: geocoder.url }))).toEqual(edinburg);
    geocoder.fail("hang");
    const started = Date.now();
    expect(pinOf(await placePin(newListing({ city: "edinburg", zip: "78539", address: "1201 W University Dr" }), { geocoderUrl: geocoder.url, timeoutMs: 300 }))).toEqual(edinburg);
    expect(Date.now() - started).toBeLessThan(600);
  });

  it("stays where the agent placed it by hand, without asking the geocoder", async () => {
    const input = newListing({ city: "edinburg", zip: "78539", address: "1201 W University Dr", latitude: "26.2901", longitude: "-98.1702" });
    expect(await placePin(input, { geocoderUrl: geocoder.url })).toBe(input);
    expect(geocoder.requests).toEqual([]);
  });

  it("is always one the editor's form accepts", async () => {
    for (const city of cityList) {
      for (const zip of city.zips) {
        const placed = await placePin(newListing({ city: city.slug, zip }), { geocoderUrl: undefined });
        expect(placed.latitude).toBeGreaterThanOrEqual(valleyBounds.south);
        expect(placed.latitude).toBeLessThanOrEqual(valleyBounds.north);
        expect(placed.longitude).toBeGreaterThanOrEqual(valleyBounds.west);
        expect(placed.longitude).toBeLessThanOrEqual(valleyBounds.east);
      }
    }
  });
});

describe("a listing saved through the editor without script, the geocoder off as in every test", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
    await handle.db.insert(user).values({ id: "pin-agent", name: "Marisa Villarreal", email: "pin-agent@example.com", role: "agent" });
  });
  afterAll(() => handle.close());

  it("is stored at its ZIP's centre, and where the agent then puts it", async () => {
    const post = (values: ListingFormValues, listingKey?: string) => {
      const form = new FormData();
      form.set("intent", listingKey ? "save" : "draft");
      for (const [name, value] of Object.entries({ ...blankValues(), address: "2400 N Closner Blvd", price: "289000", ...values })) if (typeof value === "string") form.set(name, value);
      const context = { db: handle.db, lang: "en", actor: { id: "pin-agent", name: "Marisa Villarreal" }, listedBy: { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" }, listingKey } as const;
      return editorAction(form, context) as Promise<Response>;
    };
    const key = (await post({ city: "edinburg", zip: "78541" })).headers.get("Location")!.split("/").at(-1)!;
    expect(await ownListing(handle.db, key)).toMatchObject({ latitude: zipCentre("edinburg", "78541").lat, longitude: zipCentre("edinburg", "78541").lng });
    await post({ city: "edinburg", zip: "78541", latitude: "26.3312", longitude: "-98.1655" }, key);
    expect(await ownListing(handle.db, key)).toMatchObject({ latitude: 26.3312, longitude: -98.1655 });
  });
});
