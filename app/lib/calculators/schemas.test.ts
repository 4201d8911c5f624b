import { describe, expect, it } from "vitest";
import { parseTool, readDecimal, readTool, readTools, writeTool } from "./schemas";

describe("readDecimal", () => {
  it.each([
    ["250000", 250_000],
    ["$250,000", 250_000],
    [" 250 000 ", 250_000],
    ["250k", 250_000],
    ["1.2m", 1_200_000],
    ["6.5%", 6.5],
    ["6,5", 6.5],
    ["6,25", 6.25],
    [".5", 0.5],
    ["-3", -3],
    ["", 0],
    ["  ", 0],
  ])("reads %j as %d", (raw, value) => {
    expect(readDecimal(raw)).toBe(value);
  });

  it.each(["abc", "1e5", "6.5.1", "--3", "Infinity", "NaN", "%%", "$"])("gives up on %j", (raw) => {
    expect(readDecimal(raw)).toBeUndefined();
  });

  it("reads the first of repeated values and ignores non-strings", () => {
    expect(readDecimal(["7", "8"])).toBe(7);
    expect(readDecimal({})).toBeUndefined();
    expect(readDecimal(undefined)).toBeUndefined();
  });
});

describe("calculator schemas", () => {
  it("give the documented defaults for an empty URL", () => {
    const tools = readTools(new URLSearchParams());
    expect(tools.mortgage).toEqual({
      price: 250_000, down: 10, downType: "percent", rate: 6.5, term: 30, county: "hidalgo", taxRate: 2.3, insurance: 2_400, hoa: 0, pmiRate: 0.5,
    });
    expect(tools.affordability.frontRatio).toBe(28);
    expect(tools.affordability.backRatio).toBe(36);
    expect(tools.closingCosts.prepaidDays).toBe(15);
    expect(tools.rentVsBuy.years).toBe(7);
  });

  it("fall back to defaults for malformed values and clamp the rest", () => {
    const params = new URLSearchParams("m.price=abc&m.rate=-5&m.term=17&m.county=CAMERON&m.down=150&m.hoa=&m.pmiRate=99&r.years=45.6&r.appreciation=-50");
    const mortgage = readTool("mortgage", params);
    expect(mortgage).toMatchObject({ price: 250_000, rate: 0, term: 30, county: "cameron", taxRate: 2.4, down: 100, hoa: 0, pmiRate: 5 });
    const rentVsBuy = readTool("rentVsBuy", params);
    expect(rentVsBuy.years).toBe(30);
    expect(rentVsBuy.appreciation).toBe(-20);
  });

  it("read only their own prefix", () => {
    const params = new URLSearchParams("m.price=300000&a.income=9000&price=1");
    const tools = readTools(params);
    expect(tools.mortgage.price).toBe(300_000);
    expect(tools.affordability.income).toBe(9_000);
    expect(tools.closingCosts.price).toBe(250_000);
    expect(tools.rentVsBuy.price).toBe(250_000);
  });

  it("never throw on any shape of input", () => {
    const weird = { price: {}, down: [1, 2], rate: null, term: Symbol("x"), county: 42, downType: ["amount"], __proto__: { price: 1 } };
    expect(() => parseTool("mortgage", weird)).not.toThrow();
    expect(parseTool("mortgage", weird)).toMatchObject({ price: 250_000, down: 1, rate: 6.5, term: 30, county: "hidalgo", downType: "amount" });
  });
});

describe("writeTool", () => {
  it("writes nothing for defaults and keeps the other calculators' parameters", () => {
    const params = new URLSearchParams("a.income=9000&m.price=1");
    const written = writeTool("mortgage", readTool("mortgage", new URLSearchParams()), params);
    expect(written.toString()).toBe("a.income=9000");
  });

  it("writes only what changed, and round-trips", () => {
    const values = { ...parseTool("rentVsBuy", {}), rent: 2_100, years: 10 };
    const written = writeTool("rentVsBuy", values, new URLSearchParams());
    expect(written.toString()).toBe("r.rent=2100&r.years=10");
    expect(readTool("rentVsBuy", written)).toEqual(values);
  });

  it("keeps a tax rate equal to the default when another county would change it", () => {
    const values = { ...parseTool("mortgage", {}), county: "cameron" as const, taxRate: 2.3 };
    const written = writeTool("mortgage", values, new URLSearchParams());
    expect(written.get("m.county")).toBe("cameron");
    expect(written.get("m.taxRate")).toBe("2.3");
    expect(readTool("mortgage", written)).toEqual(values);
  });
});
