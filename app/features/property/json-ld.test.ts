import { describe, expect, it } from "vitest";
import { leaseFrequencies } from "~/lib/reso";
import { demoSite } from "~/lib/site";
import type { ListingDetail } from "~/features/listings/summary";
import { makeListing } from "~/server/seed/factory";
import { bathroomsJsonLd, leaseOfferJsonLd, listingJsonLd, openHouseOrganizer, petsJsonLd, rentUnit } from "./json-ld.server";

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

const ref = { postedDay: null, agent: { id: "https://example.com/#agent", name: "Marisa", url: "https://example.com/en/about" } };

describe("openHouseOrganizer", () => {
  const about = "https://example.com/en/about";
  const agent = { id: "https://example.com/#agent", name: demoSite.agentName, url: about };

  it("is the site's agent and brokerage for their own listings, whoever the row names", () => {
    expect(openHouseOrganizer({ originatingSystemName: "agent", listAgentFullName: null, listOfficeName: null }, demoSite, agent)).toEqual({
      "@type": "RealEstateAgent",
      "@id": "https://example.com/#agent",
      name: demoSite.agentName,
      url: about,
      parentOrganization: { "@type": "Organization", name: demoSite.brokerage },
    });
  });

  it("is the listing agent and office the MLS names, the office alone, or no one", () => {
    expect(openHouseOrganizer({ originatingSystemName: "mls", listAgentFullName: "Irene Salinas", listOfficeName: null }, demoSite, agent)).toEqual({ "@type": "RealEstateAgent", name: "Irene Salinas" });
    expect(openHouseOrganizer({ originatingSystemName: "mls", listAgentFullName: null, listOfficeName: "Palmview Realty Group" }, demoSite, agent)).toEqual({ "@type": "RealEstateAgent", name: "Palmview Realty Group" });
    expect(openHouseOrganizer({ originatingSystemName: "mls", listAgentFullName: null, listOfficeName: null }, demoSite, agent)).toBeUndefined();
  });
});

describe("the baths in a listing's JSON-LD", () => {
  it("count every bath in the total, as schema.org and RESO's BathroomsTotalInteger do, and say which are full and which partial", () => {
    expect(bathroomsJsonLd({ bathroomsFull: 2, bathroomsHalf: 1 })).toEqual({ numberOfBathroomsTotal: 3, numberOfFullBathrooms: 2, numberOfPartialBathrooms: 1 });
    expect(bathroomsJsonLd({ bathroomsFull: 3, bathroomsHalf: 0 })).toEqual({ numberOfBathroomsTotal: 3, numberOfFullBathrooms: 3, numberOfPartialBathrooms: 0 });
    expect(bathroomsJsonLd({ bathroomsFull: 2, bathroomsHalf: null })).toEqual({ numberOfBathroomsTotal: 2, numberOfFullBathrooms: 2 });
    expect(bathroomsJsonLd({ bathroomsFull: null, bathroomsHalf: null })).toEqual({});
  });

  it("are told of a home, not of land", () => {
    const detail = (fields: Parameters<typeof makeListing>[0]) => ({ ...makeListing(fields).listing, media: [] }) as unknown as ListingDetail;
    const home = listingJsonLd(detail({ listingKey: "J1", bathroomsFull: 2, bathroomsHalf: 1 }), "https://example.com/en/property/J1", "Home", "A home.", ref);
    expect(home.about).toMatchObject({ numberOfBathroomsTotal: 3, numberOfFullBathrooms: 2, numberOfPartialBathrooms: 1 });
    const land = listingJsonLd(detail({ listingKey: "J2", propertyType: "Land", propertySubType: "UnimprovedLand" }), "https://example.com/en/property/J2", "Land", "Land.", ref);
    expect(land.about).not.toHaveProperty("numberOfBathroomsTotal");
  });
});

describe("a lease's terms in its JSON-LD", () => {
  it("say from when it is available, the lease's length and whether pets may come", () => {
    expect(leaseOfferJsonLd({ availabilityDate: "2027-01-01", leaseTerm: "TwelveMonths" })).toEqual({ availabilityStarts: "2027-01-01", leaseLength: { "@type": "QuantitativeValue", value: 12, unitCode: "MON" } });
    expect(leaseOfferJsonLd({ availabilityDate: null, leaseTerm: "Negotiable" })).toEqual({});
    expect(petsJsonLd(["CatsOK", "SmallDogsOK"])).toEqual({ petsAllowed: true });
    expect(petsJsonLd(["No"])).toEqual({ petsAllowed: false });
    expect(petsJsonLd(["Call"])).toEqual({});
    expect(petsJsonLd([])).toEqual({});
  });

  it("are on a lease's offer and home only", () => {
    const detail = (fields: Parameters<typeof makeListing>[0]) => ({ ...makeListing(fields).listing, media: [] }) as unknown as ListingDetail;
    const terms = { availabilityDate: "2027-01-01", leaseTerm: "TwelveMonths", petsAllowed: ["DogsOK"] };
    const rental = listingJsonLd(detail({ listingKey: "J3", propertyType: "ResidentialLease", ...terms }), "https://example.com/en/property/J3", "Rental", "A rental.", ref);
    expect(rental.offers).toMatchObject({ availabilityStarts: "2027-01-01", leaseLength: { value: 12, unitCode: "MON" } });
    expect(rental.about).toMatchObject({ petsAllowed: true });
    const sale = listingJsonLd(detail({ listingKey: "J4", ...terms }), "https://example.com/en/property/J4", "Home", "A home.", ref);
    expect(sale.offers).not.toHaveProperty("leaseLength");
    expect(sale.about).not.toHaveProperty("petsAllowed");
  });
});
