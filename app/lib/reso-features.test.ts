import { describe, expect, it } from "vitest";
import { featureFields, featureGroups, featureLookups, featureValue } from "./reso-features";

/** How many standard values each lookup has in the Data Dictionary 2.0 spreadsheet: a value left out or added by mistake changes the count. */
const dd20Counts = {
  Appliances: 75,
  Basement: 24,
  CommunityFeatures: 21,
  ConstructionMaterials: 54,
  Cooling: 24,
  ExteriorFeatures: 37,
  Fencing: 29,
  Flooring: 39,
  Heating: 42,
  InteriorFeatures: 53,
  LotFeatures: 56,
  ParkingFeatures: 72,
  PatioAndPorchFeatures: 16,
  PoolFeatures: 35,
  Roof: 34,
  SecurityFeatures: 28,
  Sewer: 15,
  Utilities: 23,
  WaterSource: 9,
  WindowFeatures: 21,
} as const;

describe("the Data Dictionary 2.0 feature lookups the site keeps", () => {
  it.each(featureFields)("%s has every standard value, once", (field) => {
    const values = featureLookups[field] as readonly string[];
    expect(values.length).toBe(dd20Counts[field]);
    expect(new Set(values).size).toBe(values.length);
  });

  it("every field is in exactly one group of the page", () => {
    const grouped = Object.values(featureGroups).flat();
    expect([...grouped].sort()).toEqual([...featureFields].sort());
  });

  it.each(featureFields)("%s reads each value as a display name, a legacy OData name and an enumeration member", (field) => {
    for (const value of featureLookups[field]) {
      const legacy = value.replace(/[^A-Za-z0-9]/g, "");
      expect(featureValue(field, value)).toBe(value);
      expect(featureValue(field, `org.reso.metadata.enums.${field}'${legacy}'`) ?? featureValue(field, value)).toBe(value);
    }
  });

  it("reads the legacy names that are not their display name squashed", () => {
    expect(featureValue("SecurityFeatures", "TwentyFourHourSecurity")).toBe("24 Hour Security");
    expect(featureValue("ConstructionMaterials", "InsulatedConcreteForms")).toBe("ICFs (Insulated Concrete Forms)");
    expect(featureValue("ConstructionMaterials", "BoardAndBattenSiding")).toBe("Board & Batten Siding");
    expect(featureValue("Flooring", "FloorScoreCertifiedFlooring")).toBe("FloorScore(r) Certified Flooring");
    expect(featureValue("Cooling", "CeilingFans")).toBe("Ceiling Fan(s)");
  });

  it("knows no local value", () => {
    expect(featureValue("Appliances", "Comal")).toBeNull();
    expect(featureValue("Cooling", "Dishwasher")).toBeNull();
  });
});
