import { describe, expect, it } from "vitest";
import { featureLists } from "./feature-lists";

const features = { Cooling: ["Central Air"], Appliances: ["Dishwasher", "Comal Built-In"], Utilities: ["Water Connected"], CommunityFeatures: [] };

describe("a listing's features as the page shows them", () => {
  it("writes every standard value in Spanish on a Spanish page and marks a local one as English", () => {
    expect(featureLists("es", features)).toEqual([
      {
        group: "interior",
        fields: [
          { field: "Appliances", items: [{ text: "Lavavajillas", en: false }, { text: "Comal Built-In", en: true }] },
          { field: "Cooling", items: [{ text: "Aire central", en: false }] },
        ],
      },
      { group: "utilities", fields: [{ field: "Utilities", items: [{ text: "Agua conectada", en: false }] }] },
    ]);
  });

  it("writes the Data Dictionary's names on an English page", () => {
    const groups = featureLists("en", features);
    expect(groups.flatMap((group) => group.fields.flatMap((field) => field.items))).toEqual([
      { text: "Dishwasher", en: false },
      { text: "Comal Built-In", en: false },
      { text: "Central Air", en: false },
      { text: "Water Connected", en: false },
    ]);
  });

  it("shows nothing for a listing without features", () => {
    expect(featureLists("es", {})).toEqual([]);
  });
});
