import { describe, expect, it } from "vitest";
import type { UnknownValue } from "./lookups";
import { mapRecord } from "./mapping";
import { leaseRecord as lease, leaseTerms } from "../../../tests/support/rental-factories";
import { rentalFeeFields, rentalTermsOf } from "./rental-terms";

const local = { deposit: "XYZ_SecurityDeposit", applicationFee: "ApplicationFee", applyUrl: null };

describe("rentalFeeFields", () => {
  it("finds the local deposit, application fee and apply link fields", () => {
    expect(rentalFeeFields(["ListPrice", "SecurityDeposit", "RGV_ApplicationFeeAmount", "OnlineApplicationURL"])).toEqual({ deposit: "SecurityDeposit", applicationFee: "RGV_ApplicationFeeAmount", applyUrl: "OnlineApplicationURL" });
    expect(rentalFeeFields(["DepositSecurity", "PetDeposit"])).toEqual({ deposit: "DepositSecurity", applicationFee: null, applyUrl: null });
    expect(rentalFeeFields(["PetDeposit", "ListPrice"])).toEqual({ deposit: null, applicationFee: null, applyUrl: null });
  });
});

describe("a lease's terms from a feed", () => {
  it("maps every term, display names and OData members alike", () => {
    const mapped = mapRecord(
      lease({
        AvailabilityDate: "2027-01-01",
        LeaseTerm: "12 Months",
        PetsAllowed: ["Cats OK", "org.reso.metadata.enums.PetsAllowed'SmallDogsOK'"],
        Furnished: "Unfurnished",
        RentIncludes: "Water,Trash Collection",
        XYZ_SecurityDeposit: "1,800",
        ApplicationFee: 45.4,
      }),
      { rentalFields: local },
    );
    if (!mapped.ok) throw new Error("not mapped");
    // The same lease as the editor's and the property page's tests; this feed has no field for an apply link.
    expect(mapped.value.listing).toMatchObject({ ...leaseTerms, applyUrl: null });
    expect(mapped.dropped).toEqual([]);
    expect(mapped.unknown).toEqual([]);
  });

  it("reads the local spellings Texas feeds write by hand", () => {
    const unknown: UnknownValue[] = [];
    const { columns } = rentalTermsOf({ LeaseTerm: "1 Year", PetsAllowed: "No Pets", Furnished: "Partially Furnished", RentIncludes: ["Lawn/Yard Maintenance", "None"] }, "ResidentialLease", null, unknown);
    expect(columns).toMatchObject({ leaseTerm: "TwelveMonths", petsAllowed: ["No"], furnished: "Partially", rentIncludes: ["Landscaping"] });
    expect(unknown).toEqual([]);
  });

  it("reads every Data Dictionary value as the standard spells it, and leaves quiet the ones that say nothing to a renter", () => {
    const unknown: UnknownValue[] = [];
    const standard = rentalTermsOf(
      { LeaseTerm: "SixMonths", PetsAllowed: ["BreedRestrictions", "Call", "CatsOk", "DogsOk", "NumberLimit", "SizeLimit"], Furnished: "Negotiable", RentIncludes: ["AllUtilities", "CableTv", "Electricity", "Gardener", "Gas", "Internet", "Management", "Sewer", "TrashCollection", "Water", "SeeRemarks", "Other"] },
      "ResidentialLease",
      null,
      unknown,
    );
    expect(standard.columns).toMatchObject({
      leaseTerm: "SixMonths",
      petsAllowed: ["BreedRestrictions", "Call", "CatsOK", "DogsOK", "NumberLimit", "SizeLimit"],
      furnished: "Negotiable",
      rentIncludes: ["AllUtilities", "CableTV", "Electricity", "Landscaping", "Gas", "Internet", "Management", "Sewer", "TrashCollection", "Water"],
    });
    expect(standard.dropped).toEqual([]);
    for (const quiet of ["None", "Other", "Renewal Option"]) {
      const { columns, dropped } = rentalTermsOf({ LeaseTerm: quiet }, "ResidentialLease", null, unknown);
      expect([columns.leaseTerm, dropped]).toEqual([null, []]);
    }
    expect(unknown).toEqual([]);
  });

  it("drops and reports the values that don't fit, one by one, and keeps the rest", () => {
    const mapped = mapRecord(
      lease({
        AvailabilityDate: "2027-02-30",
        LeaseTerm: "18 Moons",
        PetsAllowed: "Cats OK, Llamas",
        Furnished: 7,
        RentIncludes: ["Water", "Butler"],
        XYZ_SecurityDeposit: "plenty",
        ApplicationFee: 250_000,
        BedroomsTotal: 3,
      }),
      { rentalFields: local },
    );
    if (!mapped.ok) throw new Error("not mapped");
    expect(mapped.value.listing).toMatchObject({ availabilityDate: null, leaseTerm: null, petsAllowed: ["CatsOK"], furnished: null, rentIncludes: ["Water"], securityDeposit: null, applicationFee: null, bedroomsTotal: 3 });
    expect(new Set(mapped.dropped.map((issue) => `${issue.field}:${issue.problem}`))).toEqual(
      new Set(["LeaseTerm:lookup", "PetsAllowed:lookup", "Furnished:type", "RentIncludes:lookup", "XYZ_SecurityDeposit:type", "ApplicationFee:range", "AvailabilityDate:type"]),
    );
    expect(mapped.unknown).toEqual([
      { field: "LeaseTerm", value: "18 Moons" },
      { field: "PetsAllowed", value: "Llamas" },
      { field: "RentIncludes", value: "Butler" },
    ]);
  });

  it("keeps an https apply link only", () => {
    const fields = { deposit: null, applicationFee: null, applyUrl: "ApplyURL" };
    expect(rentalTermsOf({ ApplyURL: "https://apply.example.com/rgv?u=1" }, "ResidentialLease", fields, []).columns.applyUrl).toBe("https://apply.example.com/rgv?u=1");
    const plain = rentalTermsOf({ ApplyURL: "http://apply.example.com" }, "ResidentialLease", fields, []);
    expect(plain.columns.applyUrl).toBeNull();
    expect(plain.dropped).toEqual([{ field: "ApplyURL", problem: "type" }]);
  });

  it("reads no terms on a listing for sale", () => {
    const mapped = mapRecord(lease({ PropertyType: "Residential", LeaseTerm: "12 Months", PetsAllowed: "Yes" }));
    if (!mapped.ok) throw new Error("not mapped");
    expect(mapped.value.listing).toMatchObject({ leaseTerm: null, petsAllowed: [], rentIncludes: [] });
  });
});
