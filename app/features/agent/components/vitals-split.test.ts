import { describe, expect, it } from "vitest";
import { splitPercentages } from "./vitals-split";

describe("rating split", () => {
  it("rounds to whole percentages that add up to 100", () => {
    expect(splitPercentages({ good: 1, needsImprovement: 1, poor: 1, count: 3 })).toEqual([34, 33, 33]);
    expect(splitPercentages({ good: 2, needsImprovement: 1, poor: 1, count: 4 })).toEqual([50, 25, 25]);
    expect(splitPercentages({ good: 7, needsImprovement: 0, poor: 0, count: 7 })).toEqual([100, 0, 0]);
  });

  it("is all zero without page views", () => {
    expect(splitPercentages({ good: 0, needsImprovement: 0, poor: 0, count: 0 })).toEqual([0, 0, 0]);
  });
});
