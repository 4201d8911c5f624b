import { describe, expect, it } from "vitest";
import type { SearchQuery } from "./search-query";
import { understand } from "./understand";
import { understoodFilter } from "./understand-query";

// Every phrase issue 53 gives, and more in English (understand-es.test.ts: Spanish), each with the
// parameters it must give: nothing more, nothing less. Leftover words are the text (q).
const phrases: Array<[string, Partial<SearchQuery>]> = [
  ["3 bed house mcallen", { propertyType: "single-family", beds: 3, city: "mcallen" }],
  ["mcallen under 300k", { kind: "buy", maxPrice: 300000, city: "mcallen" }],
  ["between 200k and 300k", { kind: "buy", minPrice: 200000, maxPrice: 300000 }],
  ["land for sale in alamo", { propertyType: "land", city: "alamo" }],
  ["3437 Mesquite Lane", { q: "3437 mesquite ln" }],
  ["MLS 697884", { q: "697884" }],
  ["MLS #697884", { q: "697884" }],
  ["#697884", { q: "697884" }],
  ["697884", { q: "697884" }],
  ["3 bed", { beds: 3 }],
  ["3br", { beds: 3 }],
  ["3 bedrooms", { beds: 3 }],
  ["3+ beds", { beds: 3 }],
  ["2ba", { baths: 2 }],
  ["2.5 baths", { baths: 2.5 }],
  ["under 300k", { kind: "buy", maxPrice: 300000 }],
  ["less than $300,000", { kind: "buy", maxPrice: 300000 }],
  ["below 1.2m", { kind: "buy", maxPrice: 1200000 }],
  ["200-300k", { kind: "buy", minPrice: 200000, maxPrice: 300000 }],
  ["for sale", { kind: "buy" }],
  ["for rent", { kind: "rent" }],
  ["rentals", { kind: "rent" }],
  ["lease", { kind: "rent" }],
  ["house", { propertyType: "single-family" }],
  ["home", { propertyType: "single-family" }],
  ["condo", { propertyType: "condo" }],
  ["townhouse", { type: ["Residential"], subType: ["Townhouse"] }],
  ["apartment", { type: ["ResidentialLease"], subType: ["Apartment","Condominium","Townhouse"] }],
  ["land", { propertyType: "land" }],
  ["lot", { propertyType: "land" }],
  ["warehouse", { type: ["CommercialSale","CommercialLease"], subType: ["Warehouse","Industrial"] }],
  ["office", { type: ["CommercialSale","CommercialLease"], subType: ["Office"] }],
  ["retail", { type: ["CommercialSale","CommercialLease"], subType: ["Retail","MixedUse"] }],
  ["pool", { pool: true }],
  ["pets ok", { pets: true }],
  ["furnished house for rent in mcallen", { type: ["ResidentialLease"], subType: ["SingleFamilyResidence"], furnished: true, city: "mcallen" }],
  ["casita", { casita: true }],
  ["new construction", { newConstruction: true }],
  ["waterfront", { q: "waterfront" }],
  ["mcalen", { city: "mcallen" }],
  ["edinbrug", { city: "edinburg" }],
  ["wesalco", { city: "weslaco" }],
  ["3 bed 2 bath homes in edinburg under 350k", { propertyType: "single-family", beds: 3, baths: 2, maxPrice: 350000, city: "edinburg" }],
  ["4 bedroom house with pool in mcallen", { propertyType: "single-family", pool: true, beds: 4, city: "mcallen" }],
  ["condo for rent mcallen under 1500", { type: ["ResidentialLease"], subType: ["Condominium","Townhouse"], maxPrice: 1500, city: "mcallen" }],
  ["townhome for sale edinburg", { type: ["Residential"], subType: ["Townhouse"], city: "edinburg" }],
  ["2 bedroom apartment for rent", { type: ["ResidentialLease"], subType: ["Apartment","Condominium","Townhouse"], beds: 2 }],
  ["lots for sale in donna", { propertyType: "land", city: "donna" }],
  ["ranch for sale", { type: ["Farm"] }],
  ["warehouse for lease pharr", { type: ["CommercialLease"], subType: ["Warehouse","Industrial"], city: "pharr" }],
  ["office space for rent in mcallen", { type: ["CommercialLease"], subType: ["Office"], city: "mcallen" }],
  ["retail space for lease", { type: ["CommercialLease"], subType: ["Retail","MixedUse"] }],
  ["commercial property for sale", { type: ["CommercialSale","BusinessOpportunity"] }],
  ["commercial", { kind: "commercial" }],
  ["duplex for sale mcallen", { type: ["ResidentialIncome"], city: "mcallen" }],
  ["mobile home for sale", { type: ["Residential","ManufacturedInPark"], subType: ["ManufacturedHome","MobileHome","ManufacturedOnLand"] }],
  ["homes with casita in mission", { propertyType: "single-family", casita: true, city: "mission" }],
  ["guest house", { casita: true }],
  ["luxury homes in north mcallen", { propertyType: "single-family", luxury: true, community: "north-mcallen-luxury" }],
  ["new construction homes in edinburg", { propertyType: "single-family", newConstruction: true, city: "edinburg" }],
  ["open house this weekend mcallen", { openHouse: true, city: "mcallen", q: "this weekend" }],
  ["price reduced homes mcallen", { propertyType: "single-family", priceReduced: true, city: "mcallen" }],
  ["sold homes in mcallen", { propertyType: "single-family", city: "mcallen", status: ["Closed"] }],
  ["just listed mcallen", { city: "mcallen", listed: 7 }],
  ["tres lagos", { community: "tres-lagos" }],
  ["north mcallen", { community: "north-mcallen-luxury" }],
  ["sharyland", { community: "sharyland-plantation" }],
  ["sharyland plantation homes", { propertyType: "single-family", community: "sharyland-plantation" }],
  ["meadow creek", { community: "meadow-creek" }],
  ["homes in tres lagos under 500k", { propertyType: "single-family", maxPrice: 500000, community: "tres-lagos" }],
  ["mc allen", { city: "mcallen" }],
  ["mcallan", { city: "mcallen" }],
  ["misson", { city: "mission" }],
  ["edinburgh", { city: "edinburg" }],
  ["pharr tx", { city: "pharr" }],
  ["san juan", { city: "san-juan" }],
  ["sanjuan", { city: "san-juan" }],
  ["alamo", { city: "alamo" }],
  ["donna", { city: "donna" }],
  ["weslaco", { city: "weslaco" }],
  ["78504", { q: "78504" }],
  ["homes in 78504", { propertyType: "single-family", q: "78504" }],
  ["3 bed 2.5 bath 78541", { beds: 3, baths: 2.5, q: "78541" }],
  ["over 500k", { kind: "buy", minPrice: 500000 }],
  ["more than 400k", { kind: "buy", minPrice: 400000 }],
  ["at least 3 beds", { beds: 3 }],
  ["minimum 2 baths", { baths: 2 }],
  ["from 250k to 400k", { kind: "buy", minPrice: 250000, maxPrice: 400000 }],
  ["200k to 300k", { kind: "buy", minPrice: 200000, maxPrice: 300000 }],
  ["$200,000 - $300,000", { kind: "buy", minPrice: 200000, maxPrice: 300000 }],
  ["1-1.5m", { kind: "buy", minPrice: 1000000, maxPrice: 1500000 }],
  ["between 1 and 2 million", { kind: "buy", minPrice: 1000000, maxPrice: 2000000 }],
  ["under 1500 a month", { kind: "rent", maxPrice: 1500 }],
  ["rent under 2000", { kind: "rent", maxPrice: 2000 }],
  ["house for rent under 1800", { type: ["ResidentialLease"], subType: ["SingleFamilyResidence"], maxPrice: 1800 }],
  ["$1,500/mo", { kind: "rent", maxPrice: 1500 }],
  ["under 300", { kind: "buy", maxPrice: 300000 }],
  ["homes under 250", { propertyType: "single-family", maxPrice: 250000 }],
  ["$300k home", { propertyType: "single-family", maxPrice: 300000 }],
  ["one million dollar homes", { propertyType: "single-family", maxPrice: 1000000 }],
  ["5 bedroom 4 bath luxury home with pool mcallen", { propertyType: "single-family", luxury: true, pool: true, beds: 5, baths: 4, city: "mcallen" }],
  ["cold storage warehouse mcallen", { type: ["CommercialSale","CommercialLease"], subType: ["Warehouse","Industrial"], refrigerated: true, city: "mcallen" }],
  ["refrigerated warehouse for sale", { type: ["CommercialSale"], subType: ["Warehouse","Industrial"], refrigerated: true }],
  ["four bedroom home in mission", { propertyType: "single-family", beds: 4, city: "mission" }],
  ["two bed two bath condo", { propertyType: "condo", beds: 2, baths: 2 }],
  ["3 bd 2 ba", { beds: 3, baths: 2 }],
  ["3bd/2ba", { beds: 3, baths: 2 }],
  ["3-4 bedrooms", { beds: 3 }],
  ["3 or more bedrooms", { beds: 3 }],
  ["gazebo", { q: "gazebo" }],
  ["house with gazebo in mission", { propertyType: "single-family", city: "mission", q: "gazebo" }],
  ["3437 N Mesquite Ln", { q: "3437 n mesquite ln" }],
  ["3437 north mesquite lane mcallen", { city: "mcallen", q: "3437 n mesquite ln" }],
  ["1200 Nolana Avenue", { q: "1200 nolana ave" }],
  ["500 Main Street", { q: "500 main st" }],
  ["500 main st", { q: "500 main st" }],
  ["2100 Trenton Road", { q: "2100 trenton rd" }],
  ["100 ware boulevard", { q: "100 ware blvd" }],
  ["4500 Retama Drive", { q: "4500 retama dr" }],
  ["mls# 697884", { q: "697884" }],
  ["MLS number 697884", { q: "697884" }],
  ["mls697884", { q: "697884" }],
  ["HOMES FOR SALE IN MCALLEN", { propertyType: "single-family", city: "mcallen" }],
  ["I want a 3 bedroom home in Weslaco with a pool", { propertyType: "single-family", pool: true, beds: 3, city: "weslaco" }],
  ["looking for a 2br condo to rent in mcallen", { type: ["ResidentialLease"], subType: ["Condominium","Townhouse"], beds: 2, city: "mcallen" }],
];

