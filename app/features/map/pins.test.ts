import { describe, expect, it } from "vitest";
import { pinLabel, pinPeriod } from "./pins";

describe("pinLabel", () => {
  it("shortens prices to thousands and millions", () => {
    expect(pinLabel("en", { price: 245_000 })).toBe("$245K");
    expect(pinLabel("en", { price: 1_200_000 })).toBe("$1.2M");
    expect(pinLabel("en", { price: 12_000_000 })).toBe("$12M");
    expect(pinLabel("en", { price: 12_400_000 })).toBe("$12M");
    expect(pinLabel("en", { price: 850 })).toBe("$850");
  });

  it("never reads $1000K at the edge between thousands and millions", () => {
    expect(pinLabel("en", { price: 999_000 })).toBe("$999K");
    expect(pinLabel("en", { price: 999_499 })).toBe("$999K");
    expect(pinLabel("en", { price: 999_500 })).toBe("$1M");
    expect(pinLabel("en", { price: 1_000_000 })).toBe("$1M");
  });

  it("writes rents whole, by the month in each language", () => {
    expect(pinLabel("en", { price: 1_500, monthly: true })).toBe("$1,500/mo");
    expect(pinLabel("es", { price: 1_500, monthly: true })).toBe("$1,500/mes");
    expect(pinLabel("es", { price: 245_000 })).toBe("$245K");
  });

  it("shows a dash for a listing without a price", () => {
    expect(pinLabel("en", { price: null })).toBe("—");
    expect(pinLabel("es", { price: null, monthly: true })).toBe("—");
  });

  it("reads a lease's period from its frequency, the same for the search's pins and the property's", () => {
    expect(pinPeriod({ propertyType: "Residential", leaseAmountFrequency: null })).toEqual({});
    expect(pinPeriod({ propertyType: "ResidentialLease", leaseAmountFrequency: "Monthly" })).toEqual({ monthly: true });
    expect(pinPeriod({ propertyType: "CommercialLease", leaseAmountFrequency: "Annually" })).toEqual({ yearly: true });
    expect(pinLabel("en", { price: 24_000, yearly: true })).toBe("$24K/yr");
    expect(pinLabel("es", { price: 24_000, yearly: true })).toBe("$24K/año");
  });
});
