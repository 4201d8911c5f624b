import { describe, expect, it } from "vitest";
import { listingsEn } from "~/i18n/listings.en";
import { listingsEs } from "~/i18n/listings.es";
import { pinPeriod } from "~/features/search/pins";
import { pinLabel } from "./pins";

describe("pinLabel", () => {
  it("shortens prices to thousands and millions", () => {
    expect(pinLabel("en", listingsEn, { price: 245_000 })).toBe("$245K");
    expect(pinLabel("en", listingsEn, { price: 1_200_000 })).toBe("$1.2M");
    expect(pinLabel("en", listingsEn, { price: 12_000_000 })).toBe("$12M");
    expect(pinLabel("en", listingsEn, { price: 12_400_000 })).toBe("$12M");
    expect(pinLabel("en", listingsEn, { price: 850 })).toBe("$850");
  });

  it("never reads $1000K at the edge between thousands and millions", () => {
    expect(pinLabel("en", listingsEn, { price: 999_000 })).toBe("$999K");
    expect(pinLabel("en", listingsEn, { price: 999_499 })).toBe("$999K");
    expect(pinLabel("en", listingsEn, { price: 999_500 })).toBe("$1M");
    expect(pinLabel("en", listingsEn, { price: 1_000_000 })).toBe("$1M");
  });

  it("writes rents whole, by the month in each language", () => {
    expect(pinLabel("en", listingsEn, { price: 1_500, period: "Monthly" })).toBe("$1,500/mo");
    expect(pinLabel("es", listingsEs, { price: 1_500, period: "Monthly" })).toBe("$1,500/mes");
    expect(pinLabel("es", listingsEs, { price: 245_000 })).toBe("$245K");
  });

  it("shows a dash for a listing without a price", () => {
    expect(pinLabel("en", listingsEn, { price: null })).toBe("—");
    expect(pinLabel("es", listingsEs, { price: null, period: "Monthly" })).toBe("—");
  });

  it("reads a lease's period from its frequency, the same for the search's pins and the property's", () => {
    expect(pinPeriod({ propertyType: "Residential", leaseAmountFrequency: null })).toEqual({});
    expect(pinPeriod({ propertyType: "ResidentialLease", leaseAmountFrequency: "Monthly" })).toEqual({ period: "Monthly" });
    expect(pinPeriod({ propertyType: "CommercialLease", leaseAmountFrequency: "Annually" })).toEqual({ period: "Annually" });
    expect(pinLabel("en", listingsEn, { price: 24_000, period: "Annually" })).toBe("$24K/yr");
    expect(pinLabel("es", listingsEs, { price: 24_000, period: "Annually" })).toBe("$24K/año");
  });

  it("shows every lease period: whole for a month or less, short for longer ones", () => {
    expect(pinPeriod({ propertyType: "ResidentialLease", leaseAmountFrequency: "Weekly" })).toEqual({ period: "Weekly" });
    expect(pinPeriod({ propertyType: "ResidentialLease", leaseAmountFrequency: null })).toEqual({ period: "Monthly" });
    expect(pinLabel("en", listingsEn, { price: 350, period: "Weekly" })).toBe("$350/week");
    expect(pinLabel("es", listingsEs, { price: 1_250, period: "BiWeekly" })).toBe("$1,250 cada 2 semanas");
    expect(pinLabel("en", listingsEn, { price: 6_500, period: "Seasonal" })).toBe("$7K/season");
    expect(pinLabel("es", listingsEs, { price: 12_000, period: "SemiAnnually" })).toBe("$12K dos veces al año");
  });
});
