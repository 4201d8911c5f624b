import { describe, expect, it } from "vitest";
import { refusedValue, sqlState } from "./errors.server";

const wrapped = (code: string) => Object.assign(new Error("Failed query: insert into …"), { cause: Object.assign(new Error("numeric value out of range"), { code }) });

describe("database errors", () => {
  it("finds the SQLSTATE on the error or its cause", () => {
    expect(sqlState(wrapped("22003"))).toBe("22003");
    expect(sqlState(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBeNull();
    expect(sqlState("nothing")).toBeNull();
  });

  it("tells a refused value from an outage", () => {
    for (const code of ["22003", "22008", "22021", "23505", "23514", "54000"]) expect(refusedValue(wrapped(code)), code).toBe(true);
    for (const code of ["57P01", "08006", "57014", "40001", "53300"]) expect(refusedValue(wrapped(code)), code).toBe(false);
    expect(refusedValue(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBe(false);
  });
});
