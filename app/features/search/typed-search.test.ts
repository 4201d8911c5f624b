import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { parseSearchQuery } from "./search-parse";
import { readTypedSearch } from "./typed-search.server";

const address = (listingKey: string, number: string, street: string, more: Parameters<typeof makeListing>[0] extends infer F ? Partial<F> : never = {}) =>
  makeListing({ listingKey, streetNumber: number, streetName: street, unparsedAddress: `${number} ${street}`, ...more });

describe.each(drivers)("a typed search on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const read = (q: string, lang: "en" | "es" = "en", extra = "") => {
    const params = new URLSearchParams(`q=${encodeURIComponent(q)}${extra}`);
    return readTypedSearch(db, parseSearchQuery(params), lang, params);
  };

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, [
      address("T-ONE", "3437", "Mesquite Ln", { listingId: "697884", postalCode: "78504" }),
      address("T-TRAIL", "3437", "Mesquite Trail", { city: "Pharr", postalCode: "78577" }),
      address("T-TWIN-A", "812", "N Bougainvillea St", { city: "Mission", postalCode: "78572" }),
      address("T-TWIN-B", "812", "N Bougainvillea St", { city: "Weslaco", postalCode: "78596" }),
      address("T-HIDDEN", "77", "Secret Dr", { internetAddressDisplayYN: false }),
      address("T-GONE", "5", "Gone Ave", { listingId: "555111", standardStatus: "Withdrawn" }),
    ]);
  });
  afterAll(() => handle.close());

  it("opens the listing of an MLS number, said or not", async () => {
    for (const typed of ["MLS 697884", "MLS #697884", "#697884", "697884", "mls# 697884"]) {
      expect(await read(typed)).toEqual({ redirect: "/en/property/T-ONE/3437-mesquite-ln-mcallen-tx-78504" });
    }
    expect(await read("número MLS 697884", "es")).toEqual({ redirect: "/es/propiedad/T-ONE/3437-mesquite-ln-mcallen-tx-78504" });
  });

  it("opens the listing at a full street address, its type and direction written either way", async () => {
    for (const typed of ["3437 Mesquite Lane", "3437 mesquite ln", "3437 Mesquite Lane, McAllen", "calle Mesquite 3437 mcallen"]) {
      expect(await read(typed)).toEqual({ redirect: "/en/property/T-ONE/3437-mesquite-ln-mcallen-tx-78504" });
    }
    // "calle" names no street type: Mesquite Lane and Mesquite Trail both have a 3437.
    expect(await read("calle Mesquite 3437")).toEqual({ redirect: "/en/search?q=3437+mesquite" });
    expect(await read("812 North Bougainvillea Street Weslaco")).toEqual({ redirect: "/en/property/T-TWIN-B/812-n-bougainvillea-st-weslaco-tx-78596" });
  });

  it("puts the listings at an address several share first", async () => {
    const found = await read("812 North Bougainvillea Street");
    expect(found).toEqual({ redirect: "/en/search?q=812+n+bougainvillea+st" });
    expect(await read("812 n bougainvillea st")).toEqual({ first: ["T-TWIN-A", "T-TWIN-B"] });
  });

  it("never finds a withheld address or a listing off the market", async () => {
    expect(await read("77 Secret Drive")).toEqual({ redirect: "/en/search?q=77+secret+dr" });
    expect(await read("MLS 555111")).toEqual({ redirect: "/en/search?q=555111" });
  });

  it("turns words into the search's parameters, keeping the map view", async () => {
    expect(await read("3 bed house mcallen under 300k")).toEqual({ redirect: "/en/search?city=mcallen&propertyType=single-family&maxPrice=300000&beds=3" });
    expect(await read("bodega en pharr", "es", "&view=map")).toEqual({ redirect: "/es/buscar?city=pharr&type=CommercialSale&type=CommercialLease&subType=Warehouse&subType=Industrial&view=map" });
    expect(await read("gazebo")).toEqual({ first: [] });
  });
});
