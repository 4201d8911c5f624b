import { describe, expect, it } from "vitest";
import { femaMapUrl, floodRiskOf, isHighRisk, zoneLabel, type FloodZoneReading } from "./flood-zones";

const reading = (zone: string | null, subtype: string | null = null, sfha = false): FloodZoneReading => ({ zone, subtype, sfha });

describe("a FEMA zone's risk", () => {
  it.each([
    ["A", null, true, "high"],
    ["AE", null, true, "high"],
    ["AH", null, true, "high"],
    ["AO", null, true, "high"],
    ["A99", null, true, "high"],
    ["A12", null, true, "high"],
    ["VE", null, true, "coastal"],
    ["V", null, true, "coastal"],
    ["X", "0.2 PCT ANNUAL CHANCE FLOOD HAZARD", false, "moderate"],
    ["X", "AREA WITH REDUCED FLOOD RISK DUE TO LEVEE", false, "moderate"],
    ["B", null, false, "moderate"],
    ["X", "AREA OF MINIMAL FLOOD HAZARD", false, "minimal"],
    ["X", null, false, "minimal"],
    ["C", null, false, "minimal"],
    ["D", null, false, "undetermined"],
    [" ae ", null, true, "high"],
  ] as const)("zone %s (%s) is %s risk", (zone, subtype, sfha, risk) => {
    expect(floodRiskOf(reading(zone, subtype, sfha))).toBe(risk);
  });

  it("is unmapped without a zone, and unknown (null, so nothing is said) for a code the table doesn't know", () => {
    expect(floodRiskOf(reading(null))).toBe("unmapped");
    expect(floodRiskOf(reading("OPEN WATER"))).toBeNull();
    expect(floodRiskOf(reading("AREA NOT INCLUDED"))).toBeNull();
    // FEMA's own word that a point is in a hazard area counts, whatever the code.
    expect(floodRiskOf(reading("ZZ", null, true))).toBe("high");
  });

  it("counts A and V zones as high risk for the search, and nothing else", () => {
    expect(["A", "AE", "AO", "VE"].map((zone) => isHighRisk(reading(zone, null, true)))).toEqual([true, true, true, true]);
    expect(isHighRisk(reading("AE"))).toBe(true);
    expect([reading("X"), reading("X", "0.2 PCT ANNUAL CHANCE FLOOD HAZARD"), reading("D"), reading(null), reading("OPEN WATER")].map(isHighRisk)).toEqual([false, false, false, false, false]);
  });

  it("names a shaded X apart, and every other zone by its code", () => {
    expect(zoneLabel(reading("X", "0.2 PCT ANNUAL CHANCE FLOOD HAZARD"), "X (shaded)")).toBe("X (shaded)");
    expect(zoneLabel(reading("X", "AREA OF MINIMAL FLOOD HAZARD"), "X (shaded)")).toBe("X");
    expect(zoneLabel(reading("ae"), "X (shaded)")).toBe("AE");
    expect(zoneLabel(reading(null), "X (shaded)")).toBeNull();
  });
});

describe("FEMA's map at a point", () => {
  it("opens FEMA's Flood Map Service Center searched at the point", () => {
    const own = new URL(femaMapUrl(26.213414, -98.256231));
    expect(`${own.origin}${own.pathname}`).toBe("https://msc.fema.gov/portal/search");
    expect(own.searchParams.get("AddressQuery")).toBe("26.21341, -98.25623");
  });
});
