import { describe, expect, it } from "vitest";
import { heroHasPicture, heroTitleRepeats } from "./hero";

describe("the phone hero", () => {
  it("leaves out a title whose words the H1 already says, in any order or case", () => {
    expect(heroTitleRepeats("Homes for Sale", "Homes for Sale in the RGV")).toBe(true);
    expect(heroTitleRepeats("Espacios en renta", "Espacios comerciales en renta")).toBe(true);
    expect(heroTitleRepeats("Sharyland Plantation", "Sharyland Plantation")).toBe(true);
    expect(heroTitleRepeats("Find Your Place in the RGV", "Rio Grande Valley Real Estate, in English and Spanish")).toBe(false);
    expect(heroTitleRepeats("Cuartos fríos en McAllen", "Almacenes refrigerados en McAllen")).toBe(false);
  });

  it("shows no picture on listing, form and home pages, and one on guides", () => {
    for (const id of ["home", "residential-for-sale", "mcallen-homes", "mission-sharyland", "private-showings", "contact"] as const) {
      expect(heroHasPicture(id)).toBe(false);
    }
    for (const id of ["mcallen", "about", "market", "blog"] as const) expect(heroHasPicture(id)).toBe(true);
  });
});
