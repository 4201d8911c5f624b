import { z } from "zod";
import type { FeedPhoto, NewListingRow } from "~/db/schema";
import { isLeaseType, type StandardStatus } from "~/lib/reso";
import { featureFields, type FeatureField } from "~/lib/reso-features";
import { bathsOf } from "./baths";
import { checkRow, problemOf, type ValueProblem } from "./columns";
import { FUTURE_SLACK_MS } from "./keyset";
import { featuresOf } from "./features";
import { feeMonths, lookup, lookupList, nonRecurringFees, squash, type UnknownValue } from "./lookups";
import { displayableStatuses, MLS_SOURCE } from "./model";
import { rentalTermFields, rentalTermsOf, type RentalFeeFields } from "./rental-terms";

// PostgreSQL text cannot hold NUL, and no listing's text needs one.
const clean = (value: unknown) => (typeof value === "string" ? value.replaceAll("\u0000", "") : value);
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const text = z.preprocess((value) => blankToNull(clean(value)), z.string().trim().nullish());
/** Edm.Decimal may arrive as a string (IEEE754Compatible=true); either way a finite number. */
const number = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToNull(value)), z.number().finite().nullish());
const flag = z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean().nullish());
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a timestamp");
const day = z.preprocess(blankToNull, z.string().regex(/^\d{4}-\d{2}-\d{2}/).nullish());
const list = z.union([z.string(), z.array(z.string())]).nullish();

/** One Media record, as far as the site reads it. */
export const mediaRecordSchema = z.object({
  MediaKey: z.string().min(1),
  MediaURL: z.string().url(),
  Order: number,
  MediaCategory: text,
  ShortDescription: text,
  ImageWidth: number,
  ImageHeight: number,
  MediaModificationTimestamp: instant.nullish(),
  ModificationTimestamp: instant.nullish(),
  ResourceRecordKey: text,
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** One Property record: the fields the site uses (ADR 0114). What fails here is a bad record, logged by key and skipped. */
export const propertyRecordSchema = z.object({
  ListingKey: z.string().trim().min(1).max(128),
  ListingId: text,
  ModificationTimestamp: instant,
  StandardStatus: text,
  PropertyType: text,
  PropertySubType: text,
  ListPrice: number,
  LeaseAmountFrequency: text,
  UnparsedAddress: text,
  StreetNumber: text,
  StreetName: text,
  StreetSuffix: text,
  UnitNumber: text,
  City: z.string().trim().min(1),
  StateOrProvince: text,
  PostalCode: text,
  CountyOrParish: text,
  SubdivisionName: text,
  Latitude: number,
  Longitude: number,
  BedroomsTotal: number,
  BathroomsTotalInteger: number,
  BathroomsTotalDecimal: number,
  BathroomsFull: number,
  BathroomsHalf: number,
  LivingArea: number,
  BuildingAreaTotal: number,
  LotSizeAcres: number,
  YearBuilt: number,
  PublicRemarks: text,
  NewConstructionYN: flag,
  OtherStructures: list,
  OnMarketDate: day,
  ListingContractDate: day,
  ListAgentFullName: text,
  ListOfficeName: text,
  ListAgentMlsId: text,
  ListOfficeMlsId: text,
  OriginalListPrice: number,
  ClosePrice: number,
  CloseDate: day,
  AssociationFee: number,
  AssociationFeeFrequency: text,
  TaxAnnualAmount: number,
  PoolPrivateYN: flag,
  InternetEntireListingDisplayYN: flag,
  InternetAddressDisplayYN: flag,
  Media: z.array(z.unknown()).nullish(),
  ...(Object.fromEntries(featureFields.map((field) => [field, list])) as Record<FeatureField, typeof list>),
});
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;

/** The Property fields the site reads, for `$select` (intersected with what `$metadata` says the server has). */
export const propertyFields = [...Object.keys(propertyRecordSchema.shape).filter((field) => field !== "Media"), ...rentalTermFields];
export const mediaFields = Object.keys(mediaRecordSchema.shape);

/**
 * A local field with Spanish remarks, where a feed has one (RESO has no
 * standard field): `PublicRemarksEs`, `XYZ_PublicRemarksSpanish`… The first
 * such field `$metadata` lists, or none.
 */
export function spanishRemarksField(fields: Iterable<string>): string | null {
  for (const field of fields) if (/^(?:[A-Za-z0-9]+_)?(?:Public)?Remarks_?(?:Es|Spa|Spanish)$/i.test(field)) return field;
  return null;
}

export interface MappedListing {
  readonly listing: NewListingRow & { listingKey: string; listingId: string; standardStatus: StandardStatus };
  readonly photos: readonly FeedPhoto[];
  /** Shown on the site: a displayable status and the MLS allows the listing on the internet. */
  readonly displayable: boolean;
  /** The status as the feed said it, when the status lookup knew it. */
  readonly feedStatus: StandardStatus | null;
}

/** Why a value was dropped or a record skipped: the field had none, or one of the wrong type, out of range, too long or an unknown lookup. */
export type FieldProblem = "missing" | ValueProblem | "lookup";

/** A value the site could not use: the RESO field and what was wrong, never the value. */
export interface FieldIssue {
  readonly field: string;
  readonly problem: FieldProblem;
}

export type Mapped =
  | { readonly ok: true; readonly value: MappedListing; readonly unknown: readonly UnknownValue[]; readonly dropped: readonly FieldIssue[] }
  | { readonly ok: false; readonly key: string | null; readonly unusable: FieldIssue; readonly unknown: readonly UnknownValue[] };

const whole = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));

