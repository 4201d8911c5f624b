import { blankValues, type ListingFormValues } from "../../app/features/agent-listings/listing-form";

/**
 * One lease, 512 Orchid Ave in McAllen at $1,650 a month, with every term said (ADR 0123): the same
 * terms whichever way a test meets it, the listing's columns, the editor's form or the MLS's record.
 */
export const leaseTerms = {
  availabilityDate: "2027-01-01",
  leaseTerm: "TwelveMonths",
  petsAllowed: ["CatsOK", "SmallDogsOK"],
  furnished: "Unfurnished",
  rentIncludes: ["Water", "TrashCollection"],
  securityDeposit: 1800,
  applicationFee: 45,
  applyUrl: "https://apply.example.com/512",
};

/** The lease as the property page reads it: its type and every term; `fields` say what the test is about. */
export function leaseListing(fields: Partial<typeof leaseTerms> & { propertyType?: string } = {}) {
  return { propertyType: "ResidentialLease", ...leaseTerms, ...fields };
}

/** The lease in the listing editor's form, its terms left blank; `fields` fill what the test is about. */
export function leaseForm(fields: ListingFormValues = {}): ListingFormValues {
  return { ...blankValues("mcallen"), address: "512 Orchid Ave", zip: "78501", price: "1,650", deal: "lease", ...fields };
}

/** The lease's terms as the editor's fields hold them when she has typed every one, money as people type it. */
export const leaseTermsInForm: ListingFormValues = {
  availableFrom: leaseTerms.availabilityDate,
  leaseTerm: leaseTerms.leaseTerm,
  pets: leaseTerms.petsAllowed,
  furnished: leaseTerms.furnished,
  rentIncludes: leaseTerms.rentIncludes,
  deposit: "$1,800",
  applicationFee: "45",
  applyUrl: leaseTerms.applyUrl,
};

/** The lease as a RESO feed sends it, key R1, its terms absent; `fields` spell them as the test's feed does. */
export function leaseRecord(fields: Record<string, unknown> = {}) {
  return { ListingKey: "R1", ModificationTimestamp: "2026-11-20T10:00:00Z", StandardStatus: "Active", PropertyType: "Residential Lease", ListPrice: 1650, City: "McAllen", PostalCode: "78501", ...fields };
}
