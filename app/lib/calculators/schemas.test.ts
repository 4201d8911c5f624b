import { describe, expect, it } from "vitest";
import { checkTool, defaultTool, readDecimal, readTool, readTools, writeTool } from "./schemas";

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
    expect(tools.mortgage.values).toEqual({
      price: 250_000, down: 10, downType: "percent", rate: 6.5, term: 30, county: "hidalgo", taxRate: 2.3, insurance: 2_400, hoa: 0, pmiRate: 0.5,
    });
    expect(tools.mortgage.raw.price).toBe("250000");
    expect(tools.affordability.values?.frontRatio).toBe(28);
    expect(tools.affordability.values?.backRatio).toBe(36);
    expect(tools.closingCosts.values?.prepaidDays).toBe(15);
    expect(tools.rentVsBuy.values?.years).toBe(7);
  });

  it("clamp values above their ceiling, and take unknown choices as the default", () => {
    const params = new URLSearchParams("m.term=17&m.county=CAMERON&m.down=150&m.hoa=&m.pmiRate=99&r.years=45.6&r.appreciation=-50");
    expect(readTool("mortgage", params).values).toMatchObject({ term: 30, county: "cameron", taxRate: 2.4, down: 100, hoa: 0, pmiRate: 5 });
    const rentVsBuy = readTool("rentVsBuy", params).values;
    expect(rentVsBuy?.years).toBe(30);
    expect(rentVsBuy?.appreciation).toBe(-20);
  });

  // Text that is no number, and zero or less where that means nothing, give a field error and no result.
  const mustBePositive = {
    mortgage: ["price", "rate"],
    affordability: ["income", "rate", "frontRatio", "backRatio"],
    closingCosts: ["price", "rate"],
    rentVsBuy: ["rent", "price", "rate", "years"],
  } as const;
  // Zero is a real answer here: no down payment, no HOA, no debts, a paid-off tax bill, no fees.
  const mayBeZero = {
    mortgage: ["down", "taxRate", "insurance", "hoa", "pmiRate"],
    affordability: ["debts", "down", "taxRate", "insurance", "hoa", "pmiRate"],
    closingCosts: ["down", "originationPct", "appraisal", "lenderTitle", "survey", "escrowFee", "otherFees", "prepaidDays", "taxRate", "taxMonths", "insurance", "insuranceMonths"],
    rentVsBuy: ["rentIncrease", "down", "taxRate", "insurance", "hoa", "pmiRate", "maintenance", "investmentReturn", "sellingCosts", "closingCosts"],
  } as const;

  describe.each(Object.keys(mustBePositive) as Array<keyof typeof mustBePositive>)("%s", (id) => {
    it.each(mustBePositive[id].flatMap((field) => [
      [field, "abc", "number"],
      [field, "0", "positive"],
      [field, "-5", "positive"],
      [field, "", "positive"],
    ]))("refuses %s = %j (%s)", (field, text, problem) => {
      const check = checkTool(id, { [field]: text });
      expect(check.values).toBeUndefined();
      expect(check.errors).toEqual({ [field]: problem });
    });

    it.each(mayBeZero[id].flatMap((field) => [
      [field, "0", undefined],
      [field, "", undefined],
      [field, "abc", "number"],
      [field, "-5", "nonNegative"],
    ]))("takes %s = %j as %s", (field, text, problem) => {
      const check = checkTool(id, { [field]: text });
      expect(check.errors).toEqual(problem ? { [field]: problem } : undefined);
      if (!problem) expect(check.values).toMatchObject({ [field]: 0 });
    });
  });

  it("keep what was typed in the URL next to its error, and the defaults elsewhere", () => {
    const form = readTool("mortgage", new URLSearchParams("m.price=abc&m.rate=-5&m.hoa=150&a.income=0"));
    expect(form.values).toBeUndefined();
    expect(form.errors).toEqual({ price: "number", rate: "positive" });
    expect(form.raw).toMatchObject({ price: "abc", rate: "-5", hoa: "150", down: "10", county: "hidalgo" });
    expect(readTool("affordability", new URLSearchParams("a.income=0")).errors).toEqual({ income: "positive" });
  });

  it("read only their own prefix", () => {
    const params = new URLSearchParams("m.price=300000&a.income=9000&price=1");
    const tools = readTools(params);
    expect(tools.mortgage.values?.price).toBe(300_000);
    expect(tools.affordability.values?.income).toBe(9_000);
    expect(tools.closingCosts.values?.price).toBe(250_000);
    expect(tools.rentVsBuy.values?.price).toBe(250_000);
  });

  it("never throw on any shape of input", () => {
    const weird = { price: {}, down: [1, 2], rate: null, term: Symbol("x"), county: 42, downType: ["amount"], __proto__: { price: 1 } };
    expect(() => checkTool("mortgage", weird)).not.toThrow();
    expect(checkTool("mortgage", weird).errors).toEqual({ price: "number", rate: "number" });
    expect(checkTool("mortgage", { down: [1, 2], downType: ["amount"] }).values).toMatchObject({ price: 250_000, down: 1, rate: 6.5, term: 30, county: "hidalgo", downType: "amount" });
  });
});

describe("writeTool", () => {
  it("writes nothing for defaults and keeps the other calculators' parameters", () => {
    const params = new URLSearchParams("a.income=9000&m.price=1");
    const written = writeTool("mortgage", defaultTool("mortgage"), params);
    expect(written.toString()).toBe("a.income=9000");
  });

  it("writes only what changed, and round-trips", () => {
    const values = { ...defaultTool("rentVsBuy"), rent: 2_100, years: 10 };
    const written = writeTool("rentVsBuy", values, new URLSearchParams());
    expect(written.toString()).toBe("r.rent=2100&r.years=10");
    expect(readTool("rentVsBuy", written).values).toEqual(values);
  });

  it("keeps a tax rate equal to the default when another county would change it", () => {
    const values = { ...defaultTool("mortgage"), county: "cameron" as const, taxRate: 2.3 };
    const written = writeTool("mortgage", values, new URLSearchParams());
    expect(written.get("m.county")).toBe("cameron");
    expect(written.get("m.taxRate")).toBe("2.3");
    expect(readTool("mortgage", written).values).toEqual(values);
  });
});