/** Image categories the site shows; videos, tours and documents are dropped. */
function photoCategory(value: string | null | undefined): "Photo" | "FloorPlan" | null {
  const name = value ? squash(value) : "photo";
  return name === "photo" || name === "photos" || name === "image" ? "Photo" : name === "floorplan" ? "FloorPlan" : null;
}

/** The record's photos, in their Order (then key, for a stable order when Order repeats); bad media entries are left out. */
export function mapPhotos(raw: readonly unknown[]): FeedPhoto[] {
  const photos: FeedPhoto[] = [];
  for (const entry of raw) {
    const parsed = mediaRecordSchema.safeParse(entry);
    if (!parsed.success) continue;
    const category = photoCategory(parsed.data.MediaCategory);
    if (!category) continue;
    photos.push({
      sourceKey: parsed.data.MediaKey,
      url: parsed.data.MediaURL,
      order: parsed.data.Order ?? Number.MAX_SAFE_INTEGER,
      category,
      shortDescription: parsed.data.ShortDescription ?? null,
      modifiedAt: parsed.data.MediaModificationTimestamp ?? parsed.data.ModificationTimestamp ?? null,
    });
  }
  photos.sort((a, b) => a.order - b.order || a.sourceKey.localeCompare(b.sourceKey));
  return photos.map((photo, index) => ({ ...photo, order: index }));
}

function streetOf(record: PropertyRecord): string {
  const street = [record.StreetNumber, record.StreetName, record.StreetSuffix].filter(Boolean).join(" ");
  return record.UnitNumber ? `${street} #${record.UnitNumber}` : street;
}

/** Fields without which a record cannot be placed on the site: the record is skipped, never half-stored. */
const requiredFields = new Set(["ListingKey", "ModificationTimestamp", "StandardStatus", "PropertyType", "ListPrice", "City"]);

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * The record's fields one by one: a field that does not parse is dropped
 * (null) and reported, unless the record cannot do without it.
 */
function parseFields(raw: Record<string, unknown>): { record: PropertyRecord; dropped: FieldIssue[] } | { unusable: FieldIssue } {
  const record: Record<string, unknown> = {};
  const dropped: FieldIssue[] = [];
  for (const [field, schema] of Object.entries(propertyRecordSchema.shape)) {
    const value = raw[field];
    const parsed = (schema as z.ZodType).safeParse(value);
    if (parsed.success && !(requiredFields.has(field) && isBlank(parsed.data))) {
      record[field] = parsed.data;
      continue;
    }
    const problem: FieldProblem = isBlank(value) ? "missing" : field === "ListingKey" && typeof value === "string" && value.trim() !== "" ? "length" : "type";
    if (requiredFields.has(field)) return { unusable: { field, problem } };
    dropped.push({ field, problem });
  }
  return { record: record as PropertyRecord, dropped };
}

