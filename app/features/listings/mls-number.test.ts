import { describe, expect, it } from "vitest";
import { mlsNumberOf } from "./mls-number";
import { OWN_SOURCE } from "./model";

describe("a listing's MLS number", () => {
  it("is none for the agent's own listing whose ListingId is still its key", () => {
    expect(mlsNumberOf({ listingKey: "ALBJAS2WP", listingId: "ALBJAS2WP", originatingSystemName: OWN_SOURCE })).toBeNull();
  });

  it("is the number the agent entered for her own listing", () => {
    expect(mlsNumberOf({ listingKey: "ALBJAS2WP", listingId: "E-4417", originatingSystemName: OWN_SOURCE })).toBe("E-4417");
  });

  it("is a feed's ListingId, even one equal to its ListingKey, and none when the feed sent a blank one", () => {
    expect(mlsNumberOf({ listingKey: "M1001", listingId: "M1001", originatingSystemName: "mls" })).toBe("M1001");
    expect(mlsNumberOf({ listingKey: "8f2c1a", listingId: "E-4004", originatingSystemName: "mls" })).toBe("E-4004");
    expect(mlsNumberOf({ listingKey: "8f2c1a", listingId: " ", originatingSystemName: "mls" })).toBeNull();
  });
});
