import { describe, expect, it } from "vitest";
import { leaseFrequencies } from "~/lib/reso";
import { rentUnit } from "./json-ld.server";

describe("rentUnit", () => {
  it("gives schema.org the period of every lease frequency", () => {
    expect(rentUnit("Monthly")).toEqual({ unitCode: "MON" });
    expect(rentUnit(null)).toEqual({ unitCode: "MON" });
    expect(rentUnit("Annually")).toEqual({ unitCode: "ANN" });
    expect(rentUnit("Weekly")).toEqual({ unitCode: "WEE" });
    expect(rentUnit("BiWeekly")).toEqual({ referenceQuantity: { "@type": "QuantitativeValue", value: 2, unitCode: "WEE" } });
    expect(rentUnit("SemiMonthly")).toEqual({ referenceQuantity: { "@type": "QuantitativeValue", value: 0.5, unitCode: "MON" } });
    expect(rentUnit("Seasonal")).toEqual({ unitText: "season" });
    expect(rentUnit("OneTime")).toEqual({});
    for (const frequency of leaseFrequencies.filter((value) => value !== "OneTime")) expect(Object.keys(rentUnit(frequency))).toHaveLength(1);
  });
});
