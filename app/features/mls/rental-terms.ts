import { z } from "zod";
import type { NewListingRow } from "~/db/schema";
import { applyUrlOf } from "~/lib/rental-terms";
import { isLeaseType } from "~/lib/reso";
import { lookup, lookupList, squash, type UnknownValue } from "./lookups";

/** The RESO fields a lease's terms are read from (ADR 0123), for `$select`. */
export const rentalTermFields = ["AvailabilityDate", "LeaseTerm", "PetsAllowed", "Furnished", "RentIncludes"] as const;

/**
 * The local fields a feed sends a lease's deposit and application fee in (RESO has neither):
 * `SecurityDeposit`, `DepositSecurity`, `Deposit`, `XYZ_SecurityDepositAmount`…; `ApplicationFee`,
 * `XYZ_ApplicationFeeAmount`… The first of each `$metadata` lists.
 */
export function rentalFeeFields(fields: Iterable<string>): RentalFeeFields {
  const found: { deposit: string | null; applicationFee: string | null; applyUrl: string | null } = { deposit: null, applicationFee: null, applyUrl: null };
  for (const field of fields) {
    if (!found.deposit && /^(?:[A-Za-z0-9]+_)?(?:Security_?)?Deposit(?:_?Security)?(?:_?Amount)?$/i.test(field)) found.deposit = field;
    if (!found.applicationFee && /^(?:[A-Za-z0-9]+_)?(?:Rental_?)?Application_?Fee(?:_?Amount)?$/i.test(field)) found.applicationFee = field;
    if (!found.applyUrl && /^(?:[A-Za-z0-9]+_)?(?:Online_?)?Application_?(?:URL|Link)$/i.test(field)) found.applyUrl = field;
  }
  return found;
}
export interface RentalFeeFields {
  readonly deposit: string | null;
  readonly applicationFee: string | null;
  readonly applyUrl: string | null;
}

type RentalColumns = Pick<NewListingRow, "availabilityDate" | "leaseTerm" | "petsAllowed" | "furnished" | "rentIncludes" | "securityDeposit" | "applicationFee" | "applyUrl">;

/** A value dropped from a lease's terms: the feed's field and why. */
export interface RentalIssue {
  readonly field: string;
  readonly problem: "type" | "lookup";
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
const money = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value.replace(/[$,\s]/g, "")) : value), z.number().finite());
const multi = z.union([z.string(), z.array(z.string())]);
const single = z.string();

const blank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * A record's lease terms onto the listing's columns: empty for a listing that is no lease. A value
 * that doesn't parse, or a lookup value the site doesn't know, is dropped and reported by field; a
 * multi-lookup keeps the values it knows. The columns' own bounds (a deposit beyond $100,000, a
 * day that is no calendar day) are checked with the rest of the row (columns.ts).
 */
export function rentalTermsOf(raw: Record<string, unknown>, propertyType: string, feeFields: RentalFeeFields | null | undefined, unknown: UnknownValue[]): { columns: RentalColumns; dropped: RentalIssue[] } {
  const columns: RentalColumns = { availabilityDate: null, leaseTerm: null, petsAllowed: [], furnished: null, rentIncludes: [], securityDeposit: null, applicationFee: null, applyUrl: null };
  const dropped: RentalIssue[] = [];
  if (!isLeaseType(propertyType)) return { columns, dropped };
  const read = <T>(field: string | null | undefined, schema: z.ZodType<T>): T | null => {
    if (!field || blank(raw[field])) return null;
    const parsed = schema.safeParse(raw[field]);
    if (parsed.success) return parsed.data;
    dropped.push({ field, problem: "type" });
    return null;
  };
  columns.availabilityDate = read("AvailabilityDate", day)?.slice(0, 10) ?? null;
  const term = read("LeaseTerm", single);
  const saysNoLength = term !== null && termWithoutLength.includes(squash(term));
  columns.leaseTerm = saysNoLength ? null : lookup("LeaseTerm", term, unknown);
  if (term && !saysNoLength && !columns.leaseTerm) dropped.push({ field: "LeaseTerm", problem: "lookup" });
  const furnished = read("Furnished", single);
  columns.furnished = lookup("Furnished", furnished, unknown);
  if (furnished && !columns.furnished) dropped.push({ field: "Furnished", problem: "lookup" });
  columns.petsAllowed = lookups("PetsAllowed", read("PetsAllowed", multi), unknown, dropped);
  columns.rentIncludes = lookups("RentIncludes", read("RentIncludes", multi), unknown, dropped, rentSaysNothing);
  const deposit = read(feeFields?.deposit, money);
  columns.securityDeposit = deposit === null ? null : Math.round(deposit);
  const fee = read(feeFields?.applicationFee, money);
  columns.applicationFee = fee === null ? null : Math.round(fee);
  const link = read(feeFields?.applyUrl, single);
  columns.applyUrl = applyUrlOf(link);
  if (link && !columns.applyUrl) dropped.push({ field: feeFields!.applyUrl!, problem: "type" });
  return { columns, dropped };
}

/**
 * The Data Dictionary's values (DD 1.7 and 2.0) that are standard yet say nothing a renter reads: they
 * leave the field empty without being reported as bad.
 */
const termWithoutLength = ["none", "other", "renewaloption"];
const rentSaysNothing = ["none", "other", "seeremarks"];

/** A multi-lookup's known values, once each; unknown ones reported and the field noted as dropped once. */
function lookups(field: "PetsAllowed" | "RentIncludes", value: string | string[] | null, unknown: UnknownValue[], dropped: RentalIssue[], meaningNone: readonly string[] = []): string[] {
  const found = new Set<string>();
  let bad = false;
  for (const item of lookupList(value)) {
    if (meaningNone.includes(squash(item))) continue;
    const known = lookup(field, item, unknown) as string | null;
    if (known) found.add(known);
    else bad = true;
  }
  if (bad) dropped.push({ field, problem: "lookup" });
  return [...found];
}
