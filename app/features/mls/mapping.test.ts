import { describe, expect, it } from "vitest";
import { lookup, lookupList, squash, type UnknownValue } from "./lookups";
import { mapPhotos, mapRecord, propertyFields, spanishRemarksField } from "./mapping";
import { indexOwn, ownCopyOf } from "./merge";

const record = (fields: Record<string, unknown> = {}) => ({
  ListingKey: "K1",
  ListingId: "M100",
  ModificationTimestamp: "2026-11-20T10:00:00Z",
  StandardStatus: "Active",
  PropertyType: "Residential",
  PropertySubType: "SingleFamilyResidence",
  ListPrice: 250000.4,
  StreetNumber: "12",
  StreetName: "Palm",
  StreetSuffix: "Dr",
  City: "Brownsville",
  PostalCode: "78520",
  ListOfficeName: "Valle Realty",
  ...fields,
});

describe("lookups", () => {
  it("reads plain names, display names and OData enum members alike", () => {
    const unknown: UnknownValue[] = [];
    expect(lookup("StandardStatus", "Odata.Models.StandardStatus'ActiveUnderContract'", unknown)).toBe("ActiveUnderContract");
    expect(lookup("StandardStatus", "Active Under Contract", unknown)).toBe("ActiveUnderContract");
    expect(lookup("StandardStatus", "ComingSoon", unknown)).toBe("ComingSoon");
    expect(lookup("PropertyType", "Residential Lease", unknown)).toBe("ResidentialLease");
    expect(lookup("PropertySubType", "Odata.Models.PropertySubType.Condominium", unknown)).toBe("Condominium");
    expect(unknown).toEqual([]);
    expect(squash("Odata.Models.StandardStatus'Active'")).toBe("active");
  });

  it("reports values it does not know, by field", () => {
    const unknown: UnknownValue[] = [];
    expect(lookup("PropertySubType", "Igloo", unknown)).toBeNull();
    expect(unknown).toEqual([{ field: "PropertySubType", value: "Igloo" }]);
  });

  it("splits multi-valued lookups sent either way", () => {
    expect(lookupList("Guest House,Barn")).toEqual(["GuestHouse", "Barn"]);
    expect(lookupList(["Odata.Models.OtherStructures'GuestHouse'"])).toEqual(["GuestHouse"]);
  });
});

