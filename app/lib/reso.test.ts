import { describe, expect, it } from "vitest";
import { daysOnMarket, isLeaseType, isOnMarket } from "./reso";

describe("RESO helpers", () => {
  it("derives days on market from the on-market date", () => {
    const asOf = new Date("2025-06-10T18:30:00Z");
    expect(daysOnMarket("2025-06-10", asOf)).toBe(0);
    expect(daysOnMarket("2025-06-01", asOf)).toBe(9);
    expect(daysOnMarket("2025-06-20", asOf)).toBeNull();
    expect(daysOnMarket(null, asOf)).toBeNull();
    expect(daysOnMarket("soon", asOf)).toBeNull();
  });

  it("tells on-market statuses and lease types", () => {
    expect(isOnMarket("Pending")).toBe(true);
    expect(isOnMarket("Closed")).toBe(false);
    expect(isLeaseType("CommercialLease")).toBe(true);
    expect(isLeaseType("Land")).toBe(false);
  });
});
