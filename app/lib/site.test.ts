import { describe, expect, it } from "vitest";
import { cities } from "./cities";
import { demoSite, officeGeo } from "./site";

describe("officeGeo", () => {
  it("places the office at its city's centre, McAllen's where the site does not know its city", () => {
    const at = (city: string) => officeGeo({ ...demoSite.office, city });
    expect(officeGeo(demoSite.office)).toEqual({ "@type": "GeoCoordinates", latitude: cities.mcallen.center.lat, longitude: cities.mcallen.center.lng });
    expect(at(" san juan ")).toEqual({ "@type": "GeoCoordinates", latitude: cities["san-juan"].center.lat, longitude: cities["san-juan"].center.lng });
    expect(at("Brownsville")).toEqual(officeGeo(demoSite.office));
  });
});
