import { describe, expect, it } from "vitest";
import { featureFields, featureLookups } from "~/lib/reso-features";
import { resoFeaturesEs } from "./reso-features.es";

/** The values whose Spanish name is rightly the English one: words Spanish shares with English, and a brand. */
const sameInSpanish = new Set(["Adobe", "Bar", "Central", "Golf", "Masonite", "Patio", "Sauna", "Solar"]);

describe("every Data Dictionary feature value in Spanish (ADR 0126)", () => {
  it.each(featureFields)("%s: each standard value has a Spanish name, none left in English", (field) => {
    const names = resoFeaturesEs[field] as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...featureLookups[field]].sort());
    for (const [value, spanish] of Object.entries(names)) {
      expect(spanish.trim(), `${field} ${value}`).not.toBe("");
      if (!sameInSpanish.has(value)) expect(spanish, `${field} ${value}`).not.toBe(value);
    }
  });

  it("uses the words a buyer in the Valley uses", () => {
    expect(resoFeaturesEs.Appliances.Dishwasher).toBe("Lavavajillas");
    expect(resoFeaturesEs.Cooling["Central Air"]).toBe("Aire central");
    expect(resoFeaturesEs.Cooling["Ceiling Fan(s)"]).toBe("Ventiladores de techo");
    expect(resoFeaturesEs.InteriorFeatures["Ceiling Fan(s)"]).toBe("Ventiladores de techo");
    expect(resoFeaturesEs.Flooring["Ceramic Tile"]).toBe("Piso de cerámica");
    expect(resoFeaturesEs.Flooring.Tile).toBe("Loseta");
    expect(resoFeaturesEs.InteriorFeatures["Granite Counters"]).toBe("Cubiertas de granito");
    expect(resoFeaturesEs.PatioAndPorchFeatures.Covered).toBe("Terraza techada");
    expect(resoFeaturesEs.PoolFeatures["In Ground"]).toBe("Alberca en el suelo");
    expect(resoFeaturesEs.ParkingFeatures.Garage).toBe("Cochera");
  });

  it("the allow-list holds only values that are in the lookups", () => {
    const all = new Set(featureFields.flatMap((field) => featureLookups[field] as readonly string[]));
    for (const value of sameInSpanish) expect(all.has(value), value).toBe(true);
  });
});