describe("mapRecord", () => {
  it("keeps the record's feature lists by their Data Dictionary names (ADR 0126)", () => {
    const mapped = mapRecord(record({ Appliances: ["Dishwasher", "Comal"], Cooling: "CentralAir", Flooring: null }));
    expect(mapped.ok && mapped.value.listing.features).toEqual({ Appliances: ["Dishwasher", "Comal"], Cooling: ["Central Air"] });
    expect(propertyFields).toEqual(expect.arrayContaining(["Appliances", "PatioAndPorchFeatures", "WindowFeatures"]));
  });

  it("maps a record onto a listing row", () => {
    const mapped = mapRecord(record({ AssociationFee: 1200, AssociationFeeFrequency: "Annually", OtherStructures: ["GuestHouse"] }));
    if (!mapped.ok) throw new Error("not mapped");
    const { listing, displayable } = mapped.value;
    expect(displayable).toBe(true);
    expect(listing).toMatchObject({
      listingKey: "K1", listingId: "M100", originatingSystemName: "mls", standardStatus: "Active", propertyType: "Residential",
      propertySubType: "SingleFamilyResidence", listPrice: 250000, unparsedAddress: "12 Palm Dr", city: "Brownsville", postalCode: "78520",
      associationFee: 100, otherStructures: ["GuestHouse"], remarksEs: null, internetAddressDisplayYN: true, listOfficeName: "Valle Realty",
    });
    expect(listing.modificationTimestamp).toEqual(new Date("2026-11-20T10:00:00Z"));
  });

  it("imports a record with unknown lookups: subtype null, unknown status stored off the market", () => {
    const mapped = mapRecord(record({ PropertySubType: "Yurt", StandardStatus: "Mystery" }));
    if (!mapped.ok) throw new Error("not mapped");
    expect(mapped.value.listing.propertySubType).toBeNull();
    expect(mapped.value.listing.standardStatus).toBe("Delete");
    expect(mapped.value.displayable).toBe(false);
    expect(mapped.unknown).toEqual([{ field: "StandardStatus", value: "Mystery" }, { field: "PropertySubType", value: "Yurt" }]);
  });

  it("honours the IDX flags", () => {
    const hidden = mapRecord(record({ InternetEntireListingDisplayYN: false }));
    const noAddress = mapRecord(record({ InternetAddressDisplayYN: false }));
    expect(hidden.ok && hidden.value.displayable).toBe(false);
    expect(noAddress.ok && noAddress.value.displayable && noAddress.value.listing.internetAddressDisplayYN).toBe(false);
    expect(noAddress.ok && noAddress.value.displayable).toBe(true);
  });

  it("keeps a status outside the displayable set, not shown", () => {
    const mapped = mapRecord(record({ StandardStatus: "Withdrawn" }));
    expect(mapped.ok && mapped.value.listing.standardStatus).toBe("Withdrawn");
    expect(mapped.ok && mapped.value.displayable).toBe(false);
  });

  it("refuses a record without a usable required field, naming the field and never its content", () => {
    const now = new Date("2026-11-28T00:00:00Z");
    expect(mapRecord(record({ ModificationTimestamp: "yesterday" }))).toMatchObject({ ok: false, key: "K1", unusable: { field: "ModificationTimestamp", problem: "type" } });
    expect(mapRecord(record({ ModificationTimestamp: "2099-01-01T00:00:00Z" }), { now })).toMatchObject({ ok: false, unusable: { field: "ModificationTimestamp", problem: "range" } });
    expect(mapRecord(record({ PropertyType: "Spaceship" }))).toMatchObject({ ok: false, key: "K1", unusable: { field: "PropertyType", problem: "lookup" } });
    expect(mapRecord(record({ ListPrice: "call agent" }))).toMatchObject({ ok: false, unusable: { field: "ListPrice", problem: "type" } });
    expect(mapRecord(record({ ListPrice: 2_500_000_000 }))).toMatchObject({ ok: false, unusable: { field: "ListPrice", problem: "range" } });
    expect(mapRecord(record({ ListPrice: -5 }))).toMatchObject({ ok: false, unusable: { field: "ListPrice", problem: "range" } });
    expect(mapRecord(record({ City: null }))).toMatchObject({ ok: false, unusable: { field: "City", problem: "missing" } });
    expect(mapRecord(record({ City: "x".repeat(300) }))).toMatchObject({ ok: false, unusable: { field: "City", problem: "length" } });
    expect(mapRecord(record({ StandardStatus: " " }))).toMatchObject({ ok: false, unusable: { field: "StandardStatus", problem: "missing" } });
    expect(mapRecord(record({ ListingKey: "k".repeat(200) }))).toMatchObject({ ok: false, unusable: { field: "ListingKey", problem: "length" } });
    expect(mapRecord({ nothing: true })).toMatchObject({ ok: false, key: null, unusable: { field: "ListingKey", problem: "missing" } });
    expect(mapRecord("garbage")).toMatchObject({ ok: false, key: null });
  });

  it("drops a value its column cannot hold, keeps the listing and names the field", () => {
    const mapped = mapRecord(
      record({
        ClosePrice: 999_145_269_699,
        BuildingAreaTotal: 999_145_269_699,
        LotSizeAcres: 999_145_269_699,
        BedroomsTotal: -3,
        BathroomsFull: 250,
        YearBuilt: 1492,
        OnMarketDate: "2026-13-45",
        CloseDate: "yesterday",
        SubdivisionName: "S".repeat(300),
        PublicRemarks: "Pool\u0000 and patio",
        PropertySubType: "Xyzzy",
        NewConstructionYN: "maybe",
        Latitude: 512.5,
        Longitude: -98.2,
      }),
    );
    if (!mapped.ok) throw new Error("not mapped");
    const { listing } = mapped.value;
    expect(listing).toMatchObject({
      closePrice: null, buildingAreaTotal: null, lotSizeAcres: null, bedroomsTotal: null, bathroomsFull: null, yearBuilt: null,
      onMarketDate: null, closeDate: null, subdivisionName: null, propertySubType: null, newConstructionYN: false,
      latitude: null, longitude: null, publicRemarks: "Pool and patio", listPrice: 250000, city: "Brownsville",
    });
    expect(mapped.dropped).toEqual(
      expect.arrayContaining([
        { field: "ClosePrice", problem: "range" },
        { field: "BuildingAreaTotal", problem: "range" },
        { field: "LotSizeAcres", problem: "range" },
        { field: "BedroomsTotal", problem: "range" },
        { field: "BathroomsFull", problem: "range" },
        { field: "YearBuilt", problem: "range" },
        { field: "OnMarketDate", problem: "type" },
        { field: "CloseDate", problem: "type" },
        { field: "SubdivisionName", problem: "length" },
        { field: "PropertySubType", problem: "lookup" },
        { field: "NewConstructionYN", problem: "type" },
        { field: "Latitude", problem: "range" },
        { field: "Longitude", problem: "range" },
      ]),
    );
    expect(mapped.dropped).toHaveLength(13);
    const clean = mapRecord(record());
    expect(clean.ok && clean.dropped).toEqual([]);
  });

  it("keeps a required column's 'none' where the feed's value does not fit", () => {
    const mapped = mapRecord(record({ PostalCode: "7".repeat(300), ListingId: "M".repeat(300), UnparsedAddress: "A".repeat(300) }));
    if (!mapped.ok) throw new Error("not mapped");
    expect(mapped.value.listing).toMatchObject({ postalCode: "", listingId: "K1", unparsedAddress: "12 Palm Dr" });
    expect(mapped.dropped.map((issue) => issue.field).sort()).toEqual(["ListingId", "PostalCode", "UnparsedAddress"]);
  });

  it("maps Spanish remarks only from a Spanish field, never by translation", () => {
    const field = spanishRemarksField(["PublicRemarks", "RGV_PublicRemarksSpanish"]);
    expect(field).toBe("RGV_PublicRemarksSpanish");
    const mapped = mapRecord({ ...record(), PublicRemarks: "Nice", RGV_PublicRemarksSpanish: "Bonita" }, { spanishRemarksField: field });
    expect(mapped.ok && mapped.value.listing.remarksEs).toBe("Bonita");
    expect(spanishRemarksField(["PublicRemarks", "PrivateRemarks"])).toBeNull();
  });

  it("a lease's price is a rent per month unless the feed says otherwise", () => {
    const mapped = mapRecord(record({ PropertyType: "Odata.Models.PropertyType'ResidentialLease'", ListPrice: 1500 }));
    expect(mapped.ok && mapped.value.listing.leaseAmountFrequency).toBe("Monthly");
  });

  it("selects only fields the site uses", () => {
    expect(propertyFields).toContain("InternetEntireListingDisplayYN");
    expect(propertyFields).not.toContain("Media");
  });
});