describe("understand, in English", () => {
  it.each(phrases)("reads %j", (typed, expected) => {
    expect(understoodFilter(understand(typed))).toEqual(expected);
  });

  it("finds MLS numbers and street addresses for the exact search", () => {
    expect(understand("MLS #697884").mls).toBe("697884");
    expect(understand("MLS #697884").address).toBeUndefined();
    expect(understand("3437 Mesquite Lane").address).toEqual({ number: "3437", street: ["mesquite", "ln"] });
    expect(understand("3437 Mesquite Lane").mls).toBeUndefined();
    expect(understand("3437 North Mesquite Lane, McAllen")).toMatchObject({ address: { number: "3437", street: ["n", "mesquite", "ln"] }, city: "mcallen" });
    expect(understand("500 Main Street").address).toEqual({ number: "500", street: ["main", "st"] });
    expect(understand("3 bed house").address).toBeUndefined();
    expect(understand("78504").address).toBeUndefined();
  });

  it("names the words it could not use, as typed", () => {
    expect(understand("house with Gazebo in mission").unused).toEqual(["Gazebo"]);
    expect(understand("3 bed house mcallen").unused).toEqual([]);
    expect(understand("waterfront").text).toBe("waterfront");
  });

  it("takes under a millisecond for a long query", () => {
    const typed = "I want a 5 bedroom 4.5 bath luxury home with pool and casita in north mcallen between $600k and 1.2m, 3437 N Mesquite Ln";
    understand(typed);
    const runs = 200;
    const started = performance.now();
    for (let run = 0; run < runs; run++) understand(typed);
    expect((performance.now() - started) / runs).toBeLessThan(1);
  });

  it("never fails on odd input", () => {
    for (const typed of ["", "   ", "$$$", "###", "-", "+", "1e99", "9".repeat(400), "k m mm", "between and", "under", "3 +", "🏠 mcallen"]) {
      expect(() => understand(typed)).not.toThrow();
    }
    expect(understoodFilter(understand("🏠 mcallen"))).toEqual({ city: "mcallen" });
  });
});
