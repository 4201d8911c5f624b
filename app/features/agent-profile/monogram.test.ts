import { describe, expect, it } from "vitest";
import { monogramInitials } from "./monogram";

describe("monogramInitials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(monogramInitials("Marisa Villarreal")).toBe("MV");
    expect(monogramInitials("María de la Luz Garza")).toBe("MG");
    expect(monogramInitials("  ángel   núñez ")).toBe("ÁN");
  });

  it("passes over a generational suffix and punctuation", () => {
    expect(monogramInitials("Roberto Salinas Jr.")).toBe("RS");
    expect(monogramInitials("José Treviño III")).toBe("JT");
    expect(monogramInitials("“Lupe” O'Connor")).toBe("LO");
    expect(monogramInitials("Ana & Luis Peña")).toBe("AP");
  });

  it("gives one letter for one name and none for a name without letters", () => {
    expect(monogramInitials("Cher")).toBe("C");
    expect(monogramInitials("")).toBe("");
    expect(monogramInitials("123 -")).toBe("");
  });
});