/** Where a feed's local fields are: its Spanish remarks, a lease's deposit, application fee and apply link. */
interface LocalFields {
  readonly spanishRemarksField?: string | null;
  readonly rentalFields?: RentalFeeFields | null;
}

/** The RESO field a listing column is read from, to report it. */
function fieldOf(column: string, local: LocalFields): string {
  if (column === "remarksEs") return local.spanishRemarksField ?? "PublicRemarksEs";
  if (column === "securityDeposit") return local.rentalFields?.deposit ?? "SecurityDeposit";
  if (column === "applicationFee") return local.rentalFields?.applicationFee ?? "ApplicationFee";
  return column.charAt(0).toUpperCase() + column.slice(1);
}

/**
 * One Property record (with its expanded Media, when the server expands)
 * onto a listings row: lookups onto app/lib/reso.ts's values, unknown ones
 * reported; IDX flags applied; every value checked against its column
 * (columns.ts), so that what reaches the database fits it. A value the site
 * cannot use is dropped and reported by field; a record that lacks a
 * required one is refused. Pure: the sync does the storing.
 */
export function mapRecord(raw: unknown, options: LocalFields & { now?: Date } = {}): Mapped {
  const unknown: UnknownValue[] = [];
  const rawKey = (raw as { ListingKey?: unknown } | null)?.ListingKey;
  const key = typeof rawKey === "string" && rawKey.trim() !== "" ? rawKey.trim().slice(0, 128) : null;
  const refuse = (field: string, problem: FieldProblem): Mapped => ({ ok: false, key, unusable: { field, problem }, unknown });
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return refuse("ListingKey", "missing");
  const fields = parseFields(raw as Record<string, unknown>);
  if ("unusable" in fields) return refuse(fields.unusable.field, fields.unusable.problem);
  const { record } = fields;
  const dropped = [...fields.dropped];
  const modifiedAt = new Date(record.ModificationTimestamp);
  if (modifiedAt.getTime() > (options.now ?? new Date()).getTime() + FUTURE_SLACK_MS) return refuse("ModificationTimestamp", "range");
  const status = lookup("StandardStatus", record.StandardStatus, unknown);
  const propertyType = lookup("PropertyType", record.PropertyType, unknown);
  // The type decides the category, the search and whether the price is a rent: a listing without one cannot be placed.
  if (!propertyType) return refuse("PropertyType", "lookup");
  if (record.ListPrice === null || record.ListPrice === undefined) return refuse("ListPrice", "missing");
  const subType = lookup("PropertySubType", record.PropertySubType, unknown);
  if (record.PropertySubType && !subType) dropped.push({ field: "PropertySubType", problem: "lookup" });
  const frequency = isLeaseType(propertyType) ? lookup("LeaseAmountFrequency", record.LeaseAmountFrequency, unknown) : null;
  if (isLeaseType(propertyType) && record.LeaseAmountFrequency && !frequency) dropped.push({ field: "LeaseAmountFrequency", problem: "lookup" });
  const months = record.AssociationFeeFrequency ? feeMonths.get(squash(record.AssociationFeeFrequency)) : 1;
  const oneOff = record.AssociationFeeFrequency ? nonRecurringFees.some((fee) => squash(fee) === squash(record.AssociationFeeFrequency!)) : false;
  if (record.AssociationFee !== null && record.AssociationFee !== undefined && months === undefined && !oneOff) dropped.push({ field: "AssociationFeeFrequency", problem: "lookup" });
  const remarksEs = options.spanishRemarksField ? text.safeParse((raw as Record<string, unknown>)[options.spanishRemarksField]) : undefined;
  if (remarksEs && !remarksEs.success) dropped.push({ field: options.spanishRemarksField!, problem: "type" });
  const allowed = record.InternetEntireListingDisplayYN !== false;
  const displayable = allowed && status !== null && (displayableStatuses as readonly string[]).includes(status);
  const street = streetOf(record);
  const rental = rentalTermsOf(raw as Record<string, unknown>, propertyType, options.rentalFields, unknown);
  dropped.push(...rental.dropped);
  const draft: MappedListing["listing"] = {
    listingKey: record.ListingKey,
    listingId: record.ListingId ?? record.ListingKey,
    originatingSystemName: MLS_SOURCE,
    // A status the site doesn't know is stored as Delete: off the market, never shown.
    standardStatus: status ?? "Delete",
    propertyType,
    propertySubType: subType,
    listPrice: Math.round(record.ListPrice),
    // A rent whose period the feed does not say is taken as monthly, the way the Valley's rents are quoted.
    leaseAmountFrequency: isLeaseType(propertyType) ? (frequency ?? "Monthly") : null,
    unparsedAddress: record.UnparsedAddress ?? street,
    streetNumber: record.StreetNumber ?? null,
    streetName: [record.StreetName, record.StreetSuffix].filter(Boolean).join(" ") || null,
    unitNumber: record.UnitNumber ?? null,
    city: record.City,
    stateOrProvince: record.StateOrProvince ?? "TX",
    postalCode: record.PostalCode ?? "",
    countyOrParish: record.CountyOrParish ?? null,
    subdivisionName: record.SubdivisionName ?? null,
    latitude: record.Latitude ?? null,
    longitude: record.Longitude ?? null,
    bedroomsTotal: whole(record.BedroomsTotal),
    ...bathsOf(record),
    livingArea: whole(record.LivingArea),
    buildingAreaTotal: whole(record.BuildingAreaTotal),
    lotSizeAcres: record.LotSizeAcres ?? null,
    yearBuilt: whole(record.YearBuilt),
    publicRemarks: record.PublicRemarks ?? null,
    remarksEs: remarksEs?.success ? (remarksEs.data ?? null) : null,
    newConstructionYN: record.NewConstructionYN ?? false,
    otherStructures: lookupList(record.OtherStructures),
    features: featuresOf(record),
    onMarketDate: record.OnMarketDate?.slice(0, 10) ?? null,
    listingContractDate: record.ListingContractDate?.slice(0, 10) ?? null,
    modificationTimestamp: modifiedAt,
    listAgentFullName: record.ListAgentFullName ?? null,
    listOfficeName: record.ListOfficeName ?? null,
    listAgentMlsId: record.ListAgentMlsId ?? null,
    listOfficeMlsId: record.ListOfficeMlsId ?? null,
    originalListPrice: whole(record.OriginalListPrice),
    closePrice: whole(record.ClosePrice),
    closeDate: record.CloseDate?.slice(0, 10) ?? null,
    associationFee: record.AssociationFee === null || record.AssociationFee === undefined || months === undefined ? null : Math.round(record.AssociationFee / months),
    taxAnnualAmount: whole(record.TaxAnnualAmount),
    poolPrivateYN: record.PoolPrivateYN ?? false,
    internetAddressDisplayYN: record.InternetAddressDisplayYN !== false,
    ...rental.columns,
  };
  const checked = checkRow(draft);
  const listing = checked.row as MappedListing["listing"];
  for (const { column, problem } of checked.dropped) dropped.push({ field: fieldOf(column, options), problem });
  for (const { column, problem } of checked.refused) {
    const fallback = column === "listingId" ? listing.listingKey : column === "unparsedAddress" ? street : column in requiredFallbacks ? requiredFallbacks[column as keyof typeof requiredFallbacks] : undefined;
    if (fallback === undefined || problemOf(column, fallback) !== null) return refuse(fieldOf(column, {}), problem);
    (listing as Record<string, unknown>)[column] = fallback;
    dropped.push({ field: fieldOf(column, {}), problem });
  }
  // A pin needs both coordinates, and (0, 0) is a missing one written as zeros: no pin, the listing stays.
  if (listing.latitude === null || listing.longitude === null || (listing.latitude === 0 && listing.longitude === 0)) {
    for (const column of ["latitude", "longitude"] as const) {
      if (listing[column] !== null && listing[column] !== undefined) dropped.push({ field: fieldOf(column, {}), problem: "range" });
      listing[column] = null;
    }
  }
  return { ok: true, unknown, dropped, value: { displayable, feedStatus: status, photos: mapPhotos(record.Media ?? []), listing } };
}

/** Required columns that have a value meaning "none": the feed's bad value becomes it. */
const requiredFallbacks = { features: {}, postalCode: "", stateOrProvince: "TX", otherStructures: [] as string[], petsAllowed: [] as string[], rentIncludes: [] as string[], newConstructionYN: false, poolPrivateYN: false, internetAddressDisplayYN: true };
