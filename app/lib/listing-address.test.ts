import { describe, expect, it } from "vitest";
import { isStreetWithheld, streetAndCity, streetText, withStreetWithheld } from "./listing-address";
import { addressSlug, propertyPath } from "./property-path";

const shown = { listingKey: "M1", unparsedAddress: "4417 Quetzal Ln", city: "Edinburg", stateOrProvince: "TX", postalCode: "78539" };
const hidden = { ...shown, internetAddressDisplayYN: false };

describe("a street address the MLS withholds", () => {
  it("is blanked for visitors, and only then", () => {
    expect(withStreetWithheld(hidden).unparsedAddress).toBe("");
    expect(withStreetWithheld({ ...shown, internetAddressDisplayYN: true })).toEqual({ ...shown, internetAddressDisplayYN: true });
    // Rows read without the flag (the agent's own, demo) keep their address.
    expect(isStreetWithheld(shown)).toBe(false);
    const full = withStreetWithheld({ ...hidden, streetNumber: "4417", streetName: "Quetzal Ln", unitNumber: null, latitude: 26.3017, longitude: -98.1633 });
    expect([full.unparsedAddress, full.streetNumber, full.streetName, full.latitude, full.longitude]).toEqual(["", null, null, null, null]);
  });

  it("reads as the notice, or as the city where a text names street and city", () => {
    expect(streetText(hidden, "Address withheld by the MLS")).toBe("Address withheld by the MLS");
    expect(streetText(withStreetWithheld(hidden), "Dirección reservada por el MLS")).toBe("Dirección reservada por el MLS");
    expect(streetText(shown, "Address withheld by the MLS")).toBe("4417 Quetzal Ln");
    expect(streetAndCity(hidden)).toBe("Edinburg");
    expect(streetAndCity(shown)).toBe("4417 Quetzal Ln, Edinburg");
  });

  it("leaves the slug to the city, state and ZIP, whether or not it was blanked first", () => {
    expect(addressSlug(hidden)).toBe("edinburg-tx-78539");
    expect(propertyPath("es", withStreetWithheld(hidden))).toBe("/es/propiedad/M1/edinburg-tx-78539");
    expect(propertyPath("en", shown)).toBe("/en/property/M1/4417-quetzal-ln-edinburg-tx-78539");
  });
});
