import { describe, expect, it } from "vitest";
import { featuresOf } from "./features";

describe("a feed's feature lists", () => {
  it("keeps each value by its Data Dictionary name, whatever form the feed sent", () => {
    expect(
      featuresOf({
        Appliances: ["Dishwasher", "org.reso.metadata.enums.Appliances'Microwave'", "RangeHood"],
        Cooling: "CentralAir, Ceiling Fan(s)",
        SecurityFeatures: ["TwentyFourHourSecurity"],
      }),
    ).toEqual({
      Appliances: ["Dishwasher", "Microwave", "Range Hood"],
      Cooling: ["Central Air", "Ceiling Fan(s)"],
      SecurityFeatures: ["24 Hour Security"],
    });
  });

  it("keeps a local value as the feed sent it, and leaves out repeats, blanks and fields without values", () => {
    expect(featuresOf({ Appliances: ["Comal Built-In", "Dishwasher", "dishwasher", " "], Flooring: [], Roof: null })).toEqual({
      Appliances: ["Comal Built-In", "Dishwasher"],
    });
  });

  it("drops a value too long to be a feature", () => {
    expect(featuresOf({ Appliances: ["x".repeat(81), "Dryer"] })).toEqual({ Appliances: ["Dryer"] });
  });
});
