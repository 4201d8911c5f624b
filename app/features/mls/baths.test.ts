import { describe, expect, it } from "vitest";
import { bathsOf } from "./baths";
import { mapRecord } from "./mapping";

const baths = (full: number | null, half: number | null) => ({ bathroomsFull: full, bathroomsHalf: half });

describe("a feed's baths", () => {
  it("are its full and half baths when it sends both, whatever its totals say", () => {
    expect(bathsOf({ BathroomsFull: 2, BathroomsHalf: 1, BathroomsTotalInteger: 3, BathroomsTotalDecimal: 2.5 })).toEqual(baths(2, 1));
    expect(bathsOf({ BathroomsFull: 2, BathroomsHalf: 0, BathroomsTotalInteger: 5 })).toEqual(baths(2, 0));
  });

  it("work out a missing side from the whole total, or else the decimal one", () => {
    expect(bathsOf({ BathroomsFull: 2, BathroomsTotalInteger: 3 })).toEqual(baths(2, 1));
    expect(bathsOf({ BathroomsFull: 2, BathroomsTotalDecimal: 2.5 })).toEqual(baths(2, 1));
    expect(bathsOf({ BathroomsHalf: 1, BathroomsTotalInteger: 3 })).toEqual(baths(2, 1));
    expect(bathsOf({ BathroomsHalf: 1, BathroomsTotalDecimal: 2.5 })).toEqual(baths(2, 1));
  });

  it("say no half bath where nothing counts one, and no full baths where nothing counts them", () => {
    expect(bathsOf({ BathroomsFull: 3 })).toEqual(baths(3, 0));
    expect(bathsOf({ BathroomsFull: 3, BathroomsTotalInteger: 2 })).toEqual(baths(3, 0));
    expect(bathsOf({ BathroomsHalf: 1 })).toEqual(baths(null, 1));
    expect(bathsOf({})).toEqual(baths(null, null));
  });

  it("split a decimal total alone into whole baths and one half, and take a whole total alone as full baths", () => {
    expect(bathsOf({ BathroomsTotalDecimal: 2.5 })).toEqual(baths(2, 1));
    expect(bathsOf({ BathroomsTotalDecimal: 3.75 })).toEqual(baths(3, 1));
    expect(bathsOf({ BathroomsTotalDecimal: 2 })).toEqual(baths(2, 0));
    expect(bathsOf({ BathroomsTotalDecimal: 2.5, BathroomsTotalInteger: 3 })).toEqual(baths(2, 1));
    expect(bathsOf({ BathroomsTotalInteger: 3 })).toEqual(baths(3, 0));
  });
});

describe("mapRecord's baths", () => {
  const record = (fields: Record<string, unknown>) => ({
    ListingKey: "K1",
    ModificationTimestamp: "2026-11-20T10:00:00Z",
    StandardStatus: "Active",
    PropertyType: "Residential",
    ListPrice: 250_000,
    City: "Brownsville",
    ...fields,
  });
  const mapped = (fields: Record<string, unknown>) => {
    const result = mapRecord(record(fields));
    if (!result.ok) throw new Error("not mapped");
    return { listing: result.value.listing, dropped: result.dropped };
  };

  it("reads RESO's fields into the listing's full and half baths, decimals sent as text too", () => {
    expect(mapped({ BathroomsFull: 2, BathroomsHalf: 1, BathroomsTotalInteger: 3 }).listing).toMatchObject(baths(2, 1));
    expect(mapped({ BathroomsTotalDecimal: "2.50" }).listing).toMatchObject(baths(2, 1));
    expect(mapped({ BathroomsTotalInteger: 4 }).listing).toMatchObject(baths(4, 0));
  });

  it("drops a count out of range and names the field", () => {
    const { listing, dropped } = mapped({ BathroomsFull: 250, BathroomsHalf: 1 });
    expect(listing).toMatchObject(baths(null, 1));
    expect(dropped).toEqual([{ field: "BathroomsFull", problem: "range" }]);
  });
});