describe("mapPhotos", () => {
  it("orders by Order, keeps images only and drops bad entries", () => {
    const photos = mapPhotos([
      { MediaKey: "b", MediaURL: "http://x.test/b.jpg", Order: 2 },
      { MediaKey: "v", MediaURL: "http://x.test/v.mp4", Order: 0, MediaCategory: "Video" },
      { MediaKey: "a", MediaURL: "http://x.test/a.jpg", Order: 1, MediaCategory: "Odata.Models.MediaCategory'Photo'", MediaModificationTimestamp: "2026-01-01T00:00:00Z" },
      { MediaKey: "bad", MediaURL: "not a url" },
    ]);
    expect(photos.map((photo) => [photo.sourceKey, photo.order])).toEqual([["a", 0], ["b", 1]]);
    expect(photos[0]?.modifiedAt).toBe("2026-01-01T00:00:00Z");
  });
});

describe("the merge rule", () => {
  const own = indexOwn([{ listingKey: "AOWN00001", listingId: "M100", unparsedAddress: "12 Palm Dr", postalCode: "78520" }, { listingKey: "AOWN00002", listingId: "AOWN00002", unparsedAddress: "9 Oak St.", postalCode: "78501" }]);
  const base = { listingKey: "K9", listingId: "M999", listAgentMlsId: null, unparsedAddress: "1 Elm St", postalCode: "78501" };

  it("matches by the MLS number the agent entered", () => {
    expect(ownCopyOf({ ...base, listingId: "m100" }, own, "AG1")).toBe("AOWN00001");
  });

  it("matches the agent's own record by address only when it is the agent's", () => {
    const record = { ...base, unparsedAddress: "9 OAK ST", postalCode: "78501-1234" };
    expect(ownCopyOf({ ...record, listAgentMlsId: "AG1" }, own, "AG1")).toBe("AOWN00002");
    expect(ownCopyOf({ ...record, listAgentMlsId: "OTHER" }, own, "AG1")).toBeNull();
    expect(ownCopyOf({ ...record, listAgentMlsId: "AG1" }, own, undefined)).toBeNull();
  });
});
