import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { searchListings } from "./search.server";
import { sorted, testOptions } from "./test-fixtures";

const rental = (listingKey: string, fields: Omit<Parameters<typeof makeListing>[0], "listingKey"> = {}) =>
  makeListing({ ...fields, listingKey, propertyType: "ResidentialLease", listPrice: 1_500, leaseAmountFrequency: "Monthly" });

/** Rentals with and without terms, and a home for sale whose columns say what a rental's would (the editor never writes them; a filter must not find it). */
const fixtures = [
  rental("R-CATS", { petsAllowed: ["CatsOK", "SmallDogsOK"], furnished: "Furnished", availabilityDate: "2027-01-01" }),
  rental("R-NOPETS", { petsAllowed: ["No"], furnished: "Unfurnished", availabilityDate: "2026-12-01" }),
  rental("R-CALL", { petsAllowed: ["Call"], furnished: "Negotiable", availabilityDate: "2027-03-01" }),
  rental("R-BARE"),
  makeListing({ listingKey: "S-SALE", petsAllowed: ["Yes"], furnished: "Furnished" }),
];

describe.each(drivers)("rental terms in search on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const keys = async (input: Record<string, unknown>) => sorted((await searchListings(db, { pageSize: 48, ...input }, testOptions)).listings.map((listing) => listing.listingKey));
  const total = async (input: Record<string, unknown>) => (await searchListings(db, input, testOptions)).total;

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, fixtures);
  });
  afterAll(() => handle.close());

  it("finds rentals that take pets, not one that says no or to call, nor a sale", async () => {
    expect(await keys({ pets: "true" })).toEqual(["R-CATS"]);
    expect(await total({ pets: "true" })).toBe(1);
  });

  it("finds rentals furnished, partly or on request", async () => {
    expect(await keys({ furnished: "true" })).toEqual(["R-CALL", "R-CATS"]);
  });

  it("finds rentals free by a day, those without a date among them", async () => {
    expect(await keys({ availableBy: "2026-12-15" })).toEqual(["R-BARE", "R-NOPETS"]);
    expect(await keys({ availableBy: "2027-01-01" })).toEqual(["R-BARE", "R-CATS", "R-NOPETS"]);
    expect(await total({ availableBy: "2027-01-01", pets: "true", furnished: "true" })).toBe(1);
  });

  it("ignores a day that is no calendar day and a filter asked off", async () => {
    expect(await keys({ availableBy: "2027-02-30" })).toEqual(sorted(fixtures.map((fixture) => fixture.listing.listingKey)));
    expect(await keys({ pets: "false" })).toHaveLength(fixtures.length);
  });
});
