import { describe, expect, it } from "vitest";
import { leaseForm as lease, leaseTerms, leaseTermsInForm } from "../../../tests/support/rental-factories";
import { formValues, parseListingForm, type ListingFormValues } from "./listing-form";

describe("the editor's rental terms", () => {
  it("reads every term from the submitted form", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(lease(leaseTermsInForm))) {
      for (const one of typeof value === "string" ? [value] : (value ?? [])) form.append(name, one);
    }
    const parsed = parseListingForm(formValues(form));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.value).toMatchObject({
      availableFrom: "2027-01-01",
      leaseTerm: "TwelveMonths",
      pets: ["CatsOK", "SmallDogsOK"],
      furnished: "Unfurnished",
      rentIncludes: ["Water", "TrashCollection"],
      deposit: 1800,
      applicationFee: 45,
      applyUrl: leaseTerms.applyUrl,
    });
  });

  it("leaves unsaid terms empty", () => {
    const parsed = parseListingForm(lease());
    expect(parsed.ok && parsed.value).toMatchObject({ availableFrom: null, leaseTerm: null, pets: [], furnished: null, rentIncludes: [], deposit: null, applicationFee: null, applyUrl: null });
  });

  it.each([
    [{ availableFrom: "2027-02-30" }, "availableFrom", "date"],
    [{ leaseTerm: "Forever" }, "leaseTerm", "choice"],
    [{ applyUrl: "http://apply.example.com" }, "applyUrl", "applyUrl"],
    [{ applyUrl: "javascript:alert(1)" }, "applyUrl", "applyUrl"],
    [{ deposit: "-5" }, "deposit", "number"],
    [{ applicationFee: "250000" }, "applicationFee", "range"],
    [{ pets: ["No", "DogsOK"] }, "pets", "petsConflict"],
    [{ rentIncludes: ["Butler"] }, "rentIncludes", "choice"],
  ] as const)("refuses %o with an error on its field", (fields, field, code) => {
    const parsed = parseListingForm(lease(fields as ListingFormValues));
    expect(parsed.ok ? null : parsed.errors[field]).toBe(code);
  });
});
