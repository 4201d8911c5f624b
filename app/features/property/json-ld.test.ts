import { describe, expect, it } from "vitest";
import { leaseFrequencies } from "~/lib/reso";
import { demoSite } from "~/lib/site";
import { openHouseOrganizer, rentUnit } from "./json-ld.server";

describe("rentUnit", () => {
  it("gives schema.org the period of every lease frequency", () => {
    expect(rentUnit("Monthly")).toEqual({ unitCode: "MON" });
    expect(rentUnit(null)).toEqual({ unitCode: "MON" });
    expect(rentUnit("Annually")).toEqual({ unitCode: "ANN" });
    expect(rentUnit("Weekly")).toEqual({ unitCode: "WEE" });
    expect(rentUnit("BiWeekly")).toEqual({ referenceQuantity: { "@type": "QuantitativeValue", value: 2, unitCode: "WEE" } });
    expect(rentUnit("SemiMonthly")).toEqual({ referenceQuantity: { "@type": "QuantitativeValue", value: 0.5, unitCode: "MON" } });
    expect(rentUnit("Seasonal")).toEqual({ unitText: "season" });
    expect(rentUnit("OneTime")).toEqual({});
    for (const frequency of leaseFrequencies.filter((value) => value !== "OneTime")) expect(Object.keys(rentUnit(frequency))).toHaveLength(1);
  });
});

describe("openHouseOrganizer", () => {
  const about = "https://example.com/en/about";

  it("is the site's agent and brokerage for their own listings, whoever the row names", () => {
    expect(openHouseOrganizer({ originatingSystemName: "agent", listAgentFullName: null, listOfficeName: null }, demoSite, about)).toEqual({
      "@type": "RealEstateAgent",
      name: demoSite.agentName,
      url: about,
      parentOrganization: { "@type": "Organization", name: demoSite.brokerage },
    });
  });

  it("is the listing agent and office the MLS names, the office alone, or no one", () => {
    expect(openHouseOrganizer({ originatingSystemName: "mls", listAgentFullName: "Irene Salinas", listOfficeName: null }, demoSite, about)).toEqual({ "@type": "RealEstateAgent", name: "Irene Salinas" });
    expect(openHouseOrganizer({ originatingSystemName: "mls", listAgentFullName: null, listOfficeName: "Palmview Realty Group" }, demoSite, about)).toEqual({ "@type": "RealEstateAgent", name: "Palmview Realty Group" });
    expect(openHouseOrganizer({ originatingSystemName: "mls", listAgentFullName: null, listOfficeName: null }, demoSite, about)).toBeUndefined();
  });
});
