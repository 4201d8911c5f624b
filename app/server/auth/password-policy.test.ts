import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordProblems } from "./password-policy.server";

describe("password policy", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblems("river-palm-lantern-42", "ana@example.com")).toEqual([]);
  });

  it("refuses a short one", () => {
    expect(passwordProblems("x".repeat(MIN_PASSWORD_LENGTH - 1))).toContain("tooShort");
  });

  it("refuses common passwords, in any case and with digits tacked on", () => {
    expect(passwordProblems("password1234")).toEqual(["tooCommon"]);
    expect(passwordProblems("Baseball2024")).toEqual(["tooCommon"]);
    expect(passwordProblems("QWERTYUIOP")).toEqual(["tooCommon"]);
  });

  it("gives every reason at once", () => {
    expect(passwordProblems("password", "pass@example.com")).toEqual(["tooShort", "tooCommon", "containsEmail"]);
  });

  it("refuses a password that contains the e-mail's name", () => {
    expect(passwordProblems("maria.lopez-rgv-1987", "maria.lopez@example.com")).toEqual(["containsEmail"]);
  });

  it("refuses one over the maximum", () => {
    expect(passwordProblems("a1!".repeat(50))).toContain("tooLong");
  });
});
