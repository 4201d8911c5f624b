import { describe, expect, it } from "vitest";
import { cities, cityList } from "./cities";
import { isCompleteAddress, isPlaceCentre, pinOutsideCity, placeCentre } from "./zip-centres";

const allZips = cityList.flatMap((city) => city.zips.map((zip) => ({ city: city.slug, zip })));

describe("a place's centre", () => {
  it.each(allZips)("has one for $zip, inside $city", ({ city, zip }) => {
    const centre = placeCentre(city, zip);
    expect(centre?.source).toBe("zip");
    expect(pinOutsideCity(city, centre!.lat, centre!.lng)).toBe(false);
    expect(isPlaceCentre(centre!.lat, centre!.lng)).toBe(true);
  });

  it("gives every ZIP but Weslaco's post office boxes a centre of its own, four decimals long", () => {
    const centres = allZips.map(({ city, zip }) => placeCentre(city, zip)!);
    expect(new Set(centres.map((centre) => `${centre.lat},${centre.lng}`)).size).toBe(allZips.length);
    for (const centre of centres) expect([centre.lat, centre.lng].map((value) => Math.round(value * 1e4) / 1e4)).toEqual([centre.lat, centre.lng]);
    expect(placeCentre("weslaco", "78599")).toEqual({ ...cities.weslaco.center, source: "zip" });
  });

  it("takes a neighbouring city's ZIP over the chosen city's centre, and the city's centre for a ZIP it doesn't know", () => {
    expect(placeCentre("mcallen", "78541")).toEqual(placeCentre("edinburg", "78541"));
    expect(placeCentre("edinburg", "")).toEqual({ ...cities.edinburg.center, source: "city" });
    expect(placeCentre("edinburg", "75001")).toEqual({ ...cities.edinburg.center, source: "city" });
    expect(placeCentre("houston", "78541")).toBeNull();
    expect(placeCentre("toString", "78541")).toBeNull();
  });
});

describe("a pin placed by hand", () => {
  it("is one that sits on no city's or ZIP's centre", () => {
    for (const city of cityList) expect(isPlaceCentre(city.center.lat, city.center.lng)).toBe(true);
    expect(isPlaceCentre(26.20345, -98.23004)).toBe(true);
    expect(isPlaceCentre(26.2036, -98.23)).toBe(false);
    expect(isPlaceCentre(26.3061, -98.1789)).toBe(false);
  });
});

describe("a pin outside the chosen city", () => {
  it("is one beyond the city's reach: Edinburg's centre or the university with McAllen chosen, McAllen's centre with Edinburg", () => {
    expect(pinOutsideCity("mcallen", cities.edinburg.center.lat, cities.edinburg.center.lng)).toBe(true);
    expect(pinOutsideCity("mcallen", 26.3061, -98.1789)).toBe(true);
    expect(pinOutsideCity("edinburg", cities.mcallen.center.lat, cities.mcallen.center.lng)).toBe(true);
    expect(pinOutsideCity("weslaco", cities.mission.center.lat, cities.mission.center.lng)).toBe(true);
    expect(pinOutsideCity("edinburg", 26.3061, -98.1789)).toBe(false);
  });

  it("is never said of a city the site doesn't know", () => {
    expect(pinOutsideCity("houston", 29.76, -95.37)).toBe(false);
  });
});

describe("a complete address", () => {
  it.each([
    ["1201 W University Dr", "78539"],
    ["12 N 5th St", "78501"],
    ["1201-B Calle Ñandú", "78572"],
    [" 900 Main ", " 78596 "],
  ])("is a house number and a street name with a five-digit ZIP (%s, %s)", (street, zip) => {
    expect(isCompleteAddress(street, zip)).toBe(true);
  });

  it.each([
    ["W University Dr", "78539"],
    ["1201", "78539"],
    ["1201 W", "78539"],
    ["1201 W University Dr", "7853"],
    ["1201 W University Dr", "78539-1234"],
    ["1201 W University Dr", ""],
  ])("is not one without them (%s, %s)", (street, zip) => {
    expect(isCompleteAddress(street, zip)).toBe(false);
  });
});
