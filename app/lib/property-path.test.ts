import { describe, expect, it } from "vitest";
import { addressSlug, propertyPath } from "./property-path";
import { switchPath } from "./routes";

const listing = {
  listingKey: "DEMO000392",
  unparsedAddress: "7488 Canterbury Dr Unit 25",
  city: "Edinburg",
  stateOrProvince: "TX",
  postalCode: "78542",
};

describe("propertyPath", () => {
  it("builds /{lang}/property|propiedad/{key}/{address-slug}", () => {
    expect(propertyPath("en", listing)).toBe("/en/property/DEMO000392/7488-canterbury-dr-unit-25-edinburg-tx-78542");
    expect(propertyPath("es", listing)).toBe("/es/propiedad/DEMO000392/7488-canterbury-dr-unit-25-edinburg-tx-78542");
  });

  it("folds accents and punctuation, and never gives an empty slug", () => {
    expect(addressSlug({ ...listing, unparsedAddress: "101 Calle Ñandú #4 (Rear)" })).toBe("101-calle-nandu-4-rear-edinburg-tx-78542");
    expect(addressSlug({ unparsedAddress: "", city: "", stateOrProvince: "", postalCode: "" })).toBe("property");
    expect(addressSlug({ ...listing, unparsedAddress: "x".repeat(300) }).length).toBeLessThanOrEqual(100);
  });

  it("escapes a key that is not URL-safe", () => {
    expect(propertyPath("en", { ...listing, listingKey: "A/B 1" })).toMatch(/^\/en\/property\/A%2FB%201\//);
  });

  it("is what the language switch maps between", () => {
    expect(switchPath(propertyPath("en", listing), "?a=1", "es")).toBe(`${propertyPath("es", listing)}?a=1`);
  });
});
